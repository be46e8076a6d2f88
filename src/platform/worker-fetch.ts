import { listen } from './listen';

/**
 * `fetch` for answer streams, with the response body read in a worker (decision 045). A model
 * sends thousands of small network chunks per answer; read on the main thread, each one costs
 * browser tasks and promise jobs there before any of our code runs, which was a third of a long
 * answer's main-thread time. The worker reads the body and hands the page one batch of bytes at
 * most every BATCH_MS, so the page pays per batch instead of per chunk.
 *
 * Each stream gets its own worker, ended with it: stopping an answer is `terminate()`, and no
 * message has to say which stream it is about. The worker comes from a `blob:` URL, which a
 * Content-Security-Policy allows only with `worker-src blob:` (docs/elements.md,
 * "Content-Security-Policy"); where the page refuses it, the request goes out on the main thread,
 * and so does every later one. A refusal is reported to the site owner, so the worker is used only
 * where the site owner asked for it (`stream-worker`, decision 055; `streamFetch`).
 */

/**
 * The shortest time between two batches. Bytes that come after a quiet spell go at once (the first
 * words of an answer are not held back); while text streams, the page gets a batch every BATCH_MS,
 * at least one in each of the frame batcher's 50 ms between updates (issue 33, decision 070): at
 * 80 ms the opt-in's updates could not come more often than that.
 */
const BATCH_MS = 40;

/**
 * What the worker posts, as `[kind, value]`: the response's status (HEAD), a batch of body bytes
 * (BYTES), the body's end, or the name of the error that ended the request (FAILED).
 */
const HEAD = 0;
const BYTES = 1;
const FAILED = 3;
type FromWorker = [kind: number, value?: unknown];

/**
 * The worker's whole program. It becomes source text, so it may use nothing from outside its own
 * body (no imports or module constants: the kinds above are repeated as literals).
 * Exported for its unit tests only.
 */
export function workerProgram(batchMs: number) {
  const post = self.postMessage.bind(self) as (message: FromWorker, transfer?: Transferable[]) => void;
  self.onmessage = async ({ data: [url, init] }: MessageEvent<[string, RequestInit]>) => {
    let held: Uint8Array[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = -batchMs;
    const flush = () => {
      clearTimeout(timer);
      timer = undefined;
      if (!held.length) return;
      last = performance.now();
      const bytes = new Uint8Array(held.reduce((sum, part) => sum + part.length, 0));
      let at = 0;
      for (const part of held) {
        bytes.set(part, at);
        at += part.length;
      }
      held = [];
      post([1, bytes], [bytes.buffer]);
    };
    try {
      const response = await fetch(url, init);
      post([0, response.status]);
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        held.push(read.value);
        timer ??= setTimeout(flush, last + batchMs - performance.now());
      }
      flush();
      post([2]);
    } catch (error) {
      flush();
      post([3, (error as Error).name]);
    }
  };
}

/** Set once a worker could not be made or did not start: the page does not allow one. */
let refused = typeof Worker !== 'function';
/** The worker's script, made once and kept for the page's life (a few hundred bytes). */
let script: string | undefined;

/**
 * A `fetch` for the streamed POST of an answer (string URL, string body, no credentials), read
 * in a worker when the page allows one. Its response carries the status and the body, not the
 * headers: nothing reads a stream's headers. Errors are plain TypeErrors; callers tell an abort
 * by their own signal, as they do for `fetch`.
 */
export function fetchInWorker(url: string, init: RequestInit): Promise<Response> {
  if (refused) return fetch(url, init);
  const { signal, ...rest } = init;
  return new Promise<Response>((resolve, reject) => {
    let worker: Worker;
    try {
      script ??= URL.createObjectURL(
        new Blob([`(${workerProgram})(${BATCH_MS})`], { type: 'text/javascript' }),
      );
      worker = new Worker(script);
    } catch {
      refused = true;
      return fetch(url, init).then(resolve, reject);
    }
    let body: ReadableStreamDefaultController<Uint8Array> | undefined;
    let started = false;
    const end = (error?: Error) => {
      worker.terminate();
      unlisten();
      if (!error) body?.close();
      else if (body) body.error(error);
      else reject(error);
    };
    const onAbort = () => end(new TypeError('aborted'));
    const unlisten = listen([signal, 'abort', onAbort]);
    // An error before the worker's first message is the page refusing it: nothing was sent yet.
    worker.onerror = () => {
      if (started) return;
      refused = true;
      end();
      fetch(url, init).then(resolve, reject);
    };
    worker.onmessage = ({ data: [kind, value] }: MessageEvent<FromWorker>) => {
      started = true;
      if (kind === HEAD) {
        const stream = new ReadableStream<Uint8Array>({
          start: (controller) => {
            body = controller;
          },
        });
        resolve(new Response(stream, { status: value as number }));
      } else if (kind === BYTES) body?.enqueue(value as Uint8Array);
      else end(kind === FAILED ? new TypeError(value as string) : undefined);
    };
    if (signal?.aborted) onAbort();
    // A blob worker would resolve a relative URL against its own blob: URL, not the page's.
    else worker.postMessage([new URL(url, document.baseURI).href, rest]);
  });
}

/**
 * The `fetch` for answer streams (decision 055): in a worker while `inWorker()` says the site owner
 * asked for one, else the page's own `fetch`, which no CSP reports. Asked at each stream, so the
 * setting takes effect at the next answer. A worker is never tried unasked: no page can tell
 * whether its CSP allows one without trying, and a refused try is reported.
 */
export const streamFetch =
  (inWorker: () => boolean | undefined) =>
  (url: string, init: RequestInit): Promise<Response> =>
    (inWorker() ? fetchInWorker : fetch)(url, init);
