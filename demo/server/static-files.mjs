import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/** Exactly the policy a strict host page would send (issue 2). */
export const STRICT_CSP = "default-src 'self'; script-src 'self'; style-src 'self'";

const SERVED_PREFIXES = ['/dist/', '/demo/', '/dist-snippets/', '/tests/browser/pages/'];

/** Serves the demo page, the bundle and test pages; returns false when the path is not static. */
export async function serveStatic(rootDir, pathname, response) {
  const path = pathname === '/' ? '/demo/index.html' : pathname;
  if (!SERVED_PREFIXES.some((prefix) => path.startsWith(prefix)) || path.startsWith('/demo/server/'))
    return false;
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return notFound(response);
  }
  const file = normalize(join(rootDir, decoded));
  if (!file.startsWith(normalize(rootDir) + sep) || decoded.includes('\0')) return notFound(response);
  try {
    if (!(await stat(file)).isFile()) return notFound(response);
    const headers = {
      'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-store',
    };
    if (file.endsWith('.csp.html')) headers['Content-Security-Policy'] = STRICT_CSP;
    response.writeHead(200, headers);
    response.end(await readFile(file));
  } catch {
    notFound(response);
  }
  return true;
}

function notFound(response) {
  response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  response.end('not found');
  return true;
}
