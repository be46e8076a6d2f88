// Finds the programs the test suites need: Chromium and CJK fonts for the browser suite, Firefox ESR,
// WebKitGTK's driver and Xvfb for the engines suite. On a fresh Debian machine (root + apt-get) it installs
// what is missing in one apt-get call, so `npm test` alone does the set-up; elsewhere it says what to
// install. Never downloads a browser any other way.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { enginesHelp, missingEnginePrograms } from '../tests/engines/support/engine-binaries.mjs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];
const CHROMIUM_HELP =
  'Browser tests need Chromium and CJK fonts. Install them with\n' +
  '  sudo apt-get install -y chromium fonts-noto-cjk\n' +
  'or point CHROMIUM_PATH at a Chromium or Chrome binary.';

export function findChromium() {
  const fromEnvironment = process.env.CHROMIUM_PATH;
  if (fromEnvironment) return existsSync(fromEnvironment) ? fromEnvironment : undefined;
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

function hasCjkFonts() {
  try {
    return execFileSync('fc-list', [':lang=zh'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

function canInstall() {
  return process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
}

function aptInstall(packages) {
  console.log(`Installing ${packages.join(' ')} from Debian (apt-get)…`);
  const environment = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env: environment });
  const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env: environment,
  });
  return update.status === 0 && install.status === 0;
}

/** The Debian packages that would bring what the suites lack. */
export function missingPackages() {
  const packages = [];
  if (!findChromium() && !process.env.CHROMIUM_PATH) packages.push('chromium');
  if (!hasCjkFonts()) packages.push('fonts-noto-cjk');
  for (const program of missingEnginePrograms()) packages.push(program.debianPackage);
  return [...new Set(packages)];
}

/**
 * Installs what is missing when allowed, then resolves to the Chromium path; throws with what to do
 * when Chromium is still missing. Missing engine programs are left for the engines suite to report
 * (its own files fail with the same message), so the browser suite still runs.
 */
export function ensureTestPrograms() {
  const missing = missingPackages();
  if (missing.length > 0 && canInstall()) aptInstall(missing);
  const missingEngines = missingEnginePrograms();
  if (missingEngines.length > 0) console.error(enginesHelp(missingEngines));
  const path = findChromium();
  if (!path) throw new Error(CHROMIUM_HELP);
  if (!hasCjkFonts())
    console.warn('Warning: no CJK font found; Chinese text will show as boxes in screenshots.');
  return path;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(ensureTestPrograms());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
