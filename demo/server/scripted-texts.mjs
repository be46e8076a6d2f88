/** Texts of the scripted agent. The answer quotes the question, so it is never a canned reply. */

export function standardAnswer(question) {
  const quoted = String(question).replace(/\s+/g, ' ').trim().slice(0, 80) || '你的问题';
  return [
    `## 关于「${quoted}」`,
    '',
    '我检索了 **5 个来源**，并用流程整理成下面的要点：',
    '',
    '1. *先明确目标*，再拆解步骤；',
    '2. 用数据验证每一步的效果；',
    '3. 记录结论，方便复盘。',
    '',
    '| 方案 | 成本 | 适用场景 |',
    '| :--- | :---: | ---: |',
    '| 方案 A | 低 | 小团队 |',
    '| 方案 B | 中 | 成长期 |',
    '| 方案 C | 高 | 大型组织 |',
    '',
    '示例代码：',
    '',
    '```ts',
    "const answer = await agent.ask('你好');",
    'console.log(answer.length);',
    '```',
    '',
    '更多资料见 [MDN Web Components](https://developer.mozilla.org/docs/Web/API/Web_components)。',
  ].join('\n');
}

/** Every markdown construct, plus what the renderer must neutralise (javascript: links, raw HTML). */
export function markdownShowcase() {
  return [
    '# 一级标题',
    '## 二级标题',
    '### 三级标题',
    '',
    '普通段落，带 **粗体**、*斜体*、~~删除线~~ 和 `行内代码`。',
    '',
    '- 无序列表',
    '  - 嵌套项',
    '    - 更深一层',
    '- 第二项',
    '',
    '1. 有序列表',
    '2. 第二步',
    '   1. 嵌套的有序项',
    '',
    '> 引用的一段话',
    '',
    '| 左对齐 | 居中 | 右对齐 |',
    '| :-- | :-: | --: |',
    '| a | b | c |',
    '',
    '```js',
    "console.log('code block with a very long line that must scroll horizontally instead of breaking the layout of the chat');",
    '```',
    '',
    '链接：[http 链接](http://example.com)、[https 链接](https://example.com)、[邮件](mailto:hello@example.com)、[恶意链接](javascript:alert(1))。',
    '',
    '![图片](https://example.com/image.png)',
    '',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
  ].join('\n');
}

const LONG_PARTS = [
  '流式',
  '渲染',
  '需要',
  '保持',
  '线性',
  '成本，',
  '每个',
  '词元',
  '只做',
  '少量',
  '工作。',
];

/** N short tokens of markdown: paragraphs, with a list and a code block every so often. */
export function longAnswerTokens(tokenCount) {
  const tokens = [];
  for (let index = 0; index < tokenCount; index += 1) {
    let content = LONG_PARTS[index % LONG_PARTS.length];
    if (index % 60 === 59) content += '\n\n';
    if (index % 240 === 120) content = '\n\n- 列表项 **加粗** 与 `代码`\n- 第二项\n\n';
    if (index % 400 === 200)
      content = '\n\n```ts\nconst tokens = stream.map((token) => token.length);\n```\n\n';
    tokens.push(content);
  }
  return tokens;
}

/**
 * A typical long markdown answer of exactly `characters` characters: numbered sections, each with a
 * heading, paragraphs with inline marks, a list, a table and a code block (the benchmark's shape).
 */
export function longMarkdownAnswer(characters) {
  const sections = [];
  let length = 0;
  for (let index = 1; length < characters; index += 1) {
    const section = [
      `## 第 ${index} 部分：流式渲染的要点`,
      '',
      `这一部分说明第 ${index} 个要点。回答会一边生成一边显示，**已经完成的段落**不会重新解析，` +
        '*也不会重新渲染*，所以长回答的每个词元只做少量工作。参见 [规范](https://example.com/spec)。',
      '',
      '- 只解析末尾仍在变化的块',
      '- 完成的块保持同一个对象，组件跳过渲染',
      `- 屏幕外的块跳过布局（第 ${index} 项）`,
      '',
      '| 指标 | 数值 | 说明 |',
      '| :--- | ---: | :--- |',
      `| 词元 | ${index * 1000} | 累计 |`,
      '| 长任务 | 0 | 不超过 50 ms |',
      '',
      '```ts',
      `const section${index} = blocks.filter((block) => block.finished);`,
      '```',
      '',
      '',
    ].join('\n');
    sections.push(section);
    length += section.length;
  }
  return sections.join('').slice(0, characters);
}

/** A text cut into `count` pieces of near-equal length, as a model's stream would deliver it. */
export function splitIntoChunks(source, count) {
  const chunks = [];
  const size = Math.max(1, Math.ceil(source.length / count));
  for (let start = 0; start < source.length; start += size) chunks.push(source.slice(start, start + size));
  return chunks;
}

/** One word with no break in it, longer than any chat is wide: what an agent may send as a hash, key or URL. */
export const LONG_WORD = `Unbroken${'Word'.repeat(60)}End`;

/**
 * `/scenario rtl` (decision 100): an answer whose blocks are written in Arabic, Hebrew, English,
 * Chinese and with no letter at all, each block's first letter giving its direction, and code.
 */
export const MIXED_DIRECTION_BLOCKS = {
  heading: '## مرحبًا بك في Google Cloud',
  arabic: 'هذا مساعد ذكي يجيب عن أسئلتك بسرعة.',
  list: '- العنصر الأول.\n- العنصر الثاني.',
  quote: '> ציטוט בעברית.',
  table: '| الاسم | القيمة |\n| --- | --- |\n| السعر | 100 |',
  code: '```js\nconsole.log("مرحبا");\n```',
  english: 'This paragraph is in English, after the Arabic ones.',
  digits: '123 456 😀',
  chinese: '回答到此结束。',
};
/** Its knowledge hit's passage, in Arabic. */
export const MIXED_DIRECTION_KNOWLEDGE = 'يعمل المساعد على مدار الساعة.';
/** Its reasoning, in Arabic. */
export const MIXED_DIRECTION_REASONING = 'أفكر في السؤال أولاً، ثم أجيب.';
