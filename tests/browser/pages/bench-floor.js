// The streaming benchmark's bare page (bench/README.md, "Streaming"): what the browser alone charges
// for the visible updates agent-chat made in the same run. No widget, no markdown, no framework:
// each update appends the next slice of plain text to the last paragraph (a new paragraph every
// fifth update) in a frame callback, and pins the list to its bottom. `?updates=&interval=&characters=`
// come from the agent-chat run just before it; `early` is how much sooner than the interval the timer
// fires (headless Chromium draws the frame it asks for at once), so its updates land about on the interval.
const SENTENCE =
  '这一部分说明一个要点。回答会一边生成一边显示，已经完成的段落不会重新解析。Streaming keeps the page responsive. ';
const PARAGRAPH_EVERY = 5;

window.runFloor = () => {
  const params = new URLSearchParams(location.search);
  const updates = Number(params.get('updates'));
  const intervalMs = Number(params.get('interval'));
  const earlyMs = Number(params.get('early'));
  const perUpdate = Math.ceil(Number(params.get('characters')) / updates);
  const list = document.getElementById('list');
  const content = document.getElementById('content');
  const text = SENTENCE.repeat(Math.ceil((perUpdate * updates) / SENTENCE.length) + 1);
  const sentAt = performance.mark('bench:send').startTime;
  return new Promise((resolve) => {
    let done = 0;
    let paragraph;
    const update = () => {
      if (done % PARAGRAPH_EVERY === 0) {
        paragraph = document.createElement('p');
        content.append(paragraph);
      }
      paragraph.append(text.slice(done * perUpdate, (done + 1) * perUpdate));
      list.scrollTop = list.scrollHeight;
      done += 1;
      if (done < updates) setTimeout(() => requestAnimationFrame(update), intervalMs - earlyMs);
      else resolve({ sentAt, endedAt: performance.now() });
    };
    requestAnimationFrame(update);
  });
};
