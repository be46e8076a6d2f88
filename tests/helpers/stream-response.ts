/** A streaming Response whose chunks the test controls; it can also fail or hang. */
export interface ControlledStream {
  response: Response;
  push(text: string | Uint8Array): void;
  close(): void;
  fail(error?: unknown): void;
}

export function createControlledStream(): ControlledStream {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    push: (text) => controller.enqueue(typeof text === 'string' ? encoder.encode(text) : text),
    close: () => controller.close(),
    fail: (error = new TypeError('network error')) => controller.error(error),
  };
}

/** Splits bytes at the given offsets (used to cut inside multi-byte characters). */
export function splitBytes(bytes: Uint8Array, sizes: number[]): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  let offset = 0;
  let index = 0;
  while (offset < bytes.length) {
    const size = Math.max(1, sizes[index % sizes.length] ?? 1);
    chunks.push(bytes.slice(offset, offset + size));
    offset += size;
    index += 1;
  }
  return chunks;
}

export function responseFromChunks(chunks: Uint8Array[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

export const sse = (payload: object) => `data: ${JSON.stringify(payload)}\n\n`;

export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
