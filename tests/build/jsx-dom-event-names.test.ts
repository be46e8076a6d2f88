import { describe, expect, it } from 'vitest';
import { domName, withDomEventNames } from '../../scripts/jsx-dom-event-names';

const rewrite = (source: string) => withDomEventNames('view.tsx', source);

describe("React's attribute names rewritten to the DOM's on the JSX of elements (decision 039)", () => {
  it('listens to focusin and focusout for onFocus and onBlur, which see focus moving inside too', () => {
    expect(rewrite('const a = <div onBlur={leave}><span onFocus={enter} /></div>;')).toBe(
      'const a = <div onfocusout={leave}><span onfocusin={enter} /></div>;',
    );
  });

  it('fires onChange of a text field on every input, and leaves change for files, boxes and selects', () => {
    expect(rewrite('<textarea onChange={f} />')).toBe('<textarea onInput={f} />');
    expect(rewrite('<input onChange={f} />')).toBe('<input onInput={f} />');
    expect(rewrite('<input type="search" onChange={f} />')).toBe('<input type="search" onInput={f} />');
    for (const kept of [
      '<input type="checkbox" onChange={f} />',
      '<input type="radio" onChange={f} />',
      '<input type="file" onChange={f} />',
      '<select onChange={f} />',
    ])
      expect(rewrite(kept)).toBe(kept);
  });

  it('writes double clicks and camel-cased SVG attributes the way the DOM names them', () => {
    expect(rewrite('<svg strokeWidth="2" fillRule="evenodd" viewBox="0 0 1 1" onDoubleClick={f} />')).toBe(
      '<svg stroke-width="2" fill-rule="evenodd" viewBox="0 0 1 1" ondblclick={f} />',
    );
    expect(domName('path', 'clipPathUnits', undefined)).toBe('clipPathUnits');
    expect(domName('my-element', 'strokeWidth', undefined)).toBe('strokeWidth');
  });

  it('leaves components alone: they receive the React names as props', () => {
    const source = '<Picker onChange={f} onBlur={g} /> ; <ui.Field onFocus={h} />';
    expect(rewrite(source)).toBe(source);
  });

  it('rewrites beside a spread it can read, and fails the build on one naming a renamed attribute', () => {
    expect(rewrite("<span {...{ [KEY]: '' }} onFocus={f} />")).toBe(
      "<span {...{ [KEY]: '' }} onfocusin={f} />",
    );
    expect(() => rewrite('<span {...{ onBlur: f }} />')).toThrow(/spreads an attribute/);
  });

  it('fails the build where it cannot decide: a computed input type with onChange, or onChange beside onInput', () => {
    expect(() => rewrite('<input type={kind} onChange={f} />')).toThrow(/literal type/);
    expect(() => rewrite('<textarea onChange={f} onInput={g} />')).toThrow(/both onChange and onInput/);
  });
});
