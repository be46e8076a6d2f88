import { describe, expect, it } from 'vitest';
import { createIncrementalMarkdown } from '../../src/content';

function longAnswer(characters: number): string {
  const parts = [
    '## 小节标题\n\n',
    '这是一段流式输出的文字，包含 **加粗** 和 `代码`。',
    '\n\n- 列表项\n- 第二项\n\n',
    '| a | b |\n| - | - |\n| 1 | 2 |\n\n',
  ];
  let text = '';
  for (let index = 0; text.length < characters; index += 1) text += parts[index % parts.length];
  return text.slice(0, characters);
}

describe('incremental parse speed', () => {
  it('parses a 16,000-character answer fed in 2,000 chunks in linear time (well under 1 s)', () => {
    const answer = longAnswer(16_000);
    const parser = createIncrementalMarkdown();
    const chunk = answer.length / 2000;
    // CPU time of this test process, not wall time: on a busy machine the wall clock also counts
    // the time other processes held the cores (a fresh CI run measured 1,052 ms wall).
    const started = process.cpuUsage();
    for (let index = 1; index <= 2000; index += 1) parser.update(answer.slice(0, Math.round(index * chunk)));
    const used = process.cpuUsage(started);
    const elapsed = (used.user + used.system) / 1000;
    console.log(`incremental parse: 16,000 characters in 2,000 chunks took ${elapsed.toFixed(1)} ms of CPU`);
    // About 110 ms on an idle machine here; re-parsing the whole answer per update takes seconds.
    // The bound is loose, yet any quadratic regression fails it.
    expect(elapsed).toBeLessThan(1000);
  });
});
