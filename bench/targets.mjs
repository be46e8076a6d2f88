// Issues 13 and 33's targets, checked against the medians of one `npm run bench` run: an issue is
// done when each of its lines says "met". Start-up work is compared in wall time, as the table is.

const verdict = (met) => (met ? 'met    ' : 'NOT MET');

function startupTargets({ ours, deepChat }) {
  const work = ours.workMs.median;
  const half = deepChat.workMs.median / 2;
  return [
    [work <= half, `start-up work ${work.toFixed(0)} ms ≤ half of deep-chat's (${half.toFixed(0)} ms)`],
    [
      ours.longestTaskMs.median <= 50,
      `start-up longest task from the widget's script on ${ours.longestTaskMs.median.toFixed(0)} ms ≤ 50 ms`,
    ],
  ];
}

/**
 * Issue 32: the rich file may make streaming at most 10 % worse than the core alone. Judged by the
 * median of each pair's ratio, the rich page against the default measured right beside it
 * (`runStream`, at least `RICH_PAIRS` pairs): two medians taken at different places of a run differ by
 * as much as the line allows.
 */
function richTargets({ ours, oursRich, richRatios }) {
  const within = (name, label) => {
    const ratio = richRatios[name].median;
    return [
      ratio <= 1.1,
      `with the rich file, ${label} ${ratio.toFixed(2)} × the core's, pair by pair (medians ${oursRich[name].median.toFixed(0)} and ${ours[name].median.toFixed(0)} ms) ≤ 1.1 ×`,
    ];
  };
  return [
    within('mainThreadMs', 'streaming main thread'),
    within('updateMedianMs', 'time between visible updates'),
  ];
}

function streamTargets(stream) {
  const { ours, oursWorker, oursRich } = stream;
  // Decision 055: the default reads the stream on the main thread; `stream-worker` is the opt-in.
  const mainThread = (figures, label) => [
    figures.mainThreadMs.median <= 1000,
    `streaming main thread${label} ${figures.mainThreadMs.median.toFixed(0)} ms ≤ 1,000 ms`,
  ];
  return [
    mainThread(ours, ' (default, stream read on the main thread)'),
    ...(oursWorker ? [mainThread(oursWorker, ' (stream-worker)')] : []),
    ...(oursRich ? richTargets(stream) : []),
    [
      ours.longestTaskMs.median <= 50,
      `streaming longest task ${ours.longestTaskMs.median.toFixed(0)} ms ≤ 50 ms`,
    ],
    [
      ours.updateMedianMs.median <= 100,
      `time between visible updates ${ours.updateMedianMs.median.toFixed(0)} ms ≤ 100 ms (aim 50)`,
    ],
  ];
}

/**
 * Issue 33's streaming lines. The fixed cost per answer was about 250 ms when the issue was filed
 * (its 1,000-token answer cost 300 ms of main thread, its 20,000-token one 40 ms per 1,000 tokens);
 * the issue asks for it halved.
 */
const FIXED_COST_BEFORE_MS = 250;

/** Issue 33's streaming lines; its "no task over 50 ms" for the yardstick is issue 13's line. */
function smoothTargets({ ours, deepChat, firstAnswer }) {
  const work = ours.mainThreadMs.median;
  const theirs = deepChat.mainThreadMs.median;
  const lines = [
    [
      ours.updateMedianMs.median <= 50,
      `time between visible updates ${ours.updateMedianMs.median.toFixed(0)} ms ≤ 50 ms`,
    ],
    [
      work * 20 <= theirs,
      `streaming main thread ${work.toFixed(0)} ms ≥ 20× less than deep-chat's ${theirs.toFixed(0)} ms (${(theirs / work).toFixed(1)}×)`,
    ],
  ];
  if (!firstAnswer) return lines;
  const { longestTaskMs, fixedMs } = firstAnswer.ours;
  return [
    ...lines,
    [
      longestTaskMs.median <= 50,
      `first answer of a fresh page, longest task ${longestTaskMs.median.toFixed(0)} ms ≤ 50 ms`,
    ],
    [
      fixedMs.median <= FIXED_COST_BEFORE_MS / 2,
      `fixed cost per answer ${fixedMs.median.toFixed(0)} ms ≤ ${FIXED_COST_BEFORE_MS / 2} ms (half of ${FIXED_COST_BEFORE_MS})`,
    ],
  ];
}

