// Issue 33, "no growth over time": in one page, 10 answers streamed in a row, then 100 switches
// between conversations in the side panel's list, as a visitor clicks them. The JS heap after forced
// garbage collection at the start (after a warm-up answer and a warm-up switch), after the answers
// and after the switches; a heap snapshot at each of the three splits each part's growth by kind
// (bench/README.md).
import { withFreshBrowser } from './lib/chromium.mjs';
import { heapAfterGC, snapshotBytes } from './lib/heap-snapshot.mjs';
import { seedOneConversation } from './lib/seed-history.mjs';

const ANSWERS = 10;
const SWITCHES = 100;
/** Records in each seeded conversation the switches go through. */
const SEEDED_RECORDS = 3;
/** The reference server's scenarios the answers cycle through: short, but the whole stream path. */
const QUESTIONS = ['咖啡机怎么选', '/scenario markdown', '/scenario knowledge', '/scenario tools'];
/** Idle work the page puts off (read marks, debounced refreshes) is done before the heap is read. */
const SETTLE_MS = 1000;
const TIMEOUT_MS = 30_000;

/** The JS heap after forced GC, in MB, once the page's put-off work is done. */
async function heapMB(page, cdp) {
  await page.waitForTimeout(SETTLE_MS);
  return (await heapAfterGC(cdp)) / 2 ** 20;
}

/**
 * The bench's conversations, made through the server's API before the page loads: three with a few
 * records each, which the switches go through, and one the answers are streamed into (which the
 * switches then go through as well, its answers read back as history).
 */
async function seedConversations(server) {
  const seeded = [];
  for (const name of ['甲', '乙', '丙']) {
    const questions = Array.from({ length: SEEDED_RECORDS }, (_, index) => `${name}的问题${index + 1}`);
    seeded.push({ id: await seedOneConversation(server, `会话${name}`, questions), last: questions.at(-1) });
  }
  const answered = { id: await seedOneConversation(server, '会话丁', []), last: null };
  return { seeded, answered };
}

/** url: agent-chat's chat page (bench-chat.html, the bench's workspace) on `server`. */
export async function runAnswersAndSwitches(server, url) {
  const { seeded, answered } = await seedConversations(server);
  return withFreshBrowser(async (browser) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(url, { waitUntil: 'load' });
    const chat = page.locator('agent-chat');
    const item = (conversation) =>
      chat.locator(`[part~="conversation-item"][data-conversation-id="${conversation.id}"]`);
    /** Clicks a conversation in the list; resolves when its newest record is shown. */
    const switchTo = async (conversation) => {
      await item(conversation).click();
      await page.waitForFunction(
        ({ id, last }) => {
          const root = document.querySelector('agent-chat').shadowRoot;
          const current = root.querySelector('[part~="conversation-item"][aria-current="true"]');
          if (current?.dataset.conversationId !== id) return false;
          const messages = [...root.querySelectorAll('[part~="message"]')];
          return messages.some((message) => message.textContent.includes(last));
        },
        conversation,
        { polling: 'raf', timeout: TIMEOUT_MS },
      );
    };
    /** Types a question in the composer and sends it; resolves at the widget's `answer-finished`. */
    const answer = async (question) => {
      await page.evaluate(() => {
        window.__finished = new Promise((resolve) =>
          document.querySelector('agent-chat').addEventListener('answer-finished', resolve, { once: true }),
        );
      });
      const input = chat.locator('[part~="composer-input"]');
      await input.fill(question);
      await input.press('Enter');
      await page.evaluate(() => window.__finished);
      answered.last = question;
    };
    await item(answered).waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    for (const conversation of seeded) await item(conversation).waitFor({ state: 'visible' });
    const loadedMB = await heapMB(page, cdp);

    // Warm-up: one answer, one switch; the start is the first seeded conversation on screen.
    const [first] = seeded;
    await item(answered).click();
    await answer(`${QUESTIONS[0]}（预热）`);
    await switchTo(first);
    const startMB = await heapMB(page, cdp);
    const start = await snapshotBytes(cdp);

    const answersStarted = Date.now();
    await switchTo(answered);
    for (let index = 0; index < ANSWERS; index += 1) {
      const question = QUESTIONS[index % QUESTIONS.length];
      await answer(`${question} ${String(index + 1).padStart(2, '0')}`);
    }
    const answerMs = (Date.now() - answersStarted) / ANSWERS;
    // Back on the start's conversation, so the two figures show the same messages.
    await switchTo(first);
    const answersMB = await heapMB(page, cdp);
    const afterAnswers = await snapshotBytes(cdp);

    // The list in a cycle that ends where it started: 100 switches over 4 conversations.
    const cycle = [...seeded.slice(1), answered, first];
    const switchesStarted = Date.now();
    for (let index = 0; index < SWITCHES; index += 1) await switchTo(cycle[index % cycle.length]);
    const switchMs = (Date.now() - switchesStarted) / SWITCHES;
    const endMB = await heapMB(page, cdp);
    const end = await snapshotBytes(cdp);
    await context.close();
    // What each part added, by kind (lib/heap-snapshot.mjs): only `other` can be the page's.
    const added = (from, to) =>
      Object.fromEntries(Object.keys(to).map((kind) => [kind, (to[kind] - from[kind]) / 1024]));
    return {
      answers: ANSWERS,
      switches: SWITCHES,
      heapMB: { loaded: loadedMB, start: startMB, answers: answersMB, end: endMB },
      answerMs,
      switchMs,
      addedKB: { answers: added(start, afterAnswers), switches: added(afterAnswers, end) },
    };
  });
}
