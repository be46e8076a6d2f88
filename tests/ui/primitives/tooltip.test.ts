// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installTooltip, TOOLTIP_DELAY_MS } from '../../../src/ui/primitives/tooltip';

let host: HTMLElement;
let root: ShadowRoot;

beforeEach(() => {
  vi.useFakeTimers();
  host = document.createElement('div');
  document.body.append(host);
  root = host.attachShadow({ mode: 'open' });
  root.innerHTML = `
    <button part="icon" aria-label="复制"><svg></svg></button>
    <button part="described" aria-label="上传文件" aria-description="支持所有文件格式，最大 100 MB"><svg></svg></button>
    <button part="text" aria-label="发送消息">发送</button>
    <button part="titled" aria-label="打开对话" title="小智助手"><svg></svg></button>
    <p part="plain">text</p>`;
  installTooltip(root);
});

afterEach(() => {
  host.remove();
  vi.useRealTimers();
});

const element = (name: string) => root.querySelector(`[part="${name}"]`) as HTMLElement;
const tooltip = () => root.querySelector('[part="tooltip"]');
const pointTo = (target: Element, pointerType = 'mouse') =>
  target.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true, pointerType }));

describe('the tooltip', () => {
  it("shows an icon button's name 500 ms after the mouse reaches it, not before", () => {
    pointTo(element('icon').querySelector('svg') as Element);
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1);
    expect(tooltip()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(tooltip()?.textContent).toBe('复制');
    expect(tooltip()?.getAttribute('aria-hidden')).toBe('true');
    expect(TOOLTIP_DELAY_MS).toBe(500);
  });

  it('shows the description when the button has one (the attach hint)', () => {
    pointTo(element('described'));
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS);
    expect(tooltip()?.textContent).toBe('支持所有文件格式，最大 100 MB');
  });

  it('is one bubble for the whole root: moving to another button moves it', () => {
    pointTo(element('icon'));
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS);
    pointTo(element('described'));
    expect(tooltip()).toBeNull();
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS);
    expect(root.querySelectorAll('[part="tooltip"]')).toHaveLength(1);
  });

  it('stays while the pointer moves onto it, and goes when the pointer leaves both', () => {
    pointTo(element('icon'));
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS);
    pointTo(tooltip() as Element);
    expect(tooltip()).not.toBeNull();
    pointTo(element('plain'));
    expect(tooltip()).toBeNull();
  });

  it('never shows for a touch tap, a button with text, or a button with its own title', () => {
    pointTo(element('icon'), 'touch');
    pointTo(element('text'));
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS);
    expect(tooltip()).toBeNull();
    pointTo(element('titled'));
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS);
    expect(tooltip()).toBeNull();
  });

  it('Escape dismisses it and goes no further; without a tooltip Escape passes on', () => {
    const reached = vi.fn();
    element('icon').addEventListener('keydown', reached);
    pointTo(element('icon'));
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS);
    const first = new KeyboardEvent('keydown', {
      key: 'Escape',
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    element('icon').dispatchEvent(first);
    expect(tooltip()).toBeNull();
    expect(first.defaultPrevented).toBe(true);
    expect(reached).not.toHaveBeenCalled();
    element('icon').dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }),
    );
    expect(reached).toHaveBeenCalledTimes(1);
  });

  it('goes when the button is pressed', () => {
    pointTo(element('icon'));
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS);
    element('icon').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    expect(tooltip()).toBeNull();
  });
});
