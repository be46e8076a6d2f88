// Finds Chromium for the browser tests; on a fresh Debian machine (root + apt-get) installs it and
// the CJK fonts. Never downloads a browser any other way.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];
const HELP =
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

/** Resolves to the Chromium path, installing what is missing when allowed; throws with what to do. */
export function ensureChromium() {
  const missing = [];
  if (!findChromium() && !process.env.CHROMIUM_PATH) missing.push('chromium');
  if (!hasCjkFonts()) missing.push('fonts-noto-cjk');
  if (missing.length > 0 && canInstall()) aptInstall(missing);
  const path = findChromium();
  if (!path) throw new Error(HELP);
  if (!hasCjkFonts())
    console.warn('Warning: no CJK font found; Chinese text will show as boxes in screenshots.');
  return path;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
