// @vitest-environment node

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  withoutClassSetup,
  withoutLegacyLifecycleAliases,
  withoutMemoDisplayName,
  withoutOptionHooks,
  withoutReactComponentMarks,
  withPureSymbolLookups,
} from '../../scripts/compat-unused-classes';

const compatSource = readFileSync(
  createRequire(import.meta.url)
    .resolve('preact/compat')
    .replace(/compat\.js$/, 'compat.module.js'),
  'utf8',
);

function syntaxErrors(source: string): number {
  const file = ts.createSourceFile('x.js', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  return (file as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics.length;
}

describe('preact/compat without the set-up of classes the widget never renders', () => {
  it('drops every prototype assignment of Suspense, SuspenseList and PureComponent in the installed compat', () => {
    const result = withoutClassSetup(compatSource);
    expect(syntaxErrors(result)).toBe(0);
    for (const local of ['P', 'B', 'M']) expect(result).not.toMatch(new RegExp(`\\b${local}\\.prototype\\b`));
    // The option hooks compat installs (event names, className, textarea values) stay.
    expect(result).toContain('.vnode=function');
    expect(result).toContain('.unmount=function');
    expect(result.length).toBeLessThan(compatSource.length - 1000);
  });

  it('keeps the other parts of a comma sequence and statements about other classes', () => {
    const source =
      'function A(){}function S(){}o.unmount=function(){},(S.prototype=new C).__c=1,S.prototype.r=S.prototype.m=2,x=3;A.prototype.keep=4;export{A as Kept,S as Suspense};';
    expect(withoutClassSetup(source, ['Suspense'])).toBe(
      'function A(){}function S(){}o.unmount=function(){},x=3;A.prototype.keep=4;export{A as Kept,S as Suspense};',
    );
  });

  it('fails loudly when a class is no longer exported or no longer set up', () => {
    expect(() => withoutClassSetup('function S(){}export{S as Other};', ['Suspense'])).toThrow(
      /no longer exports/,
    );
    expect(() => withoutClassSetup('function S(){}export{S as Suspense};', ['Suspense'])).toThrow(
      /no prototype/,
    );
  });
});

describe('preact/compat without the UNSAFE_ lifecycle aliases (no class component in the widget)', () => {
  it('drops the alias loop of the installed compat and nothing else', () => {
    const result = withoutLegacyLifecycleAliases(compatSource);
    expect(syntaxErrors(result)).toBe(0);
    expect(result).not.toContain('UNSAFE_');
    expect(compatSource).toContain('UNSAFE_');
    expect(compatSource.length - result.length).toBeGreaterThan(200);
    expect(compatSource.length - result.length).toBeLessThan(400);
  });

  it('keeps the other parts of the comma sequence around the loop', () => {
    const source =
      'a=1,["componentWillMount","componentWillReceiveProps","componentWillUpdate"].forEach(function(t){x(t)}),b=2;["other"].forEach(f);';
    expect(withoutLegacyLifecycleAliases(source)).toBe('a=1,b=2;["other"].forEach(f);');
  });

  it('fails loudly when the loop is gone', () => {
    expect(() => withoutLegacyLifecycleAliases('["componentWillMount"].forEach(f);')).toThrow(/alias loop/);
  });
});

describe('preact/compat without the option hooks the widget does without (decision 039)', () => {
  it('drops the vnode, event, before-diff, catch-error, unmount and before-render hooks of the installed compat', () => {
    const result = withoutOptionHooks(compatSource);
    expect(syntaxErrors(result)).toBe(0);
    const options = /\boptions as ([\w$]+)/.exec(compatSource)?.[1];
    for (const hook of ['vnode', 'event', '__b', '__e', 'unmount', '__r']) {
      expect(result).not.toMatch(new RegExp(`\\b[\\w$]+\\.${hook}=function`));
      // The variable that saved the hook before goes too: its read would stay in the bundle.
      expect(compatSource).toMatch(new RegExp(`[\\w$]+=${options}\\.${hook}[,;]`));
      expect(result).not.toMatch(new RegExp(`[\\w$]+=${options}\\.${hook}[,;]`));
    }
    expect(compatSource).toMatch(/\b[\w$]+\.vnode=function/);
    // The textarea value keeper and the hooks stay.
    expect(result).toMatch(/\b[\w$]+\.diffed=function/);
    expect(result).toContain('useSyncExternalStore');
  });

  it('keeps the rest of a comma sequence, assignments to other objects and other hooks', () => {
    const source =
      'import{options as e}from"preact";var a=e.vnode;e.vnode=function(){a&&a()},x=1,t.vnode=2;e.diffed=function(){};';
    expect(withoutOptionHooks(source, ['vnode'])).toBe(
      'import{options as e}from"preact";;x=1,t.vnode=2;e.diffed=function(){};',
    );
  });

  it('keeps a saved hook that something else still names, and the other declarations beside it', () => {
    const imports = 'import{options as e}from"preact";';
    expect(
      withoutOptionHooks(`${imports}var a=e.vnode,b=e.diffed,c=1;e.vnode=function(){a()};`, ['vnode']),
    ).toBe(`${imports}var b=e.diffed,c=1;;`);
    expect(withoutOptionHooks(`${imports}var a=e.vnode;e.vnode=function(){};f(a);`, ['vnode'])).toBe(
      `${imports}var a=e.vnode;;f(a);`,
    );
  });

  it('fails loudly when a hook is not set exactly once, or options is not imported', () => {
    const imports = 'import{options as e}from"preact";';
    expect(() => withoutOptionHooks(`${imports}e.diffed=1;`, ['vnode'])).toThrow(/options\.vnode/);
    expect(() => withoutOptionHooks(`${imports}e.vnode=1;e.vnode=2;`, ['vnode'])).toThrow(/exactly once/);
    expect(() => withoutOptionHooks('e.vnode=1;', ['vnode'])).toThrow(/imports options/);
  });
});

describe('preact/compat with its Symbol.for markers made by pure calls', () => {
  it('wraps each initialiser calling Symbol.for in the installed compat, and the result still parses', () => {
    const result = withPureSymbolLookups(compatSource);
    expect(syntaxErrors(result)).toBe(0);
    const lookups = compatSource.match(/Symbol\.for\("/g)?.length ?? 0;
    expect(lookups).toBeGreaterThan(0);
    expect(result.match(/\/\*#__PURE__\*\/\(\(\)=>"undefined"!=typeof Symbol/g)?.length).toBe(lookups);
  });

  it('gives the same value, and leaves other declarations alone', () => {
    const source = 'var a=typeof Symbol!="undefined"&&Symbol.for("x")||1,b=f();';
    const result = withPureSymbolLookups(source);
    expect(result).toBe('var a=/*#__PURE__*/(()=>typeof Symbol!="undefined"&&Symbol.for("x")||1)(),b=f();');
    expect(new Function(`${result.replace('b=f()', 'b=0')}return a`)()).toBe(Symbol.for('x'));
  });

  it('fails loudly when no marker is made with Symbol.for any more', () => {
    expect(() => withPureSymbolLookups('var a=1;')).toThrow(/Symbol\.for/);
  });
});

describe("preact/compat's memo without the displayName only developer tools read", () => {
  it('drops the name of the installed compat and keeps the rest of memo', () => {
    const result = withoutMemoDisplayName(compatSource);
    expect(syntaxErrors(result)).toBe(0);
    expect(compatSource).toContain('displayName="Memo("');
    expect(result).not.toContain('displayName="Memo("');
    expect(result).toMatch(/\.__f=[\w$]+\.prototype\.isReactComponent=!0,[\w$]+\.type=/);
  });

  it('takes its comma with it, wherever it stands in the sequence', () => {
    expect(withoutMemoDisplayName('return u.displayName="Memo("+n.name+")",u.type=n,u;')).toBe(
      'return u.type=n,u;',
    );
    expect(withoutMemoDisplayName('return u.type=n,u.displayName="Memo("+n.name+")";')).toBe(
      'return u.type=n;',
    );
  });

  it('fails loudly when the name is not set exactly once', () => {
    expect(() => withoutMemoDisplayName('u.displayName="Lazy";')).toThrow(/exactly once/);
  });
});

describe("preact/compat without the marks nothing in the bundle reads: isReactComponent, memo's __f", () => {
  it("drops Component's and memo's marks from the installed compat, and keeps forwardRef's", () => {
    const result = withoutReactComponentMarks(compatSource);
    expect(syntaxErrors(result)).toBe(0);
    expect(
      compatSource.split('isReactComponent=!0').length - result.split('isReactComponent=!0').length,
    ).toBe(2);
    expect(result).toMatch(/\.prototype\.isReactComponent=[\w$]+\.__f=!0/);
    expect(result).toMatch(/return [\w$]+\.displayName="Memo\("\+\([^)]*\)\+"\)",([\w$]+)\.type=[\w$]+,\1\}/);
  });

  it('takes its comma with it, or its statement', () => {
    expect(
      withoutReactComponentMarks(
        'function m(n){return u.__f=u.prototype.isReactComponent=!0,u.type=n,u}n.prototype.isReactComponent=!0;x();',
      ),
    ).toBe('function m(n){return u.type=n,u}x();');
    expect(
      withoutReactComponentMarks(
        'function m(n){return u.type=n,u.__f=u.prototype.isReactComponent=!0,u}x(),n.prototype.isReactComponent=!0;',
      ),
    ).toBe('function m(n){return u.type=n,u}x();');
  });

  it('fails loudly unless both marks are found', () => {
    expect(() => withoutReactComponentMarks('n.prototype.isReactComponent=!0;')).toThrow(/1 times, not 2/);
    expect(() =>
      withoutReactComponentMarks('u.__f=v.prototype.isReactComponent=!0;n.prototype.isReactComponent=!0;'),
    ).toThrow(/isReactComponent set inside/);
  });
});
