import { execFile } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { CONSUMER_FILES } from './package-consumer-app';

const ROOT = resolve(__dirname, '../../..');
const NODE_MODULES = join(ROOT, 'node_modules');
/** What `npm run build && npm run build:package` leave in dist/, all of which the package ships. */
const PACKAGE_OUTPUTS = [
  'dist/agent-chat.js',
  'dist/agent-chat.mjs',
  'dist/elements.mjs',
  'dist/custom-elements.json',
  'dist/types/package/module.d.ts',
  'dist/types/package/vue.d.ts',
  'dist/types/elements/host-page-types.d.ts',
];
/** Taken from this repository's devDependencies instead of the registry, so the test runs offline. */
const LINKED_PACKAGES = ['react', 'react-dom', '@types/react', '@types/react-dom'];

const run = promisify(execFile);

async function runIn(directory: string, command: string, args: string[]): Promise<string> {
  try {
    const { stdout } = await run(command, args, {
      cwd: directory,
      env: { ...process.env, npm_config_update_notifier: 'false' },
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    // tsc reports its errors on stdout; say them, not only the exit code.
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${directory}\n${stdout}\n${stderr}`);
  }
}

export function missingPackageOutputs(): string[] {
  return PACKAGE_OUTPUTS.filter((path) => !existsSync(join(ROOT, path)));
}

/**
 * What `npm publish --dry-run` would publish (no scripts: dist/ is already built; no registry is reached
 * beyond npm's own dry-run notice).
 */
export async function publishDryRun(): Promise<{ name: string; version: string; files: string[] }> {
  const output = await runIn(ROOT, 'npm', ['publish', '--dry-run', '--ignore-scripts', '--json']);
  const report = JSON.parse(output) as Record<
    string,
    { name: string; version: string; files: { path: string }[] }
  >;
  const published = Object.values(report)[0];
  if (!published) throw new Error(`npm publish --dry-run printed no package: ${output}`);
  return { ...published, files: published.files.map((file) => file.path) };
}

export interface ConsumerApp {
  directory: string;
  /** The files `npm pack` put in the tarball. */
  packedFiles: string[];
}

/**
 * Packs this repository with `npm pack` (no scripts: dist/ is already built), installs the tarball into a
 * new app in a temporary directory with `npm install --offline`, and builds the app with Vite.
 */
export async function packIntoConsumerApp(): Promise<ConsumerApp> {
  const directory = mkdtempSync(join(tmpdir(), 'agent-chat-package-'));
  try {
    return await packAndBuild(directory);
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }
}

async function packAndBuild(directory: string): Promise<ConsumerApp> {
  const packOutput = await runIn(ROOT, 'npm', [
    'pack',
    '--ignore-scripts',
    '--json',
    '--pack-destination',
    directory,
  ]);
  const [packed] = JSON.parse(packOutput) as { filename: string; files: { path: string }[] }[];
  if (!packed) throw new Error(`npm pack printed no tarball: ${packOutput}`);
  const app = join(directory, 'app');
  for (const [path, text] of Object.entries(CONSUMER_FILES)) {
    mkdirSync(dirname(join(app, path)), { recursive: true });
    writeFileSync(join(app, path), text);
  }
  await runIn(app, 'npm', [
    'install',
    '--offline',
    '--no-audit',
    '--no-fund',
    '--ignore-scripts',
    '--no-package-lock',
    join(directory, packed.filename),
  ]);
  // After the install, which would prune links it does not know.
  for (const name of LINKED_PACKAGES) {
    mkdirSync(dirname(join(app, 'node_modules', name)), { recursive: true });
    symlinkSync(join(NODE_MODULES, name), join(app, 'node_modules', name), 'dir');
  }
  // The React and Next.js snippets, as shipped, are type-checked with the app.
  const snippets = join(app, 'node_modules/agent-chat/dist-snippets');
  mkdirSync(join(app, 'src/snippets'));
  for (const name of readdirSync(snippets).filter((file) => file.endsWith('.tsx'))) {
    copyFileSync(join(snippets, name), join(app, 'src/snippets', name));
  }
  // The type check of the app against the shipped .d.ts and the app's build are independent.
  await Promise.all([
    runIn(app, process.execPath, [join(NODE_MODULES, 'typescript/bin/tsc'), '-p', 'tsconfig.json']),
    runIn(app, process.execPath, [join(NODE_MODULES, 'vite/bin/vite.js'), 'build']),
  ]);
  return { directory: app, packedFiles: packed.files.map((file) => file.path) };
}
