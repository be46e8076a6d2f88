import { describe, expect, it } from 'vitest';
import { createIncrementalMarkdown } from '../../src/content/markdown/incremental-parser';
import { cpuMs } from './support/cpu-time';

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

const CHUNKS = 2000;
/** Re-parsing the whole answer per chunk is measured on this many chunks and scaled up. */
const SAMPLED_FULL_PARSES = 40;

function streamIncrementally(answer: string): number {
  const parser = createIncrementalMarkdown();
  const chunk = answer.length / CHUNKS;
  return cpuMs(() => {
    for (let index = 1; index <= CHUNKS; index += 1)
      parser.update(answer.slice(0, Math.round(index * chunk)));
  });
}

describe('incremental parse speed', () => {
  it('parses a 16,000-character answer fed in 2,000 chunks in linear time (well under 1 s)', () => {
    const answer = longAnswer(16_000);
    // One warm-up stream of another answer first: the bound is about the parser's cost per
    // chunk, not about how fast a busy machine compiles it.
    streamIncrementally(longAnswer(4_000));
    const elapsed = streamIncrementally(answer);
    const sampled = cpuMs(() => {
      for (let sample = 1; sample <= SAMPLED_FULL_PARSES; sample += 1)
        // A fresh parser parses it all (parseMarkdown would finish the last parser's work instead).
        createIncrementalMarkdown().update(
          answer.slice(0, Math.round((sample / SAMPLED_FULL_PARSES) * answer.length)),
        );
    });
    const reparsing = (sampled / SAMPLED_FULL_PARSES) * CHUNKS;
    console.log(
      `incremental parse: 16,000 characters in 2,000 chunks took ${elapsed.toFixed(1)} ms of CPU; re-parsing per chunk would take about ${reparsing.toFixed(0)} ms (${(reparsing / elapsed).toFixed(0)}×)`,
    );
    // About 150 ms on an idle machine here. The bound is loose, yet any quadratic regression
    // fails it; the ratio holds however busy the machine is.
    expect(elapsed).toBeLessThan(1000);
    expect(reparsing / elapsed).toBeGreaterThan(10);
  });
});
