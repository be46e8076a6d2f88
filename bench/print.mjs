// Prints the results of bench/run-all.mjs as one table per benchmark.
import { heading, row } from './lib/table.mjs';
import { FIRST_ANSWER_CHARACTERS } from './stream.mjs';

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB (${bytes.toLocaleString('en')} B)`;
/** Heap growth by kind (lib/heap-snapshot.mjs), in kB: only "everything else" can be the page's. */
const byKind = ({ code, performanceEntries, devtools, other }) =>
  `compiled code ${code.toFixed(0)} kB, the browser's performance entries ${performanceEntries.toFixed(0)} kB, DevTools' records ${devtools.toFixed(0)} kB, everything else ${other.toFixed(1)} kB`;
const load = (values) => values.map((value) => value.toFixed(2)).join(' ');

function printStartup({ ours, deepChat }, runs) {
  console.log(
    heading(`Start-up, launcher page vs one <deep-chat>: medians of ${runs} fresh Chromiums (min–max)`),
  );
  console.log(row('main-thread work above a blank page (trace)', ours.workMs, deepChat.workMs, 'ms'));
  console.log(row('  same, thread CPU time', ours.cpuMs, deepChat.cpuMs, 'ms'));
  console.log(row("  from the widget's script on", ours.fromScriptMs, deepChat.fromScriptMs, 'ms'));
  console.log(row('    same, thread CPU time', ours.fromScriptCpuMs, deepChat.fromScriptCpuMs, 'ms'));
  console.log(
    row("longest task, from the widget's script on", ours.longestTaskMs, deepChat.longestTaskMs, 'ms'),
  );
  // Before the widget's script runs: the navigation's commit and the host page's first frame.
  console.log(row('  whole page load', ours.pageLongestTaskMs, deepChat.pageLongestTaskMs, 'ms'));
  console.log(row('  blank page, whole load', ours.blankLongestTaskMs, deepChat.blankLongestTaskMs, 'ms'));
  console.log(
    row(
      '  cross-check: CDP TaskDuration above blank, to load + 6 s',
      ours.taskDurationMs,
      deepChat.taskDurationMs,
      'ms',
    ),
  );
  console.log(row('JS heap added', ours.heapMB, deepChat.heapMB, 'MB', 2));
  // Outside the window: what a widget put off (the launcher's start once the page has settled).
  console.log(row('later: load + 1 s to load + 6 s, above blank', ours.laterMs, deepChat.laterMs, 'ms'));
  console.log(row('  same, thread CPU time', ours.laterCpuMs, deepChat.laterCpuMs, 'ms'));
}

function printStream({ ours, oursWorker, oursRich, richRatios, deepChat, floor, replay, raw }, runs) {
  console.log(heading(`16,000-character markdown answer, 2,000 chunks 5 ms apart: medians of ${runs} runs`));
  console.log(
    row('main thread, send to end of answer (trace)', ours.mainThreadMs, deepChat.mainThreadMs, 'ms'),
  );
  console.log(row('  same, thread CPU time', ours.cpuMs, deepChat.cpuMs, 'ms'));
  if (oursWorker) {
    // agent-chat with the `stream-worker` opt-in (decision 055): the stream read in a blob: worker.
    console.log(row('  with stream-worker', oursWorker.mainThreadMs, deepChat.mainThreadMs, 'ms'));
    console.log(row('    same, thread CPU time', oursWorker.cpuMs, deepChat.cpuMs, 'ms'));
    console.log(row('    longest task', oursWorker.longestTaskMs, deepChat.longestTaskMs, 'ms'));
    console.log(row('    time between visible updates, median', oursWorker.updateMedianMs, null, 'ms'));
  }
  if (oursRich) {
    // agent-chat with the optional rich file (decision 069), against the core alone (the ratio column).
    console.log(
      row('  with the rich file, vs the core alone', oursRich.mainThreadMs, ours.mainThreadMs, 'ms'),
    );
    console.log(row('    same, thread CPU time', oursRich.cpuMs, ours.cpuMs, 'ms'));
    console.log(row('    longest task', oursRich.longestTaskMs, ours.longestTaskMs, 'ms'));
    console.log(
      row('    time between visible updates, median', oursRich.updateMedianMs, ours.updateMedianMs, 'ms'),
    );
    // Each run's rich page against the default right beside it (bench/stream.mjs): what the line reads.
    const perRun = (figure) => richRatios[figure].runs.map((ratio) => ratio.toFixed(2)).join(', ');
    console.log(
      `    pair by pair (${richRatios.mainThreadMs.runs.length}), main thread: ${perRun('mainThreadMs')} (median ${richRatios.mainThreadMs.median.toFixed(2)}); thread CPU: ${perRun('cpuMs')} (median ${richRatios.cpuMs.median.toFixed(2)})`,
    );
  }
  if (floor) {
    // Not a widget: a bare page making agent-chat's updates as plain text (bench/README.md).
    console.log(row('  bare page, the same updates as plain text', floor.mainThreadMs, null, 'ms'));
    console.log(row('    same, thread CPU time', floor.cpuMs, null, 'ms'));
  }
  if (replay) {
    // Not a widget run either: agent-chat's page, its rendered answer put back without its script.
    console.log(row("  agent-chat's page, its answer replayed", replay.mainThreadMs, null, 'ms'));
    console.log(row('    same, thread CPU time', replay.cpuMs, null, 'ms'));
  }
  console.log(row('longest task (trace)', ours.longestTaskMs, deepChat.longestTaskMs, 'ms'));
  console.log(
    row('time between visible updates, median', ours.updateMedianMs, deepChat.updateMedianMs, 'ms'),
  );
  console.log(row('  90th percentile', ours.updateP90Ms, deepChat.updateP90Ms, 'ms'));
  console.log(row('  largest gap', ours.largestGapMs, deepChat.largestGapMs, 'ms'));
  console.log(row('visible updates', ours.updates, deepChat.updates, ''));
  console.log(row('send to last update', ours.answerMs, deepChat.answerMs, 'ms'));
  // Trace-free sanity check: updates × median interval should be about the answer's duration.
  for (const [name, list] of Object.entries(raw)) {
    const checks = list.map(
      (run) =>
        `${run.updates} × ${run.updateMedianMs.toFixed(0)} = ${((run.updates * run.updateMedianMs) / 1000).toFixed(1)} s vs ${(run.answerMs / 1000).toFixed(1)} s`,
    );
    console.log(`  check ${name}: updates × median vs send-to-last-update: ${checks.join('; ')}`);
  }
}

function printFirstAnswer({ ours, deepChat }, runs) {
  const [short, long] = FIRST_ANSWER_CHARACTERS.map((characters) => characters.toLocaleString('en'));
  console.log(
    heading(
      `First answer of a fresh page, ${short} and ${long} characters of the same chunks: medians of ${runs} runs`,
    ),
  );
  console.log(
    row(`main thread, ${short}-character answer`, ours.shortMainThreadMs, deepChat.shortMainThreadMs, 'ms'),
  );
  console.log(row('  same, thread CPU time', ours.shortCpuMs, deepChat.shortCpuMs, 'ms'));
  console.log(
    row(`main thread, ${long}-character answer`, ours.longMainThreadMs, deepChat.longMainThreadMs, 'ms'),
  );
  console.log(row('  same, thread CPU time', ours.longCpuMs, deepChat.longCpuMs, 'ms'));
  console.log(row('longest task, either answer', ours.longestTaskMs, deepChat.longestTaskMs, 'ms'));
  console.log(row('fixed cost per answer (at 0 characters)', ours.fixedMs, deepChat.fixedMs, 'ms'));
  console.log(row('  same, thread CPU time', ours.fixedCpuMs, deepChat.fixedCpuMs, 'ms'));
  console.log(row('  and per 1,000 characters', ours.perThousandMs, deepChat.perThousandMs, 'ms'));
}

function printHistory({ ours, deepChat }, runs) {
  console.log(heading(`History of 1,000 messages (500 records): medians of ${runs} fresh Chromiums`));
  console.log(row('open: navigation to newest message shown', ours.openMs, deepChat.openMs, 'ms'));
  console.log(row('scroll to the oldest message', ours.scrollMs, deepChat.scrollMs, 'ms'));
  // agent-chat prepends 25 older pages on the way; deep-chat has all 1,000 messages from the start.
  console.log(
    row(
      '  longest task, prepending older pages',
      ours.scrollLongestTaskMs,
      deepChat.scrollLongestTaskMs,
      'ms',
    ),
  );
  console.log(row('  main-thread work (trace)', ours.scrollWorkMs, deepChat.scrollWorkMs, 'ms'));
  console.log(
    row('JS heap after GC above a blank page', ours.heapAboveBlankMB, deepChat.heapAboveBlankMB, 'MB', 1),
  );
  console.log(row('  whole page, all messages loaded', ours.heapMB, deepChat.heapMB, 'MB', 1));
  console.log(row('  blank page, same Chromium', ours.blankHeapMB, deepChat.blankHeapMB, 'MB', 1));
  console.log(row('DOM nodes (whole page)', ours.domNodes, deepChat.domNodes, ''));
  console.log(row('  blank page', ours.blankDomNodes, deepChat.blankDomNodes, ''));
  console.log(row('messages in the DOM at the top', ours.messages, deepChat.messages, ''));
}

function printGrowth({ answers, switches, heapMB, answerMs, switchMs, addedKB }) {
  const kilobytes = (mb) => `${mb >= 0 ? '+' : ''}${(mb * 1024).toFixed(0)} kB`;
  const percent = (mb) => `${mb >= 0 ? '+' : ''}${((mb / heapMB.start) * 100).toFixed(1)} %`;
  console.log(
    `\n${answers} answers streamed in a row, then ${switches} conversation switches (agent-chat; JS heap after forced GC)`,
  );
  console.log(
    `  loaded ${heapMB.loaded.toFixed(2)} MB; start (after a warm-up answer and switch) ${heapMB.start.toFixed(2)} MB; after the answers ${heapMB.answers.toFixed(2)} MB; after the switches ${heapMB.end.toFixed(2)} MB`,
  );
  console.log(
    `  growth ${kilobytes(heapMB.end - heapMB.start)} (${percent(heapMB.end - heapMB.start)}): answers ${kilobytes(heapMB.answers - heapMB.start)}, switches ${kilobytes(heapMB.end - heapMB.answers)}; ${(answerMs / 1000).toFixed(1)} s per answer, ${switchMs.toFixed(0)} ms per switch`,
  );
  console.log(`  answers by heap snapshot: ${byKind(addedKB.answers)}`);
  console.log(`  switches by heap snapshot: ${byKind(addedKB.switches)}`);
}

function printOpen({ ours }, runs) {
  const ms = ({ median, min, max }) => `${median.toFixed(0)} ms (${min.toFixed(0)}–${max.toFixed(0)})`;
  console.log(
    `\nLauncher: pointer down on the bubble → first frame showing the open panel with its composer (agent-chat; medians of ${runs} fresh Chromiums, after idle time and a hover)`,
  );
  console.log(`  first open ${ms(ours.firstMs)}; opened again after closing ${ms(ours.againMs)}`);
}

function printLauncher({ cycles, loadedMB, beforeMB, halfwayMB, afterMB, growthMB, cycleMs, secondHalfKB }) {
  const kilobytes = (mb) => `${(mb * 1024).toFixed(0)} kB`;
  console.log(
    `\nLauncher opened and closed ${cycles} times after one warm-up (agent-chat; JS heap after forced GC)`,
  );
  console.log(
    `  loaded ${loadedMB.toFixed(2)} MB; warmed up ${beforeMB.toFixed(2)} MB; +${cycles / 2} cycles ${halfwayMB.toFixed(2)} MB; +${cycles} cycles ${afterMB.toFixed(2)} MB`,
  );
  console.log(
    `  growth over ${cycles} cycles ${kilobytes(growthMB)} (first half ${kilobytes(halfwayMB - beforeMB)}, second half ${kilobytes(afterMB - halfwayMB)}); ${cycleMs.toFixed(0)} ms per cycle`,
  );
  console.log(`  second half by heap snapshot: ${byKind(secondHalfKB)}`);
}

export function printResults(results) {
  const sections = Object.entries(results.seconds)
    .map(([name, seconds]) => `${name} ${seconds.toFixed(0)} s`)
    .join(', ');
  console.log(
    `agent-chat vs deep-chat 2.4, ${results.date}; load average before ${load(results.loadBefore)}, after ${load(results.loadAfter)}`,
  );
  console.log(`time taken: ${sections}`);
  if (results.startup) printStartup(results.startup, results.runs.startup);
  if (results.open) printOpen(results.open, results.runs.open);
  if (results.stream) printStream(results.stream, results.runs.stream);
  if (results.stream?.firstAnswer) printFirstAnswer(results.stream.firstAnswer, results.runs.stream);
  if (results.history) printHistory(results.history, results.runs.history);
  if (results.launcher) printLauncher(results.launcher);
  if (results.growth) printGrowth(results.growth);
  if (results.size) {
    const { oursBytes, budgetBytes, deepChatBytes } = results.size;
    console.log('\nBundle, gzip level 9');
    console.log(
      `  agent-chat ${kB(oursBytes)} of its ${kB(budgetBytes)} budget: ${oursBytes <= budgetBytes ? 'within' : 'OVER'}, ${(budgetBytes - oursBytes).toLocaleString('en')} B to spare`,
    );
    console.log(
      `  deep-chat  ${kB(deepChatBytes)} (deepChat.bundle.js); ours/deep-chat ${(oursBytes / deepChatBytes).toFixed(2)}×`,
    );
  }
}
