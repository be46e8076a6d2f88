import { describe, expect, it } from 'vitest';
import { markdownToPlainText } from '../../src/content/plain-text';

describe('markdownToPlainText', () => {
  it('drops emphasis, heading and list syntax', () => {
    expect(
      markdownToPlainText('# 标题\n\n这是 **重点** 和 *强调*，还有 ~~删除~~。\n\n- 第一项\n- 第二项'),
    ).toBe('标题\n这是 重点 和 强调，还有 删除。\n第一项\n第二项');
  });

  it('reads link text without the address and images as their alt text', () => {
    expect(markdownToPlainText('见[说明](https://example.com/a)和![架构图](https://example.com/x.png)')).toBe(
      '见说明和架构图',
    );
  });

  it('keeps code but not its fence markers or backticks', () => {
    expect(markdownToPlainText('运行 `npm ci`：\n\n```bash\nnpm start\n```')).toBe(
      '运行 npm ci：\nnpm start',
    );
  });

  it('reads a table row by row, cells separated', () => {
    expect(markdownToPlainText('| 型号 | 价格 |\n|---|---|\n| X1 | 100 |\n| X2 | 200 |')).toBe(
      '型号，价格\nX1，100\nX2，200',
    );
  });

  it('reads quotes and drops rules', () => {
    expect(markdownToPlainText('> 引用的话\n\n---\n\n结尾')).toBe('引用的话\n结尾');
  });

  it('is empty for empty or whitespace-only answers', () => {
    expect(markdownToPlainText('')).toBe('');
    expect(markdownToPlainText('  \n\n ')).toBe('');
    expect(markdownToPlainText('---')).toBe('');
  });
});
