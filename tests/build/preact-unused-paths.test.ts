// @vitest-environment node

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Window } from 'happy-dom';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { compatUnusedClassesPlugin } from '../../scripts/compat-unused-classes';
import {
  withoutChainedOptionHooks,
  withoutClassComponents,
  withoutDefaultProps,
  withoutErrorBoundaries,
  withoutFrameOption,
  withoutHookDevtools,
  withoutHydration,
  withoutInnerHtmlProp,
  withoutMathMl,
  withoutSkipEffects,
  withoutTemplateAndForeignObject,
  withoutUnsetOptions,
  withoutUnusedCorePaths,
  withoutUnusedHookPaths,
} from '../../scripts/preact-unused-paths';

const require = createRequire(import.meta.url);
const coreSource = readFileSync(require.resolve('preact').replace(/preact\.js$/, 'preact.module.js'), 'utf8');
const hooksSource = readFileSync(
  require.resolve('preact/hooks').replace(/hooks\.js$/, 'hooks.module.js'),
  'utf8',
);

function syntaxErrors(source: string): number {
  const file = ts.createSourceFile('x.js', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  return (file as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics.length;
}

describe("preact's core without paths the widget cannot reach", () => {
  it('makes the class-component flag a constant, and only that', () => {
    const result = withoutClassComponents(coreSource);
    expect(syntaxErrors(result)).toBe(0);
    expect(coreSource).toMatch(/(\w)\.prototype&&\1\.prototype\.render/);
    expect(result).not.toMatch(/\.prototype&&\w+\.prototype\.render/);
    expect(coreSource.length - result.length).toBe('F.prototype&&F.prototype.render'.length - 2);
    expect(withoutClassComponents('function q(F){var M;M=F.prototype&&F.prototype.render,x()}')).toBe(
      'function q(F){var M;M=!1,x()}',
    );
  });

  it('takes no dangerouslySetInnerHTML out of old or new props', () => {
    const result = withoutInnerHtmlProp(coreSource);
    expect(syntaxErrors(result)).toBe(0);
    expect(coreSource).toContain('"dangerouslySetInnerHTML"');
    expect(result).not.toContain('"dangerouslySetInnerHTML"');
    expect(
      withoutInnerHtmlProp('a="dangerouslySetInnerHTML"==s?p=y:b(s);c="dangerouslySetInnerHTML"==s?h=y:d'),
    ).toBe('a=b(s);c=d');
  });

  it('rethrows a render error at once: there is no error boundary to walk up to', () => {
    const result = withoutErrorBoundaries(coreSource);
    expect(syntaxErrors(result)).toBe(0);
    expect(result).not.toContain('getDerivedStateFromError');
    expect(result).not.toContain('componentDidCatch');
    expect(
      withoutErrorBoundaries('l={__e:function(n,l){getDerivedStateFromError;componentDidCatch;throw n}}'),
    ).toBe('l={__e:function(n){throw n}}');
  });

  it('merges no defaultProps in createElement, and keeps its children', () => {
    const result = withoutDefaultProps(coreSource);
    expect(syntaxErrors(result)).toBe(0);
    // cloneElement (left out of the bundle: the widget never calls it) still reads them.
    expect(coreSource.split('defaultProps').length - result.split('defaultProps').length).toBe(3);
    expect(
      withoutDefaultProps(
        'function k(l,u,t){if(e.children=t,"function"==typeof l&&null!=l.defaultProps)for(o in l.defaultProps)f(o);return x()}',
      ),
    ).toBe('function k(l,u,t){e.children=t;return x()}');
  });

  it('renders without hydration: the flag is !1, its parameter gone from diff, diffChildren and diffElementNodes', () => {
    const result = withoutHydration(coreSource);
    expect(syntaxErrors(result)).toBe(0);
    expect(coreSource).toContain('"function"==typeof i');
    expect(result).not.toMatch(/=\s*"function"==typeof i\)/);
    expect(result).toContain('{throw Error("hydrate is left out of the widget (decision 047)")}');
    expect(result).not.toContain('32&u.__u?[t]:null');
    expect(result).not.toContain('!!(32&u.__u)');
    // Only hydration's `options.__m` sits behind the flag, now `!1&&(…)`.
    expect(result).toContain('!1&&(l.__m&&l.__m(');
    // The reuse of a container's children stays: the attributes of a reused element are read.
    expect(result).toContain('!!1&&null!=e)for(m={}');
    expect(result).toContain('t.firstChild?n.call(t.childNodes):null');
    const synthetic =
      'function d(n,t,c,a){c&&f(),t&&(c=!!(32&t.__u)),e(n,c,a)}function e(n,c,a){return c?1:d(n,null,c,a)}' +
      'function I(n){d(n,32&n.__u?[n]:null,!!(32&n.__u),0)}' +
      'function R(n,l,i){var r=(r="function"==typeof i)?null:i;d(n,l,r,0)}function U(n,l){R(n,l,U)}' +
      'export{R as render,U as hydrate};';
    expect(withoutHydration(synthetic, { functions: 2, calls: 4, resumes: 1 })).toBe(
      'function d(n,t,a){!1&&f(),t&&(!1),e(n,a)}function e(n,a){return !1?1:d(n,null,a)}' +
        'function I(n){d(n,null,0)}' +
        'function R(n,l,i){var r=(r=!1)?null:i;d(n,l,0)}' +
        'function U(n,l){throw Error("hydrate is left out of the widget (decision 047)")}' +
        'export{R as render,U as hydrate};',
    );
  });

  it("gives no element MathML's namespace", () => {
    const result = withoutMathMl(coreSource);
    expect(syntaxErrors(result)).toBe(0);
    expect(coreSource).toContain('MathML');
    expect(result).not.toContain('MathML');
    expect(result).toContain('"svg"==x?o="http://www.w3.org/2000/svg":o||(o="http://www.w3.org/1999/xhtml")');
  });

  it("places no children in a template's content or as HTML inside a foreignObject", () => {
    const result = withoutTemplateAndForeignObject(coreSource);
    expect(syntaxErrors(result)).toBe(0);
    expect(coreSource).toContain('"template"==t.type?u.content:u');
    expect(result).not.toContain('"template"');
    expect(result).not.toContain('"foreignObject"');
    expect(
      withoutTemplateAndForeignObject(
        'L("template"==t.type?u.content:u,g,"foreignObject"==x?"http://www.w3.org/1999/xhtml":o)',
      ),
    ).toBe('L(u,g,o)');
    expect(() => withoutTemplateAndForeignObject('L(u,g,o)')).toThrow(/template content/);
    expect(() => withoutTemplateAndForeignObject('L("template"==t.type?u.content:u,o)')).toThrow(
      /foreignObject/,
    );
  });

  it('reads none of the options nothing sets: vnode, event, debounceRendering', () => {
    const result = withoutUnsetOptions(coreSource);
    expect(syntaxErrors(result)).toBe(0);
    expect(coreSource).toMatch(/l\.vnode|l\.event|l\.debounceRendering/);
    expect(result).not.toMatch(/l\.vnode|l\.event|l\.debounceRendering/);
    expect(result).toContain('function A(n){(!n.__d&&(n.__d=!0)&&i.push(n)&&!H.__r++)&&o(H)}');
    const synthetic =
      'var l;function x(n,o){var e={};return null==o&&null!=l.vnode&&l.vnode(e),e}' +
      'function I(o){o.__v=1,l.vnode&&l.vnode(o),q(o)}function V(n){return function(u){return t(l.event?l.event(u):u)}}' +
      'function A(n){(!n.__d&&i.push(n)||r!=l.debounceRendering)&&((r=l.debounceRendering)||o)(H)}l={};export{l as options};';
    expect(withoutUnsetOptions(synthetic)).toBe(
      'var l;function x(n,o){var e={};return void 0,e}' +
        'function I(o){o.__v=1,void 0,q(o)}function V(n){return function(u){return t(u)}}' +
        'function A(n){(!n.__d&&i.push(n))&&o(H)}l={};export{l as options};',
    );
    // Nothing in the bundle sets them: compat as the build leaves it, and preact/hooks.
    const compatPath = require.resolve('preact/compat').replace(/compat\.js$/, 'compat.module.js');
    const transform = compatUnusedClassesPlugin().transform as (code: string, id: string) => { code: string };
    const compat = transform(readFileSync(compatPath, 'utf8'), compatPath).code;
    // (compat's flushSync sets debounceRendering, but is not bundled: the architecture test
    // forbids it in src/.)
    expect(compat).not.toMatch(/\.(vnode|event)=/);
    expect(withoutUnusedHookPaths(hooksSource)).not.toMatch(/\.(vnode|event|debounceRendering)=/);
    expect(readFileSync(compatPath, 'utf8')).toMatch(/\.(vnode|event|debounceRendering)=/);
    // A vnode hook behind a test with an effect stays, and the count no longer matches.
    expect(() => withoutUnsetOptions(synthetic.replace('null==o&&', 'f()&&'))).toThrow(
      /1 × options.vnode, not 2/,
    );
  });

  it('fails loudly when a shape is gone or found more often', () => {
    expect(() => withoutClassComponents('var M=1;')).toThrow(/class-component flag/);
    expect(() => withoutMathMl('"svg"==x?o=s:o||(o=h)')).toThrow(/MathML/);
    expect(() => withoutHydration('function R(n,l,i){}export{R as render};')).toThrow(/hydration/);
    // A carrier used as a value, or its flag passed as something with a side effect.
    const base =
      'function d(n,c){c&&f()}function R(n,l,i){var r;r="function"==typeof i,d(n,r)}function U(n,l){R(n,l,U)}export{U as hydrate};';
    const one = { functions: 1, calls: 1, resumes: 0 };
    expect(withoutHydration(base, one)).toContain('function d(n){!1&&f()}');
    expect(() => withoutHydration(base)).toThrow(/reaches 1 functions, not 3/);
    expect(() => withoutHydration(`${base}x=d;`, one)).toThrow(/used as a value/);
    expect(() => withoutHydration(base.replace('d(n,r)', 'd(n,r),d(n,f())'), one)).toThrow(
      /flag passed as f\(\)/,
    );
    expect(() => withoutHydration(base.replace('c&&f()', 'c&&f(function(c){})'), one)).toThrow(
      /declared again/,
    );
    expect(() => withoutInnerHtmlProp('a="dangerouslySetInnerHTML"==s?p=y:b;')).toThrow(
      /dangerouslySetInnerHTML/,
    );
    expect(() => withoutErrorBoundaries('l={__e:function(n){throw n}}')).toThrow(/error-boundary/);
    expect(() => withoutDefaultProps('function k(){}')).toThrow(/defaultProps/);
  });
});

describe('preact/hooks without what only devtools read', () => {
  it('drops the options.__h call and the hook-type counter', () => {
    const result = withoutHookDevtools(hooksSource);
    expect(syntaxErrors(result)).toBe(0);
    expect(hooksSource).toContain('.__h(');
    expect(result).not.toMatch(/\.__h\(/);
    expect(result).not.toMatch(/(return |[;{])o=[0-9],/);
    expect(hooksSource).toMatch(/(return |[;{])o=[0-9],/);
    expect(
      withoutHookDevtools(
        'var o=0;function s(n,t){c.__h&&c.__h(r,n,o||t),o=0;return 1}function d(n){return o=1,y(n)}function e(n){return o=5,y(n)}function f(){o=6,g()}function h(){return o=8,y()}',
      ),
    ).toBe(
      'var o=0;function s(n,t){return 1}function d(n){return y(n)}function e(n){return y(n)}function f(){g()}function h(){return y()}',
    );
  });

  it('schedules effects without the requestAnimationFrame option', () => {
    const result = withoutFrameOption(hooksSource);
    expect(syntaxErrors(result)).toBe(0);
    expect(result).not.toContain('.requestAnimationFrame');
    expect(
      withoutFrameOption('1!==f.push(t)&&i===c.requestAnimationFrame||((i=c.requestAnimationFrame)||w)(j)'),
    ).toBe('1!==f.push(t)||w(j)');
  });

  it('calls no option hook set before its own: there is none', () => {
    const result = withoutChainedOptionHooks(hooksSource);
    expect(syntaxErrors(result)).toBe(0);
    expect(hooksSource).toMatch(/,e=c\.__b,a=c\.__r,v=c\.diffed,l=c\.__c,m=c\.unmount,p=c\.__;/);
    expect(result).not.toMatch(/=c\.(__b|__r|diffed|__c|unmount|__)[,;]/);
    expect(result).toContain('c.__b=function(n){r=null,void 0}');
    // y's own `e` (the component's componentWillUpdate) is another variable, and stays.
    expect(result).toContain('e&&e.call(this,n,t,r)');
  });

  it('leaves effects to run: only the server renderer skips them', () => {
    const result = withoutSkipEffects(hooksSource);
    expect(syntaxErrors(result)).toBe(0);
    expect(hooksSource.split('!c.__s&&').length).toBe(3);
    expect(result).not.toContain('.__s&&');
    expect(withoutSkipEffects('function h(){!c.__s&&C(i)&&f()}function _(){!c.__s&&C(i)&&g()}')).toBe(
      'function h(){C(i)&&f()}function _(){C(i)&&g()}',
    );
  });

  it('fails loudly when a shape is gone', () => {
    expect(() => withoutHookDevtools('function s(){}')).toThrow(/devtools/);
    expect(() => withoutSkipEffects('function h(){C(i)&&f()}')).toThrow(/skip-effects/);
    const saved =
      'import{options as n}from"preact";var t,c=n,e=c.__b,r=c.__r,a=c.diffed,u=c.__c,m=c.unmount,p=c.__;' +
      'c.__b=function(n){e&&e(n)},c.__r=function(n){r&&r(n)},c.diffed=function(n){a&&a(n)},' +
      'c.__c=function(n){u&&u(n)},c.unmount=function(n){m&&m(n)},c.__=function(n){p&&p(n)};';
    expect(withoutChainedOptionHooks(saved)).toBe(
      'import{options as n}from"preact";var t,c=n;' +
        'c.__b=function(n){void 0},c.__r=function(n){void 0},c.diffed=function(n){void 0},' +
        'c.__c=function(n){void 0},c.unmount=function(n){void 0},c.__=function(n){void 0};',
    );
    expect(() => withoutChainedOptionHooks(saved.replace(',p=c.__', ''))).toThrow(/5 saved hooks/);
    expect(() => withoutChainedOptionHooks(`${saved}x=e;`)).toThrow(/read as x=e/);
    expect(() => withoutChainedOptionHooks(`${saved}c.vnode=function(){e&&e()};`)).toThrow(
      /outside the hook that replaces it/,
    );
    expect(() => withoutFrameOption('f(j)')).toThrow(/requestAnimationFrame/);
  });
});

type Preact = typeof import('preact');
type Hooks = typeof import('preact/hooks');

function dataUrl(source: string): string {
  return `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`;
}

/** preact and preact/hooks loaded from `core` and `hooks` (hooks importing that very core). */
async function load(core: string, hooks: string): Promise<{ preact: Preact; hooks: Hooks }> {
  const coreUrl = dataUrl(core);
  const preact = (await import(/* @vite-ignore */ coreUrl)) as Preact;
  const withCore = hooks.replace('from"preact"', `from"${coreUrl}"`);
  if (withCore === hooks) throw new Error('preact/hooks no longer imports from "preact"');
  return { preact, hooks: (await import(/* @vite-ignore */ dataUrl(withCore))) as Hooks };
}

/**
 * What the widget's kind of components (function components with state, effects, refs, ids and
 * context) render and run, step by step, with the preact modules given.
 */
async function scenario({ preact, hooks }: { preact: Preact; hooks: Hooks }): Promise<string[]> {
  const { createContext, createElement: h, render } = preact;
  const { useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } = hooks;
  const seen: string[] = [];
  const Theme = createContext('light');
  let setCount: (next: (count: number) => number) => void = () => {};
  function Counter({ label }: { label: string }) {
    const [count, set] = useState(0);
    setCount = set;
    const theme = useContext(Theme);
    const id = useId();
    const ref = useRef<HTMLButtonElement>(null);
    const double = useMemo(() => count * 2, [count]);
    useLayoutEffect(() => void seen.push(`layout ${count} ${ref.current?.tagName}`), [count]);
    useEffect(() => {
      seen.push(`effect ${count}`);
      return () => void seen.push(`cleanup ${count}`);
    }, [count]);
    return h(
      'div',
      { id, class: theme, 'aria-live': 'polite' },
      h('button', { ref, type: 'button', onClick: () => set((value) => value + 1) }, label),
      h('span', { style: { width: double } }, `${count}/${double}`),
      count > 1 ? h('b', null, 'many') : null,
    );
  }
  function Broken(): never {
    throw new Error('broken');
  }
  // A window of its own, set as the global document while preact renders (node environment: the
  // modules are imported from data URLs, which the happy-dom environment does not load).
  const window = new Window();
  const document = window.document as unknown as Document;
  Object.assign(globalThis, { document });
  const root = document.createElement('div');
  const frame = () => new Promise((resolve) => setTimeout(resolve, 60));
  render(h(Theme.Provider, { value: 'dark' }, h(Counter, { label: 'add' })), root);
  seen.push(root.innerHTML);
  await frame();
  root.querySelector('button')?.dispatchEvent(new window.Event('click') as unknown as Event);
  await frame();
  seen.push(root.innerHTML);
  setCount((value) => value + 1);
  await frame();
  seen.push(root.innerHTML);
  render(h(Theme.Provider, { value: 'light' }, h(Counter, { label: 'more' })), root);
  await frame();
  seen.push(root.innerHTML);
  render(null, root);
  await frame();
  seen.push(`empty: ${root.innerHTML}`);
  // A first render into a container that already has children (the launcher's view adopting its
  // static bubble, decision 048): not hydration, yet the existing nodes are reused and their
  // attributes corrected to the vnode's.
  const adopted = document.createElement('div');
  adopted.innerHTML = '<div><button class="x" title="a" data-stale="1"><svg><path/></svg></button></div>';
  const oldButton = adopted.querySelector('button');
  const oldPath = adopted.querySelector('path');
  const bubble = (title: string) =>
    h(
      'div',
      { part: 'root' },
      h(
        'button',
        { class: 'y', title, type: 'button', onClick: () => seen.push(`clicked ${title}`) },
        h('svg', { viewBox: '0 0 24 24' }, h('path', { d: 'M0 0h24' })),
      ),
    );
  render(bubble('b'), adopted);
  seen.push(adopted.innerHTML);
  const button = adopted.querySelector('button');
  seen.push(`same button: ${button === oldButton}, same path: ${adopted.querySelector('path') === oldPath}`);
  seen.push(`namespace: ${adopted.querySelector('svg')?.namespaceURI}`);
  button?.dispatchEvent(new window.Event('click') as unknown as Event);
  render(bubble('c'), adopted);
  seen.push(adopted.innerHTML);
  seen.push(`same button again: ${adopted.querySelector('button') === oldButton}`);
  adopted.querySelector('button')?.dispatchEvent(new window.Event('click') as unknown as Event);
  try {
    render(h(Broken, null), document.createElement('div'));
  } catch (error) {
    seen.push(`thrown: ${(error as Error).message}`);
  }
  Reflect.deleteProperty(globalThis, 'document');
  await window.happyDOM.close();
  return seen;
}

describe('the edited preact renders what the published one does', () => {
  it('for function components with state, effects, refs, ids, context, events, a render error and a container that has children', async () => {
    const published = await scenario(await load(coreSource, hooksSource));
    const edited = await scenario(
      await load(withoutUnusedCorePaths(coreSource), withoutUnusedHookPaths(hooksSource)),
    );
    expect(published).toContain('thrown: broken');
    expect(published.some((line) => line.includes('<b>many</b>'))).toBe(true);
    expect(published).toContain('cleanup 2');
    expect(published).toContain(
      '<div part="root"><button class="y" title="b" type="button"><svg viewBox="0 0 24 24"><path d="M0 0h24"></path></svg></button></div>',
    );
    expect(published).toContain('same button: true, same path: true');
    expect(published).toContain('same button again: true');
    expect(published).toContain('clicked b');
    expect(published).toContain('clicked c');
    expect(edited).toEqual(published);
  });
});
