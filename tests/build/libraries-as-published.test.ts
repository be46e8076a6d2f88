import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, createServer, type Plugin, type UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import iifeConfig from '../../vite.config.ts';
import moduleConfig from '../../vite.module.config.ts';

/**
 * Libraries are bundled as published (decision 054): no plugin of ours may rewrite, replace or
 * redirect a module under node_modules, in the build or in the unit tests' transform.
 */
const ROOT = resolve(__dirname, '../..');
const BUNDLED = ['preact', 'jotai', 'eventsource-parser'];
const ENTRY_MODULES = [
  'preact',
  'preact/hooks',
  'preact/compat',
  'jotai',
  'jotai/vanilla',
  'eventsource-parser',
];
const inLibrary = (id: string | undefined) => id !== undefined && /[\\/]node_modules[\\/]/.test(id);

type Hook = (this: unknown, ...args: unknown[]) => unknown;

/** Each plugin of ours, its resolveId, load and transform hooks recording what they do to library modules. */
function watched(plugins: Plugin[], changed: string[]): Plugin[] {
  return plugins.map((plugin) => {
    const copy: Record<string, unknown> = { ...plugin };
    for (const name of ['resolveId', 'load', 'transform'] as const) {
      const hook = plugin[name] as Hook | { handler: Hook } | undefined;
      if (!hook) continue;
      const original = typeof hook === 'function' ? hook : hook.handler;
      const handler: Hook = async function (this: unknown, ...args) {
        const result = await original.apply(this, args);
        if (result == null) return result;
        const [first, second] = args as [string, string | undefined];
        const code = typeof result === 'string' ? result : (result as { code?: string }).code;
        if (name === 'resolveId' && inLibrary(second))
          changed.push(`${plugin.name} resolves ${first} for ${second}`);
        if (name === 'load' && inLibrary(first)) changed.push(`${plugin.name} loads ${first}`);
        if (name === 'transform' && inLibrary(second) && code !== undefined && code !== first)
          changed.push(`${plugin.name} transforms ${second}`);
        return result;
      };
      copy[name] = typeof hook === 'function' ? handler : { ...hook, handler };
    }
    return copy as unknown as Plugin;
  });
}

/** Records the library modules the build or the dev server transformed, so the check is not vacuous. */
function libraryModules(seen: Set<string>): Plugin {
  return {
    name: 'test:library-modules',
    transform(_code, id) {
      if (inLibrary(id)) seen.add(id);
    },
  };
}

/** Which of the bundled libraries have a module among `ids`. */
const librariesAmong = (ids: Set<string>) =>
  BUNDLED.filter((library) => [...ids].some((id) => id.includes(`/node_modules/${library}/`)));

const ourPlugins = () => (moduleConfig.plugins ?? []).flat() as Plugin[];

describe('libraries bundled as published', () => {
  it('no plugin of ours resolves, loads or transforms a library module in the production build', async () => {
    const changed: string[] = [];
    const seen = new Set<string>();
    const config = iifeConfig as UserConfig;
    // Our plugins run their production transforms only outside vitest.
    const vitest = process.env.VITEST;
    delete process.env.VITEST;
    try {
      await build({
        ...config,
        configFile: false,
        root: ROOT,
        logLevel: 'silent',
        plugins: [...watched(ourPlugins(), changed), libraryModules(seen)],
        build: { ...config.build, write: false, minify: false, sourcemap: false },
      });
    } finally {
      process.env.VITEST = vitest;
    }
    expect(librariesAmong(seen)).toEqual(BUNDLED);
    expect(changed).toEqual([]);
  }, 60_000);

  it('no plugin of ours resolves, loads or transforms a library module for the dev server and the unit tests', async () => {
    const changed: string[] = [];
    const seen = new Set<string>();
    const config = iifeConfig as UserConfig;
    const server = await createServer({
      ...config,
      configFile: false,
      root: ROOT,
      logLevel: 'silent',
      plugins: [...watched(ourPlugins(), changed), libraryModules(seen)],
      server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    try {
      const importer = join(ROOT, 'src/index.ts');
      for (const specifier of ENTRY_MODULES) {
        const resolved = await server.pluginContainer.resolveId(specifier, importer);
        expect(resolved?.id).toBeDefined();
        await server.transformRequest(resolved?.id ?? '');
      }
    } finally {
      await server.close();
    }
    expect(librariesAmong(seen)).toEqual(BUNDLED);
    expect(changed).toEqual([]);
  }, 60_000);

  it('no build script or config names a file inside a library', () => {
    // A path into a package (node_modules/x, or a module id test such as /[\\/]preact[\\/]dist/),
    // or a resolver that finds one, is how a build step would reach a library's published files.
    const libraryPath = new RegExp(
      [
        String.raw`node_modules(?:[\\/]|\\\\|\[\\\\/\])+[@\w]`,
        String.raw`\brequire\.resolve\b|\bimport\.meta\.resolve\b|\bcreateRequire\b`,
        ...BUNDLED.map(
          (name) =>
            String.raw`\b${name}(?:\\?/|\\\\|\[\\\\/\])(?:[\w.-]+(?:\\?/|\\\\|\[\\\\/\]))*(?:dist|esm|src)\b`,
        ),
      ].join('|'),
    );
    const files = [
      ...readdirSync(join(ROOT, 'scripts')).map((name) => join('scripts', name)),
      ...readdirSync(ROOT).filter((name) => /^vite(st)?\..*config\.ts$/.test(name)),
    ];
    expect(files.length).toBeGreaterThan(10);
    const offenders = files.filter((file) => libraryPath.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
