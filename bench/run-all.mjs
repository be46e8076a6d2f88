// `npm run bench`: every benchmark in one run on this machine, agent-chat beside deep-chat 2.4.
// `--runs N` sets the runs of start-up, opening, streaming and history;
// `--only startup,open,stream,history,launcher,growth,size`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createReferenceServer } from '../demo/server/create-server.mjs';
import { runAnswersAndSwitches } from './answers-and-switches.mjs';
import { runHistory } from './history.mjs';
import { runLauncherCycle } from './launcher-cycle.mjs';
import { createDeepChatServer } from './lib/deep-chat-server.mjs';
import { seedConversation } from './lib/seed-history.mjs';
import { runsFromArguments } from './lib/stats.mjs';
import { deepChatWidgets, historyWidgets, ourWidgets } from './lib/widgets.mjs';
import { runOpenPanel } from './open-panel.mjs';
import { printResults } from './print.mjs';
import { runSize } from './size.mjs';
import { runStartup } from './startup.mjs';
import { runFirstAnswers, runStream } from './stream.mjs';
import { printTargets } from './targets.mjs';

const HISTORY_RECORDS = 500;
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex === -1 ? null : process.argv[onlyIndex + 1].split(',');
const wanted = (name) => !only || only.includes(name);
const runs = {
  startup: runsFromArguments(5),
  open: runsFromArguments(5),
  stream: runsFromArguments(3),
  history: runsFromArguments(3),
};

const started = Date.now();
const results = { date: new Date().toISOString(), loadBefore: loadavg(), runs, seconds: {} };
/** Runs one benchmark when wanted, keeping its results and how long it took. */
async function section(name, measure) {
  if (!wanted(name)) return;
  const sectionStarted = Date.now();
  results[name] = await measure();
  results.seconds[name] = (Date.now() - sectionStarted) / 1000;
}
const server = await createReferenceServer({ quiet: true });
const deepChatServer = await createDeepChatServer();
const ours = ourWidgets(server);
const deepChat = deepChatWidgets(deepChatServer);
const reset = () => fetch(new URL('/__test/reset', server.url), { method: 'POST' });

await section('size', runSize);
await section('startup', () => runStartup({ ours: ours.startup, deepChat: deepChat.startup }, runs.startup));
await section('open', async () => {
  await reset();
  return runOpenPanel(ours.startup.url, runs.open);
});
await section('stream', async () => ({
  ...(await runStream(
    {
      ours: ours.stream,
      oursWorker: ours.streamWorker,
      oursRich: ours.streamRich,
      deepChat: deepChat.stream,
      floorUrl: ours.streamFloorUrl,
    },
    runs.stream,
  )),
  firstAnswer: await runFirstAnswers({ ours: ours.stream, deepChat: deepChat.stream }, runs.stream),
}));
await section('launcher', async () => {
  await reset();
  return runLauncherCycle(ours.startup.url);
});
await section('growth', async () => {
  await reset();
  return runAnswersAndSwitches(server, ours.chatUrl);
});
await server.close();
await deepChatServer.close();

await section('history', async () => {
  // Its own servers: the seeded records answer at once (no delay between chunks) and stay put.
  const historyServer = await createReferenceServer({ quiet: true, chunkDelayMs: 0 });
  const history = await seedConversation(historyServer, HISTORY_RECORDS);
  const historyDeepChat = await createDeepChatServer({ history });
  const widgets = historyWidgets(historyServer, historyDeepChat, HISTORY_RECORDS);
  const figures = await runHistory(widgets, runs.history);
  await historyServer.close();
  await historyDeepChat.close();
  return figures;
});

results.loadAfter = loadavg();
results.seconds.total = (Date.now() - started) / 1000;
printResults(results);
printTargets(results);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  `bench/results/bench-${results.date.replace(/[:.]/g, '-')}.json`,
  `${JSON.stringify(results, null, 2)}\n`,
);
writeFileSync('bench/results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
