import { afterAll, beforeAll, beforeEach } from 'vitest';
import {
  createReferenceServer,
  type ReferenceServer,
  type ReferenceServerOptions,
} from '../../demo/server/create-server.mjs';

/** Shared set-up of the reference-server tests: one server per file, state reset before each test. */

export const OPEN = {
  'Workspace-Id': 'ws-1',
  'Access-Key': 'demo-access-key',
  'Content-Type': 'application/json',
};
export const INNER = {
  'Workspace-Id': 'ws-1',
  Authorization: 'Bearer demo-token',
  'Content-Type': 'application/json',
};

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are checked by the assertions, not by types.
export type Json = any;

export interface SseMessage {
  event?: string;
  data: string;
}

/** An SSE parser written from the standard, independent of the widget's own parser. */
export function parseSse(text: string): SseMessage[] {
  const messages: SseMessage[] = [];
  let event: string | undefined;
  let data: string[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (line === '') {
      if (data.length > 0) messages.push({ event, data: data.join('\n') });
      event = undefined;
      data = [];
      continue;
    }
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return messages;
}

/** The JSON events of a stream; the `event:` field gives the kind when the JSON has no `type`. */
export function sseEvents(text: string): Json[] {
  return parseSse(text).flatMap((message) => {
    try {
      const parsed = JSON.parse(message.data);
      return [{ type: message.event, ...parsed }];
    } catch {
      return [];
    }
  });
}

export function startReferenceServer(options: ReferenceServerOptions = {}) {
  let server: ReferenceServer;
  beforeAll(async () => {
    server = await createReferenceServer({ quiet: true, chunkDelayMs: 0, ...options });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await fetch(new URL('/__test/reset', server.url), { method: 'POST' });
  });

  const url = (path: string) => new URL(path, server.url);
  const baseOf = (headers: Record<string, string>) =>
    Object.keys(headers).some((name) => name.toLowerCase() === 'access-key') ? '/v1/oapi/agent/' : '/v1/';

  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = OPEN) {
    const response = await fetch(url(baseOf(headers) + path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Json };
  }

  async function createConversation(title = 't', runType = 'CHAT_CLIENT', headers = OPEN) {
    const { body } = await call(
      'POST',
      'chat/conversation/create',
      { robot_id: 'demo-agent', title, run_type: runType },
      headers,
    );
    return body.data.conversation_id as string;
  }

  function chat(
    conversationId: string,
    content: string,
    signal?: AbortSignal,
    extra: Record<string, unknown> = {},
  ) {
    return fetch(url('/v1/oapi/agent/chat_messages'), {
      method: 'POST',
      headers: OPEN,
      signal,
      body: JSON.stringify({
        content,
        file_ids: [],
        conversation_id: conversationId,
        robot_id: 'demo-agent',
        stream: true,
        inputs: { userMessage: content },
        response_mode: 'streaming',
        ...extra,
      }),
    });
  }

  async function records(conversationId: string, pageNumber = 1, pageSize = 20) {
    const query = `conversation_id=${conversationId}&page_number=${pageNumber}&page_size=${pageSize}&robot_id=demo-agent`;
    return (await call('GET', `chat/records?${query}`)).body.data;
  }

  return { url, call, createConversation, chat, records, server: () => server };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until the check passes: records are written when the server sees the stream end. */
export async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const value = await read();
    if (accept(value)) return value;
    await sleep(10);
  }
  return read();
}
