// Where the engines of the engines suite live. Plain ESM so scripts/run-all-tests.mjs can say what is
// missing before the suite starts. Never downloads a browser: a missing one is a Debian package to install.
import { existsSync } from 'node:fs';

/** Each program the suite needs, where Debian puts it, the package that brings it, and its override. */
const PROGRAMS = [
  {
    name: 'Firefox ESR',
    path: '/usr/bin/firefox-esr',
    debianPackage: 'firefox-esr',
    variable: 'FIREFOX_PATH',
  },
  {
    name: 'WebKitWebDriver',
    path: '/usr/bin/WebKitWebDriver',
    debianPackage: 'webkit2gtk-driver',
    variable: 'WEBKIT_WEBDRIVER_PATH',
  },
  { name: 'Xvfb', path: '/usr/bin/Xvfb', debianPackage: 'xvfb', variable: 'XVFB_PATH' },
];

function programPath(program) {
  return process.env[program.variable] || program.path;
}

/** The programs not found, each with the package that brings it. */
export function missingEnginePrograms(names = PROGRAMS.map((program) => program.name)) {
  return PROGRAMS.filter((program) => names.includes(program.name) && !existsSync(programPath(program)));
}

/** What to do about the missing programs, in one message. */
export function enginesHelp(missing) {
  const packages = [...new Set(missing.map((program) => program.debianPackage))].join(' ');
  const where = missing.map(
    (program) => `${program.name} (${programPath(program)}, or set ${program.variable})`,
  );
  return (
    `The engines suite needs ${where.join(', ')}. Install the Debian package(s) with\n` +
    `  sudo apt-get install -y --no-install-recommends ${packages}\n` +
    'The suite never downloads a browser.'
  );
}

/** The path of one program, or an error naming the Debian package to install. */
export function requireEngineProgram(name) {
  const missing = missingEnginePrograms([name]);
  if (missing.length > 0) throw new Error(enginesHelp(missing));
  const program = PROGRAMS.find((candidate) => candidate.name === name);
  return programPath(program);
}
