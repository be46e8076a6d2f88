import { readFile, stat } from 'node:fs/promises';
import { extname, relative, resolve, sep } from 'node:path';

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

/** Where the test pages' browsers send their CSP violation reports (create-server.mjs keeps them). */
export const CSP_REPORTS_PATH = '/__test/csp-reports';
/**
 * Exactly the policy a strict host page would send: the widget must work under it unchanged and
 * silently, with no violation reported (decision 055).
 */
export const STRICT_CSP = `default-src 'self'; script-src 'self'; style-src 'self'; report-uri ${CSP_REPORTS_PATH}`;
/** The strict policy plus the one source the `stream-worker` opt-in needs (decisions 045, 055). */
export const STRICT_CSP_WITH_WORKER = `${STRICT_CSP}; worker-src blob:`;

const SERVED_FOLDERS = ['dist', 'demo', 'dist-snippets', 'tests/browser/pages'];
const HIDDEN_FOLDERS = ['demo/server'];

/** Whether a URL path names a static file area at all (the rest may be API or 404). */
export function isStaticPath(pathname) {
  return pathname === '/' || SERVED_FOLDERS.some((folder) => pathname.startsWith(`/${folder}/`));
}

/**
 * Serves the demo page, the bundle and the test pages. The allow-list is checked on the resolved
 * file, not on the URL, because an encoded slash (`..%2f`) survives URL normalisation.
 */
export async function serveStatic(rootDir, pathname, response) {
  const root = resolve(rootDir);
  const file = resolveInside(root, pathname === '/' ? '/demo/index.html' : pathname);
  if (!file) return notFound(response);
  try {
    if (!(await stat(file)).isFile()) return notFound(response);
    const headers = {
      'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-store',
    };
    if (file.endsWith('.csp.html')) headers['Content-Security-Policy'] = STRICT_CSP;
    if (file.endsWith('.csp-worker.html')) headers['Content-Security-Policy'] = STRICT_CSP_WITH_WORKER;
    const body = await readFile(file);
    response.writeHead(200, headers);
    response.end(body);
  } catch {
    notFound(response);
  }
}

/** The absolute file for a URL path, or null when it leaves the served folders. */
function resolveInside(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const file = resolve(root, `.${decoded}`);
  const inside = relative(root, file).split(sep).join('/');
  const within = (folder) => inside === folder || inside.startsWith(`${folder}/`);
  if (!SERVED_FOLDERS.some(within) || HIDDEN_FOLDERS.some(within)) return null;
  return file;
}

function notFound(response) {
  response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end('not found');
}
