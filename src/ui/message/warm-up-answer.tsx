import { render } from 'preact';
import { Markdown } from '../../content';
import { type WhenIdle, whenBrowserIdle } from '../../platform/idle';

/** Each kind of block and mark a first answer meets: heading, marks, link, code, list, table, fence. */
const SAMPLE =
  '## a\n\n**b** *c* [d](https://e.com) `f`\n\n- g\n\n| h | i |\n| - | -: |\n| j | k |\n\n```\nl\n```\n';
/** The latest the warm-up waits for a quiet moment: a question is seldom typed in less. */
export const WARM_UP_TIMEOUT_MS = 500;

let warmed = false;

/**
 * Renders a sample answer once per page into a detached element, at the first quiet moment after
 * the visitor starts typing. V8 compiles a function when it first runs, so the first answer of a
 * page compiled the parser and every view of a block as they arrived, in its first frames: 20–27 ms
 * of thread CPU on a 2-core machine, in its largest tasks (issue 33, decision 070). Done here, about
 * half of that falls in the pauses between keystrokes. Nothing is attached, so nothing is styled,
 * laid out or shown.
 */
export function warmUpAnswer(whenIdle: WhenIdle = whenBrowserIdle): void {
  if (warmed) return;
  warmed = true;
  whenIdle(() => {
    const root = document.createElement('div');
    render(<Markdown source={SAMPLE} streaming />, root);
    render(null, root);
  }, WARM_UP_TIMEOUT_MS);
}
