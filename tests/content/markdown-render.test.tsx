// @vitest-environment happy-dom
import { createElement, render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown } from '../../src/content';
import { BLOCKS_PER_GROUP } from '../../src/content/Markdown';

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
    expect(root.querySelector('[part~="table-wrapper"] table td')?.textContent).toBe('1');
    expect(root.querySelector('pre code')?.textContent).toBe('let x;');
    expect(root.querySelector('[part~="code-copy"]')).not.toBeNull();
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

  it('groups blocks and leaves finished groups untouched while the last one grows', async () => {
    container = document.createElement('div');
    document.body.append(container);
    const paragraphs = Array.from({ length: 2 * BLOCKS_PER_GROUP + 3 }, (_, index) => `第 ${index} 段`);
    let source = paragraphs.join('\n\n');
    render(createElement(Markdown, { source }), container);
    const groups = container.querySelectorAll('[part~="markdown-group"]');
    expect(groups).toHaveLength(3);
    const mutations: MutationRecord[] = [];
    const observer = new MutationObserver((records) => mutations.push(...records));
    observer.observe(groups[0] as Node, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    observer.observe(groups[1] as Node, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    for (let step = 0; step < 20; step += 1) {
      source += '，继续';
      render(createElement(Markdown, { source }), container);
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    observer.disconnect();
    expect(mutations).toHaveLength(0);
    expect(container.querySelectorAll('p')).toHaveLength(paragraphs.length);
    expect(container.querySelectorAll('p')[paragraphs.length - 1]?.textContent).toMatch(/(，继续){20}$/);
  });

  it('lets every group but the last skip rendering off screen, and passes that on when a group follows', () => {
    const paragraphs = (count: number) => Array.from({ length: count }, (_, index) => `第 ${index} 段`);
    const skips = () =>
      [...container.querySelectorAll<HTMLElement>('[part~="markdown-group"]')].map(
        (group) => group.style.contentVisibility === 'auto',
      );
    // A short answer is one group: it renders with its message, so a conversation opens settled.
    show(paragraphs(3).join('\n\n'));
    expect(skips()).toEqual([false]);
    render(createElement(Markdown, { source: paragraphs(BLOCKS_PER_GROUP + 1).join('\n\n') }), container);
    expect(skips()).toEqual([true, false]);
    render(createElement(Markdown, { source: paragraphs(2 * BLOCKS_PER_GROUP + 1).join('\n\n') }), container);
    expect(skips()).toEqual([true, true, false]);
  });

  it('gives each block the direction of its first letter, and none to a block without one (decision 100)', () => {
    const root = show(
      [
        '## مرحبًا بك في Google Cloud',
        'هذا مساعد ذكي.',
        'Google Cloud هو منصة.',
        '- 1. العنصر الأول\n- second',
        '> ציטוט',
        '| 数 | الاسم |\n| --- | --- |\n| 1 | ب |',
        '```\ncode\n```',
        '123 😀',
      ].join('\n\n'),
    );
    const dir = (selector: string) => root.querySelector(selector)?.getAttribute('dir');
    expect(dir('h2')).toBe('rtl');
    expect([...root.querySelectorAll('p')].map((paragraph) => paragraph.getAttribute('dir'))).toEqual([
      'rtl',
      'ltr',
      'rtl',
      null,
    ]);
    expect(dir('ul')).toBe('rtl');
    expect(dir('blockquote')).toBe('rtl');
    // A table's direction goes on its scrolling wrapper, from its cells in reading order.
    expect(dir('[part="table-wrapper"]')).toBe('ltr');
    expect(dir('table')).toBeNull();
    expect(dir('pre')).toBeNull();
  });

  it('puts a task checkbox on the same line as its text, and spaces loose lists as paragraphs', () => {
    const root = show('- [x] 完成\n- [ ] 待办');
    const item = root.querySelector('li') as HTMLElement;
    expect(item.firstElementChild?.tagName).toBe('INPUT');
    expect(item.querySelector('p')).toBeNull();
    expect(item.textContent).toBe('完成');
    render(null, container);
    container.remove();
    expect(show('- 一\n\n- 二').querySelectorAll('li > p')).toHaveLength(2);
  });

  it('completes the unfinished end only while the answer streams', () => {
    container = document.createElement('div');
    document.body.append(container);
    render(createElement(Markdown, { source: '这是 **重点', streaming: true }), container);
    expect(container.querySelector('strong')?.textContent).toBe('重点');
    render(createElement(Markdown, { source: '这是 **重点', streaming: false }), container);
    expect(container.querySelector('strong')).toBeNull();
    expect(container.textContent).toBe('这是 **重点');
  });
});
