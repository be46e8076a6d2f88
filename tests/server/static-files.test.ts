// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startReferenceServer } from './server-harness';

/** A throw-away project root, so these tests do not depend on a build. */
const root = mkdtempSync(join(tmpdir(), 'reference-server-static-'));
const FILES: Record<string, string> = {
  'package.json': '{"secret":true}',
  'demo/index.html': '<!doctype html><title>demo</title>',
  'demo/demo.js': 'console.log(1);',
  'demo/server/main.mjs': 'secret server code',
  'dist/agent-chat.js': 'void 0;',
  'dist/agent-chat.js.map': '{}',
  'dist/style.css': 'p{}',
  'dist/data.json': '{}',
  'dist/icon.svg': '<svg/>',
  'dist/icon.png': 'png',
  'dist-snippets/snippet.mjs': 'export {};',
  'tests/browser/pages/chat.html': '<!doctype html>',
  'tests/browser/pages/chat.csp.html': '<!doctype html>',
  'src/index.ts': 'secret source',
};
for (const [path, content] of Object.entries(FILES)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

const server = startReferenceServer({ rootDir: root });

/** A GET with the path sent exactly as written (fetch would normalise `..` away). */
function rawGet(path: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const { hostname, port } = server.url('/');
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: hostname, port, path, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('static files', () => {
  it('serves the demo page at / without caching', async () => {
    const response = await rawGet('/');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<title>demo</title>');
  });

  it('serves the four areas with the right content types', async () => {
    const types: Record<string, string> = {
      '/demo/demo.js': 'text/javascript',
      '/dist/agent-chat.js': 'text/javascript',
      '/dist/agent-chat.js.map': 'application/json',
      '/dist/style.css': 'text/css',
      '/dist/data.json': 'application/json',
      '/dist/icon.svg': 'image/svg+xml',
      '/dist/icon.png': 'image/png',
      '/dist-snippets/snippet.mjs': 'text/javascript',
      '/tests/browser/pages/chat.html': 'text/html',
    };
    for (const [path, type] of Object.entries(types)) {
      const response = await rawGet(path);
      expect([path, response.status, String(response.headers['content-type'])]).toEqual([
        path,
        200,
        expect.stringContaining(type),
      ]);
    }
  });

  it('sends the strict CSP on *.csp.html only', async () => {
    const strict = await rawGet('/tests/browser/pages/chat.csp.html');
    expect(strict.headers['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; report-uri /__test/csp-reports",
    );
    expect(
      (await rawGet('/tests/browser/pages/chat.html')).headers['content-security-policy'],
    ).toBeUndefined();
  });

  it("keeps the reports browsers send to the strict pages' report-uri (decision 055)", async () => {
    const report = {
      'document-uri': 'http://127.0.0.1/x.csp.html?run=1',
      'violated-directive': 'worker-src',
    };
    const sent = await fetch(server.url('/__test/csp-reports'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify({ 'csp-report': report }),
    });
    expect(sent.status).toBe(204);
    const kept = await (await fetch(server.url('/__test/csp-reports'))).json();
    expect(kept.data).toEqual([report]);
  });

  it('refuses traversal, the server folder and everything outside the served areas', async () => {
    const refused = [
      '/demo/../package.json',
      '/demo/%2e%2e/package.json',
      '/dist/..%2fpackage.json',
      '/dist/..%2f..%2fetc%2fpasswd',
      '/tests/browser/pages/..%2f..%2f..%2fsrc%2findex.ts',
      '/demo/server/main.mjs',
      '/demo/%73erver/main.mjs',
      '/dist/..%2fdemo%2fserver%2fmain.mjs',
      '/dist/%00',
      '/dist/%E0%A4%A',
      '/dist/..%5cpackage.json',
      '/src/index.ts',
      '/package.json',
      '/dist/missing.js',
      '/dist/',
    ];
    for (const path of refused) {
      const response = await rawGet(path);
      expect([path, response.status]).toEqual([path, 404]);
      expect(response.body).not.toMatch(/secret/);
    }
  });
});
