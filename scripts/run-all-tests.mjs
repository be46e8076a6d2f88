// Unit tests, then browser tests, then the engines smoke suite (Firefox ESR and WebKitGTK); prints one
// closing line `N passed, N failed` over all suites.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureTestPrograms } from './ensure-test-programs.mjs';

const RESULTS = 'test-results';
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

function runSuite(name, extraArguments) {
  const report = `${RESULTS}/${name}.json`;
  const result = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      ...extraArguments,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { stdio: 'inherit', env: process.env },
  );
  if (!existsSync(report)) return { passed: 0, failed: 1, skipped: 0, ok: false, name };
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  return {
    name,
    passed: summary.numPassedTests,
    failed: summary.numFailedTests + (summary.success ? 0 : summary.numFailedTests === 0 ? 1 : 0),
    skipped: summary.numPendingTests + summary.numTodoTests,
    ok: result.status === 0 && summary.success,
  };
}

const suites = [runSuite('unit', [])];
let browserSetupFailed = false;
try {
  // Installs Chromium, CJK fonts, Firefox ESR, WebKitGTK's driver and Xvfb on a fresh Debian machine
  // (as root), or says what to install; a missing engine program also fails its own engines file.
  process.env.CHROMIUM_PATH = ensureTestPrograms();
  suites.push(runSuite('browser', ['-c', 'vitest.browser.config.ts']));
} catch (error) {
  console.error(error.message);
  browserSetupFailed = true;
}

suites.push(runSuite('engines', ['-c', 'vitest.engines.config.ts']));

const total = suites.reduce(
  (sum, suite) => ({
    passed: sum.passed + suite.passed,
    failed: sum.failed + suite.failed,
    skipped: sum.skipped + suite.skipped,
  }),
  { passed: 0, failed: browserSetupFailed ? 1 : 0, skipped: 0 },
);
for (const suite of suites) console.log(`${suite.name}: ${suite.passed} passed, ${suite.failed} failed`);
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(total.failed > 0 || suites.some((suite) => !suite.ok) ? 1 : 0);
