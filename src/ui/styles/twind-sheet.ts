import { cssom, defineConfig, type Twind, twind } from '@twind/core';
import presetAutoprefix from '@twind/preset-autoprefix';
import presetTailwind from '@twind/preset-tailwind';

const REM_IN_PX = 16;
const FONT_STACK =
  'system-ui,-apple-system,"Segoe UI",Roboto,"PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC","Noto Sans SC",sans-serif';

const config = defineConfig({
  presets: [presetAutoprefix(), presetTailwind()],
  hash: false,
  preflight: {
    // Host page rules that target the element win over :host, and inherited properties cross
    // into the shadow root: reset everything on the host and set the font on our own wrapper.
    ':host': { all: 'initial', display: 'block !important' },
    ':host([hidden])': { display: 'none !important' },
    // A default size for the inline chat; any size the host page gives the element wins.
    ':host(agent-chat)': { height: '600px', position: 'relative' },
    // `all: initial` cuts every inherited property the page set on the host (text-transform,
    // letter-spacing, visibility, ...); utilities on the same element still apply after it.
    '[data-part="root"]': {
      all: 'initial',
      fontFamily: FONT_STACK,
      fontSize: '14px',
      lineHeight: '1.5',
      color: '#111827',
      textAlign: 'left',
      letterSpacing: 'normal',
      WebkitFontSmoothing: 'antialiased',
    },
  },
  theme: {
    extend: {
      colors: {
        brand: { 50: '#eef2ff', 100: '#e0e7ff', 500: '#6366f1', 600: '#4f46e5', 700: '#4338ca' },
      },
      // The flow ticker: each new latest message slides up into its one line.
      keyframes: {
        'ticker-in': {
          from: { opacity: '0', transform: 'translateY(6px)' },
          to: { opacity: '1', transform: 'translateY(0)' },
        },
      },
      animation: { 'ticker-in': 'ticker-in 250ms ease-out' },
    },
  },
  // Tailwind sizes are rem-based and would follow the host page's root font size.
  finalize(rule) {
    if (!rule.d) return rule;
    const d = rule.d.replace(/(-?\d*\.?\d+)rem\b/g, (_, value: string) => `${Number(value) * REM_IN_PX}px`);
    return d === rule.d ? rule : { ...rule, d };
  },
});

let shared: { sheet: CSSStyleSheet; tw: Twind } | undefined;

/**
 * One twind instance for every element of the page, writing into a constructable stylesheet:
 * it is CSP-safe (no <style> element) and adopted by our shadow roots only, never the page.
 */
function sharedTwind(): { sheet: CSSStyleSheet; tw: Twind } {
  if (!shared) {
    const sheet = new CSSStyleSheet();
    shared = { sheet, tw: twind(config, cssom(sheet)) as unknown as Twind };
  }
  return shared;
}

/** Adopts the widget styles into a shadow root and styles classes added later (streamed rows). */
export function adoptWidgetStyles(root: ShadowRoot): () => void {
  const { sheet, tw } = sharedTwind();
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return observeClasses(root, (tokens) => tw(tokens));
}

/**
 * Like twind's observe(), but it only visits added subtrees: twind's own re-scans the whole
 * mutated parent on every insertion, which grows quadratically with a long streamed answer.
 */
function observeClasses(root: ShadowRoot, generate: (tokens: string) => string): () => void {
  const styleElement = (element: Element) => {
    const tokens = element.getAttribute('class');
    if (tokens) generate(tokens);
  };
  const styleTree = (node: Node) => {
    if (!(node instanceof Element)) return;
    styleElement(node);
    for (const element of node.querySelectorAll('[class]')) styleElement(element);
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') styleElement(record.target as Element);
      else for (const node of record.addedNodes) styleTree(node);
    }
  });
  observer.observe(root, { attributeFilter: ['class'], subtree: true, childList: true });
  for (const element of root.querySelectorAll('[class]')) styleElement(element);
  return () => observer.disconnect();
}
