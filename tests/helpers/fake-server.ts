type Handler = (body: unknown, url: URL) => Response | Promise<Response>;

/** A fetch stand-in that answers by path suffix; chat_messages returns a stream the test drives. */
export function createFakeFetch(handlers: Record<string, Handler>) {
  const calls: { path: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetchStub: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://widget.test');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ path: url.pathname, body, headers: (init?.headers ?? {}) as Record<string, string> });
    const key = Object.keys(handlers).find((suffix) => url.pathname.endsWith(suffix));
    if (!key) return json({ code: 404, message: `no handler for ${url.pathname}` }, 404);
    const handler = handlers[key]!;
    const response = await handler(body, url);
    return init?.signal ? abortLikeFetch(response, init.signal) : response;
  };
  return { fetch: fetchStub, calls };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const ok = (data: unknown) => json({ code: 0, message: 'ok', data });

/** Like a real fetch, aborting the request errors the body the reader is waiting on. */
function abortLikeFetch(response: Response, signal: AbortSignal): Response {
  if (!response.body) return response;
  const reader = response.body.getReader();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
    async pull(streamController) {
      try {
        const { done, value } = await reader.read();
        if (done) streamController.close();
        else streamController.enqueue(value);
      } catch (error) {
        streamController.error(error);
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
  signal.addEventListener('abort', () => {
    try {
      controller.error(new DOMException('The operation was aborted.', 'AbortError'));
    } catch {
      // Already closed.
    }
    reader.cancel().catch(() => undefined);
  });
  return new Response(body, { status: response.status, headers: response.headers });
}
