// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The widget's JSX keeps React's names; preact/compat, bundled as published, maps them at run time
 * (decision 054). The header menu closes when focus leaves it (onBlur), the launcher warms up when
 * focus enters its bubble (onFocus), fields update per keystroke, and a selection button is placed
 * with numeric `top`/`left`.
 */
let container: HTMLElement;
afterEach(() => {
  render(null, container);
  container.remove();
});

function show(element: preact.ComponentChild): HTMLElement {
  container = document.createElement('div');
  document.body.append(container);
  act(() => render(element, container));
  return container;
}

describe("React's names on elements, mapped by compat at run time", () => {
  it('onFocus and onBlur hear focus entering and leaving a child, as focusin and focusout do', () => {
    const entered = vi.fn();
    const left = vi.fn();
    const root = show(
      <fieldset onFocus={entered} onBlur={left}>
        <button type="button">inside</button>
      </fieldset>,
    );
    const button = root.querySelector('button') as HTMLButtonElement;
    act(() => button.focus());
    expect(entered).toHaveBeenCalledTimes(1);
    act(() => button.blur());
    expect(left).toHaveBeenCalledTimes(1);
  });

  it("a text field's onChange fires on each input, not only on change", () => {
    const changed = vi.fn();
    const root = show(<input type="text" onChange={changed} />);
    const input = root.querySelector('input') as HTMLInputElement;
    act(() => {
      input.value = 'a';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('a numeric style length is written in pixels', () => {
    const root = show(<div style={{ top: 12, left: 3 }} />);
    const style = (root.firstElementChild as HTMLElement).style;
    expect([style.top, style.left]).toEqual(['12px', '3px']);
  });
});
