// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { grammarName } from '../../src/rich/code-languages';
import { highlightedFragment, scopeClass, tokenTree } from '../../src/rich/code-spans';

describe("highlight.js's token tree (private API of 11.12.0, pinned in package.json)", () => {
  it('is a root of text and scoped nodes: a version that changes it fails here', () => {
    expect(tokenTree('const a = f(1); // x', 'javascript')).toEqual({
      children: [
        { scope: 'keyword', children: ['const'] },
        ' a ',
        '= ',
        { scope: 'title.function', children: ['f'] },
        '(',
        { scope: 'number', children: ['1'] },
        ')',
        '; ',
        { scope: 'comment', children: ['// x'] },
      ],
    });
  });

  it('nests an embedded language under a language: scope', () => {
    const tree = tokenTree('<style>a{color:red}</style>', 'html');
    expect(JSON.stringify(tree)).toContain('"scope":"language:css"');
  });
});

describe('highlighted code as DOM', () => {
  it("gives highlight.js's class names, dotted scopes as its own HTML has them", () => {
    expect(scopeClass('keyword')).toBe('hljs-keyword');
    expect(scopeClass('title.function')).toBe('hljs-title function_');
    expect(scopeClass('title.class.inherited')).toBe('hljs-title class_ inherited__');
  });

  it('builds spans with classes and text nodes for a TypeScript sample, keeping its text', () => {
    const template = '`Hi $' + '{user.name}`';
    const text = `interface User {\n  name: string;\n}\nexport function greet(user: User): string {\n  return ${template};\n}`;
    const code = document.createElement('code');
    code.appendChild(highlightedFragment(text, 'typescript'));
    expect(code.textContent).toBe(text);
    const classes = [...code.querySelectorAll('span')].map((span) => span.className);
    expect(classes).toEqual(
      expect.arrayContaining(['hljs-keyword', 'hljs-title function_', 'hljs-built_in']),
    );
    expect(code.querySelector('.hljs-string')?.textContent).toBe(template);
  });

  it('keeps markup in code as text: no element but spans is made', () => {
    const text = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const code = document.createElement('code');
    code.appendChild(highlightedFragment(text, 'html'));
    expect(code.textContent).toBe(text);
    expect([...code.querySelectorAll('*')].every((element) => element.localName === 'span')).toBe(true);
  });
});

describe('languages', () => {
  it('knows the 20 languages agents write most by their common names', () => {
    const names =
      'javascript js jsx typescript ts tsx python py java go golang sql bash sh shell zsh json yaml yml xml html svg css c h cpp c++ csharp cs c# rust rs php kotlin kt swift ruby rb markdown md diff patch dockerfile docker console';
    expect(names.split(' ').filter((name) => !grammarName(name))).toEqual([]);
    expect(grammarName('Python')).toBe('python');
  });

  it('knows no other language: such a block stays plain', () => {
    expect(grammarName('brainfuck')).toBeUndefined();
    expect(grammarName('text')).toBeUndefined();
    expect(grammarName('')).toBeUndefined();
  });
});
