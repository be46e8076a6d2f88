import { createElement, render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown } from '../../src/content';

let container: HTMLElement;
afterEach(() => {
  render(null, container);
  container.remove();
});

function show(source: string): HTMLElement {
  container = document.createElement('div');
  document.body.append(container);
  render(createElement(Markdown, { source }), container);
  return container;
}

describe('Markdown rendering', () => {
  it('renders elements, never script, from hostile input', () => {
    const root = show(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n<iframe src="https://evil"></iframe>',
    );
    expect(root.querySelector('script, iframe, img')).toBeNull();
    expect(root.textContent).toContain('<script>alert(1)</script>');
    expect(root.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('opens safe links in a new tab without opener or referrer', () => {
    const link = show('[文档](https://example.com/doc)').querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/doc');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('renders a javascript: link as text without an href', () => {
    const root = show('[点我](javascript:alert(1))');
    expect(root.querySelector('a')).toBeNull();
    expect(root.textContent).toBe('点我');
  });

  it('renders only http(s) images', () => {
    expect(show('![a](https://example.com/a.png)').querySelector('img')?.getAttribute('src')).toBe(
      'https://example.com/a.png',
    );
    render(null, container);
    container.remove();
    expect(show('![b](data:image/svg+xml,<svg/>)').querySelector('img')).toBeNull();
  });

  it('renders tables in a horizontally scrollable wrapper and code with a copy button', () => {
    const root = show('| a | b |\n| - | - |\n| 1 | 2 |\n\n```js\nlet x;\n```');
    expect(root.querySelector('[data-part="table-wrapper"] table td')?.textContent).toBe('1');
    expect(root.querySelector('pre code')?.textContent).toBe('let x;');
    expect(root.querySelector('[data-part="code-copy"]')).not.toBeNull();
  });

  it('keeps the DOM nodes of finished blocks while the answer grows', () => {
    container = document.createElement('div');
    document.body.append(container);
    render(createElement(Markdown, { source: '第一段\n\n第二段\n\n第三' }), container);
    const firstParagraph = container.querySelector('p');
    render(createElement(Markdown, { source: '第一段\n\n第二段\n\n第三段更长了' }), container);
    expect(container.querySelector('p')).toBe(firstParagraph);
    expect(container.querySelectorAll('p')[2]?.textContent).toBe('第三段更长了');
  });
});
