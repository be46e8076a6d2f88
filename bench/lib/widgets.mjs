// The two widgets as each benchmark drives them: pages, controls and when an answer is finished.
// Functions given to page.evaluate / waitForFunction run in the page.
import { questionText } from './seed-history.mjs';

/** agent-chat on the reference server. */
export function ourWidgets(server) {
  const page = (name) => new URL(`/tests/browser/pages/${name}`, server.url).toString();
  // The streaming yardstick's page, as a site owner gets it by default: streams read on the main thread.
  const stream = {
    url: page('bench-chat.html'),
    // Puppeteer selectors (the streaming benchmark): `>>>` enters shadow roots.
    input: 'agent-chat >>> [part~="composer-input"]',
    message: '/scenario chunks 16000',
    reset: () => fetch(new URL('/__test/reset', server.url), { method: 'POST' }),
    prepare: (tab) => tab.waitForSelector('agent-chat >>> [part~="welcome-text"]'),
    // Installed before the send: resolves when the answer has ended (its `answer-finished` event).
    // An event, not polling: a poll would be main-thread work of the bench's own in the trace.
    whenFinished: () => {
      window.__finished = new Promise((resolve) =>
        document.querySelector('agent-chat').addEventListener('answer-finished', resolve, { once: true }),
      );
    },
    collect: () => ({
      updates: window.__updates,
      characters: document.querySelector('agent-chat').shadowRoot.querySelector('[part~="answer"]')
        .textContent.length,
    }),
    // The streaming benchmark's replay (bench/README.md): the rendered answer's blocks taken out,
    // then put back in order over `updates` frame callbacks `intervalMs` apart, by this script
    // alone. Blocks go back into their own groups (the `content-visibility` groups of 16), and
    // a group goes back when its first block does. Resolves with the send mark and the end.
    replay: ({ updates, intervalMs, earlyMs }) => {
      const markdown = document.querySelector('agent-chat').shadowRoot.querySelector('[part~="markdown"]');
      const groups = [...markdown.children];
      const blocks = groups.flatMap((group) => [...group.children].map((block) => [group, block]));
      for (const group of groups) group.remove();
      for (const [, block] of blocks) block.remove();
      const sentAt = performance.mark('bench:send').startTime;
      return new Promise((resolve) => {
        let done = 0;
        let shown = 0;
        const update = () => {
          done += 1;
          for (const end = Math.round((done * blocks.length) / updates); shown < end; shown += 1) {
            const [group, block] = blocks[shown];
            if (!group.isConnected) markdown.append(group);
            group.append(block);
          }
          if (done < updates) setTimeout(() => requestAnimationFrame(update), intervalMs - earlyMs);
          else resolve({ sentAt, endedAt: performance.now() });
        };
        requestAnimationFrame(update);
      });
    },
  };
  // The first answers of a fresh page (bench/README.md): the yardstick's first `characters` characters.
  stream.answering = (characters) => ({ ...stream, message: `/scenario chunks ${characters}` });
  return {
    startup: {
      url: page('bench-launcher.html'),
      blankUrl: page('blank.html'),
      ready: 'agent-chat-launcher [part~="launcher-button"]',
      // Where the page loads the widget from: its start-up tasks are counted from this script's first run.
      script: '/dist/agent-chat.js',
    },
    // The chat page in the bench's workspace, as the answers-and-switches benchmark drives it.
    chatUrl: page('bench-chat.html'),
    // The streaming benchmark's bare page: the browser's own cost of the same visible updates.
    streamFloorUrl: page('bench-floor.html'),
    stream,
    // The same page with the optional rich file (decision 069): highlighting the answer's code
    // blocks as they close may cost at most 10 % more than the core alone (issue 32).
    streamRich: { ...stream, url: page('bench-chat-rich.html') },
    // The same page with the `stream-worker` opt-in, set as a host page would (its property, which
    // applies from the next answer): streams read in a blob: worker (decision 055).
    streamWorker: {
      ...stream,
      prepare: async (tab) => {
        await stream.prepare(tab);
        await tab.evaluate(() => {
          document.querySelector('agent-chat').streamWorker = true;
        });
      },
    },
  };
}

/** deep-chat 2.4 on the bench-only server (lib/deep-chat-server.mjs), with its default markdown rendering. */
export function deepChatWidgets(server) {
  const page = (name) => new URL(name, server.url).toString();
  return {
    startup: {
      url: page('bench-deep-chat.html'),
      blankUrl: page('blank.html'),
      ready: 'deep-chat #text-input',
      script: '/deep-chat.js',
    },
    stream: {
      url: page('bench-deep-chat.html'),
      input: 'deep-chat >>> #text-input',
      message: '你好',
      // deep-chat fires `message` with the whole answer once its stream has ended.
      whenFinished: () => {
        window.__finished = new Promise((resolve) =>
          document.querySelector('deep-chat').addEventListener('message', (event) => {
            const { role, text } = event.detail.message;
            if (role !== 'ai') return;
            window.__answer = { characters: text?.length ?? 0 };
            resolve();
          }),
        );
      },
      collect: () => ({ updates: window.__updates, characters: window.__answer.characters }),
      // The same chunks cut short: the server reads the length from the page's URL (lib/deep-chat-server.mjs).
      answering(characters) {
        return { ...this, url: `${this.url}?characters=${characters}` };
      },
    },
  };
}

/** The history page of each widget: 2 × records messages; question 1 is the oldest, the last the newest. */
export function historyWidgets(server, deepChatServer, records) {
  const newest = questionText(records);
  const oldest = questionText(1);
  return {
    ours: {
      url: new URL('/tests/browser/pages/bench-chat.html', server.url).toString(),
      blankUrl: new URL('/tests/browser/pages/blank.html', server.url).toString(),
      host: 'agent-chat',
      list: '[part~="message-list"]',
      message: '[part~="message"]',
      newest,
      oldest,
    },
    deepChat: {
      url: new URL('bench-deep-chat-history.html', deepChatServer.url).toString(),
      blankUrl: new URL('blank.html', deepChatServer.url).toString(),
      host: 'deep-chat',
      list: '#messages',
      message: '.outer-message-container',
      newest,
      oldest,
    },
  };
}
