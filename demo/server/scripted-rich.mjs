/**
 * Rich answers (issue 32, decision 069): fenced code in several languages and formulas, shown
 * highlighted and typeset when the page loads agent-chat-rich.js, and as text without it.
 * `/scenario rich`: the whole answer. `/scenario rich-gated`: the same answer, held with its
 * TypeScript fence still open until a test releases it (`POST /__test/cut`, or 10 s), so a test
 * sees a streaming code block before it closes.
 */
import { chatRecord, done, textSteps } from './scripted-steps.mjs';

export const RICH_LAST_LINE = '以上就是示例。';

const BEFORE_FENCE_END = `下面是质能方程 $E=mc^2$ 的说明，其中 \\(c\\) 是光速。一杯咖啡 $5 and $10 的套餐不是公式。

\`\`\`ts
interface Point {
  x: number;
  y: number;
}

// 两点之间的距离
export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}
`;

const AFTER_FENCE_END = `\`\`\`

二次方程的解：

$$
x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}
$$

以及欧拉恒等式：

\\[ e^{i\\pi} + 1 = 0 \\]

这个公式写错了：$\\frac{1}{$x$ 之后的文字。

\`\`\`python
def greet(name: str) -> str:
    """Say hello."""
    return f"Hello, {name}!"
\`\`\`

\`\`\`brainfuck
++++++++[>++++<-]>.
\`\`\`

${RICH_LAST_LINE}`;

/** The script of a rich scenario, or undefined for any other name. */
export function richScript(name, ids) {
  if (name !== 'rich' && name !== 'rich-gated') return undefined;
  return {
    steps: [
      chatRecord(ids),
      ...textSteps(BEFORE_FENCE_END, 24),
      ...(name === 'rich-gated' ? [{ gate: true }] : []),
      ...textSteps(AFTER_FENCE_END, 24),
      done(),
    ],
    delayMs: 5,
  };
}
