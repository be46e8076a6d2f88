import { CODE_COLOURS } from './code-colours';

/** The theme selectors of the widget's own CSS (scripts/theme-css.ts): `dark`, or `auto` on a dark system. */
const inDark = (declarations: string) =>
  `:host([theme=dark]){${declarations}}@media (prefers-color-scheme:dark){:host([theme=auto]){${declarations}}}`;

/**
 * Highlighted code's colours: each name is a custom property a site may set
 * (`--agent-chat-code-keyword`, …), falling back to the theme's value in `--acr-<name>`.
 */
function codeCss(): string {
  const colours = Object.entries(CODE_COLOURS);
  const light = colours.map(([name, colour]) => `--acr-${name}:${colour.light}`).join(';');
  const dark = colours
    .filter(([, colour]) => colour.dark !== colour.light)
    .map(([name, colour]) => `--acr-${name}:${colour.dark}`)
    .join(';');
  const rules = colours.map(
    ([name, colour]) =>
      `${colour.scopes.map((scope) => `.hljs-${scope}`).join(',')}{color:var(--agent-chat-code-${name},var(--acr-${name}))}`,
  );
  return `:host{${light}}${inDark(dark)}${rules.join('')}.hljs-emphasis{font-style:italic}.hljs-strong{font-weight:700}`;
}

/**
 * The rules of Temml-Local.css (Temml 0.13.5) that its MathML needs, without its web font (system
 * maths fonts are used) and without `\cancelto`'s arrow, a data: URL mask that a strict CSP reports.
 * Display formulas sit centred in a box that scrolls sideways when wider than the answer.
 */
const MATH_CSS =
  'math{font-family:"Cambria Math","STIX Two Math","Noto Sans Math",math;font-style:normal;font-weight:400;line-height:normal;font-size-adjust:none;text-indent:0;text-transform:none;letter-spacing:normal;word-wrap:normal;direction:ltr;font-feature-settings:"dtls" off;display:inline-flex;flex-wrap:wrap;align-items:baseline}' +
  'math *{border-color:currentColor}math>mrow{padding:.5ex 0}' +
  'math.tml-display{display:block;width:100%}' +
  '.acr-display{display:block;overflow-x:auto;overflow-y:hidden;margin:.5em 0;text-align:center}' +
  'mfrac>:nth-child(2),msqrt,mover>:first-child{math-shift:compact}' +
  '.menclose{display:inline-block;position:relative;padding:.5ex 0}' +
  'mtable.tml-jot>mtr>mtd{padding-top:.7ex;padding-bottom:.7ex}mtable.tml-small mtd{padding-top:.35ex;padding-bottom:.35ex}' +
  '.tml-right{text-align:right}.tml-left{text-align:left}' +
  '@supports (-moz-appearance:none){math{display:inline}math>mrow{padding:0}mtd,mtable.tml-small mtd{padding-top:0;padding-bottom:0}.tml-vec{transform:scale(.75)}}' +
  '@supports (not (-webkit-backdrop-filter:blur(1px))) and (not (-moz-appearance:none)){' +
  'menclose{position:relative;padding:.5ex 0}' +
  '.tml-overline{padding:.1em 0 0;border-top:.065em solid}.tml-underline{padding:0 0 .1em;border-bottom:.065em solid}' +
  '.tml-cancel{display:inline-block;position:absolute;left:.5px;bottom:0;width:100%;height:100%;background-color:currentColor}' +
  '.upstrike{clip-path:polygon(.05em 100%,0em calc(100% - .05em),calc(100% - .05em) 0em,100% .05em)}' +
  '.downstrike{clip-path:polygon(0em .05em,.05em 0em,100% calc(100% - .05em),calc(100% - .05em) 100%)}' +
  '.sout{clip-path:polygon(0em calc(55% + .0333em),0em calc(55% - .0333em),100% calc(55% - .0333em),100% calc(55% + .0333em))}' +
  '.tml-xcancel{clip-path:polygon(.05em 0em,0em .05em,calc(50% - .05em) 50%,0em calc(100% - .05em),.05em 100%,50% calc(50% + .05em),calc(100% - .05em) 100%,100% calc(100% - .05em),calc(50% + .05em) 50%,100% .05em,calc(100% - .05em) 0%,50% calc(50% - .05em))}' +
  '.tml-fbox{padding:3pt;border:1px solid}' +
  '.tml-right{text-align:-webkit-right}.tml-left{text-align:-webkit-left}}';

export const richCss = (): string => codeCss() + MATH_CSS;