function openTargets({ ours }) {
  const first = ours.firstMs.median;
  return [[first <= 100, `open → panel visible ${first.toFixed(0)} ms ≤ 100 ms (first open, after a hover)`]];
}

/**
 * "Open/close the launcher 100 times without heap growth": what the page itself keeps. A leak of one
 * closure per cycle would add 5 kB over the 50 cycles of the second half; blink's own tables move by
 * a few kB either way, hence the 10 kB.
 */
function launcherTargets({ cycles, secondHalfKB }) {
  const other = secondHalfKB.other;
  return [
    [
      other <= 10,
      `launcher ${cycles} open/close cycles: heap kept by the page in the second half ${other.toFixed(1)} kB ≤ 10 kB`,
    ],
  ];
}

/**
 * Issue 33, long conversations: 1,000 messages read back to the first weigh at most twice deep-chat's
 * JS heap above a blank page, with no more DOM nodes than deep-chat's; prepending older pages on the
 * way makes no task over 50 ms.
 */
function historyTargets({ ours, deepChat }) {
  const heap = ours.heapAboveBlankMB.median;
  const twice = 2 * deepChat.heapAboveBlankMB.median;
  const nodes = ours.domNodes.median;
  const longest = ours.scrollLongestTaskMs.median;
  return [
    [
      heap <= twice,
      `history JS heap above a blank page ${heap.toFixed(1)} MB ≤ 2 × deep-chat's (${twice.toFixed(1)} MB)`,
    ],
    [
      nodes <= deepChat.domNodes.median,
      `history DOM nodes ${nodes.toFixed(0)} ≤ deep-chat's (${deepChat.domNodes.median.toFixed(0)})`,
    ],
    [longest <= 50, `prepending older pages, longest task ${longest.toFixed(0)} ms ≤ 50 ms`],
  ];
}

/**
 * Issue 33, no growth over time: after 10 answers and 100 switches the heap after GC is back within
 * 10 % of the start. What V8 compiles as functions get hot, the browser's buffers of performance
 * entries and DevTools' own network records are not the page's (bench/README.md): the line counts
 * the rest, and says the whole heap's figure beside it.
 */
function growthTargets({ answers, switches, heapMB, addedKB }) {
  const pageKB = addedKB.answers.other + addedKB.switches.other;
  const share = pageKB / 1024 / heapMB.start;
  const whole = (heapMB.end - heapMB.start) / heapMB.start;
  return [
    [
      share <= 0.1,
      `${answers} answers and ${switches} switches: heap kept by the page ${pageKB.toFixed(0)} kB = ${(share * 100).toFixed(1)} % of the start's ${heapMB.start.toFixed(2)} MB ≤ 10 % (whole heap ${whole >= 0 ? '+' : ''}${(whole * 100).toFixed(1)} %, compiled code included)`,
    ],
  ];
}

/** Prints one line per target of the figures this run measured. */
export function printTargets(results) {
  const lines = [
    ...(results.startup ? startupTargets(results.startup) : []),
    ...(results.open ? openTargets(results.open) : []),
    ...(results.launcher ? launcherTargets(results.launcher) : []),
    ...(results.stream ? [...streamTargets(results.stream), ...smoothTargets(results.stream)] : []),
    ...(results.history ? historyTargets(results.history) : []),
    ...(results.growth ? growthTargets(results.growth) : []),
  ];
  if (lines.length === 0) return;
  console.log('\nIssue 13 and issue 33 targets (medians of this run; issue 33 with the default settings)');
  for (const [met, text] of lines) console.log(`  ${verdict(met)} ${text}`);
}
