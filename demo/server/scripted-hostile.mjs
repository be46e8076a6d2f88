/**
 * Hostile answers (issue 31, decision 062): nesting deep enough to overflow a recursive parser,
 * sheer size (one huge TEXT event, thousands of tool cards or related questions), and words longer
 * than any chat is wide (decision 099). Each ends with a last line a test can wait for.
 */
import { chatRecord, done, functionEvent, text } from './scripted-steps.mjs';
import { LONG_WORD, longMarkdownAnswer, splitIntoChunks } from './scripted-texts.mjs';
import { DATASET_META, SEARCH_META } from './scripted-tools.mjs';

export const HOSTILE_LAST_LINE = '回答到此结束';

/** `/scenario hostile-nesting [depth]`: 10,000 nested quotes, list markers and emphasis markers. */
function nestingScript(ids, depth = 10_000) {
  const answer = `${'> '.repeat(depth)}引用\n\n${'- '.repeat(depth)}列表\n\n${'*'.repeat(depth)}强调${'*'.repeat(depth)}\n\n${HOSTILE_LAST_LINE}`;
  return { steps: [chatRecord(ids), ...splitIntoChunks(answer, 200).map(text), done()], delayMs: 1 };
}

/** `/scenario huge-text [characters]`: one TEXT event of 2,000,000 characters of markdown. */
function hugeTextScript(ids, characters = 2_000_000) {
  return {
    steps: [chatRecord(ids), text(`${longMarkdownAnswer(characters)}\n\n${HOSTILE_LAST_LINE}`), done()],
  };
}

/** `/scenario many-tools [count]`: 2,000 finished tool cards, then a line of text. */
function manyToolsScript(ids, count = 2_000) {
  const cards = Array.from({ length: count }, (_, index) =>
    functionEvent(`fn-many-${index}`, 'SUCCEEDED', {
      tool_type: 'custom_function',
      function_code: 'lookup',
      metaData: { title: `查询 ${index + 1}`, tool_name: 'lookup', avatar: '', color: '#0ea5e9' },
      output: { index },
    }),
  );
  return { steps: [chatRecord(ids), ...cards, text(HOSTILE_LAST_LINE), done()], delayMs: 0 };
}

/** `/scenario many-questions [count]`: 5,000 related questions. */
function manyQuestionsScript(ids, count = 5_000) {
  const questions = Array.from({ length: count }, (_, index) => `相关问题 ${index + 1}？`);
  return {
    steps: [
      chatRecord(ids),
      text(HOSTILE_LAST_LINE),
      { event: { type: 'RELATED_QUESTIONS', content: questions } },
      done(),
    ],
  };
}

const LONG_URL = `https://example.com/${'path-segment'.repeat(20)}`;

/**
 * `/scenario long-words`: that word in every text an agent controls: the answer's blocks, its
 * reasoning, tool cards, search results, knowledge hits, a form and related questions.
 */
function longWordsScript(ids) {
  const W = LONG_WORD;
  const tool = {
    tool_type: 'custom_function',
    function_code: W,
    metaData: { title: W, tool_name: W, avatar: '', color: '#0ea5e9' },
  };
  const flow = { tool_type: 'flow', metaData: { title: W, tool_name: 'flow', avatar: '', color: '#f59e0b' } };
  const answer = [
    `# ${W}`,
    `${W} 段落里的长词，和行内代码 \`${W}\`，还有链接 [${W}](${LONG_URL}) 与裸链接 ${LONG_URL}。`,
    `- ${W}\n- **${W}**`,
    `> ${W}`,
    `| ${W} | 列 |\n| --- | --- |\n| ${W} | 值 |`,
    `\`\`\`\n${W}\n\`\`\``,
    HOSTILE_LAST_LINE,
  ].join('\n\n');
  return {
    steps: [
      { event: { type: 'THINKING', content: W } },
      functionEvent('fn-long-search', 'SUCCEEDED', {
        tool_type: 'system',
        metaData: SEARCH_META,
        output: [{ title: W, url: LONG_URL, name: W, icon: '', index: 1 }],
      }),
      functionEvent('fn-long-dataset', 'SUCCEEDED', {
        tool_type: 'dataset',
        metaData: DATASET_META,
        knowledge: [
          {
            datastore_id: 'ds-w',
            datastore_name: W,
            file_name: `${W}.pdf`,
            file_id: 'f-w',
            mimetype: 'application/pdf',
            chunk_id: 'c-w',
            content: W,
          },
        ],
      }),
      functionEvent('fn-long-tool', 'FAILED', {
        ...tool,
        raw: { execution_status: { code: 500, message: W }, arguments: { key: W } },
      }),
      functionEvent('fn-long-flow', 'RUNNING', { ...flow, flowMsg: [{ message: W, type: 'info' }] }),
      functionEvent('fn-long-flow', 'SUCCEEDED', { ...flow, output: { value: W } }),
      functionEvent('fn-long-form', 'SUCCEEDED', {
        tool_type: 'flow',
        metaData: { title: W, tool_name: 'form' },
        form: {
          flowId: 'flow-long',
          recordId: ids.record,
          formWelcome: W,
          isSubmit: false,
          formData: {},
          formConfig: [
            { type: 'input', variableName: 'a', label: W, placeholder: W, default: W },
            { type: 'select', variableName: 'b', label: W, options: [{ label: W, value: 'w' }] },
            { type: 'multiSelect', variableName: 'c', label: W, options: [{ label: W, value: 'w' }] },
            { type: 'radio', variableName: 'd', label: W, options: [{ label: W, value: 'w' }] },
          ],
        },
      }),
      chatRecord(ids),
      text(answer),
      { event: { type: 'RELATED_QUESTIONS', content: [W] } },
      done(),
    ],
  };
}

const SCRIPTS = {
  'long-words': longWordsScript,
  'hostile-nesting': nestingScript,
  'huge-text': hugeTextScript,
  'many-tools': manyToolsScript,
  'many-questions': manyQuestionsScript,
};

/** The script of a hostile scenario, or undefined for any other name. */
export function hostileScript(name, ids, argument) {
  return SCRIPTS[name]?.(ids, argument);
}
