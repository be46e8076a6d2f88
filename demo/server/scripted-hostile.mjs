/**
 * Hostile answers (issue 31, decision 062): nesting deep enough to overflow a recursive parser,
 * and sheer size (one huge TEXT event, thousands of tool cards or related questions). Each ends
 * with a last line a test can wait for.
 */
import { chatRecord, done, functionEvent, text } from './scripted-steps.mjs';
import { longMarkdownAnswer, splitIntoChunks } from './scripted-texts.mjs';

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

const SCRIPTS = {
  'hostile-nesting': nestingScript,
  'huge-text': hugeTextScript,
  'many-tools': manyToolsScript,
  'many-questions': manyQuestionsScript,
};

/** The script of a hostile scenario, or undefined for any other name. */
export function hostileScript(name, ids, argument) {
  return SCRIPTS[name]?.(ids, argument);
}
