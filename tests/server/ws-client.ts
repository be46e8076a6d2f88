import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { Socket } from 'node:net';

/** A minimal RFC 6455 client for the server tests (Node 20 has no WebSocket global). */
export interface TestSocket {
  send(text: string): void;
  /** Every text frame until the server closes (or `ms` passes). */
  collect(ms?: number): Promise<string[]>;
  closeCode(): number | null;
  close(): void;
}

export function connectSocket(url: string): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, {
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
      },
    });
    outgoing.on('error', reject);
    outgoing.on('response', (response) => reject(new Error(`no upgrade: ${response.statusCode}`)));
    outgoing.on('upgrade', (_response, socket: Socket) => resolve(wrap(socket)));
    outgoing.end();
  });
}

function wrap(socket: Socket): TestSocket {
  const frames: string[] = [];
  let code: number | null = null;
  let buffer = Buffer.alloc(0);
  const ended = new Promise<void>((done) => socket.on('close', () => done()));
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      if (buffer.length < 2) return;
      let length = (buffer[1] as number) & 0x7f;
      let offset = 2;
      if (length === 126) [length, offset] = [buffer.readUInt16BE(2), 4];
      else if (length === 127) [length, offset] = [Number(buffer.readBigUInt64BE(2)), 10];
      if (buffer.length < offset + length) return;
      const opcode = (buffer[0] as number) & 0x0f;
      const payload = buffer.subarray(offset, offset + length);
      if (opcode === 0x1) frames.push(payload.toString('utf8'));
      if (opcode === 0x8) code = payload.length >= 2 ? payload.readUInt16BE(0) : 1005;
      buffer = buffer.subarray(offset + length);
    }
  });
  return {
    send(text) {
      const payload = Buffer.from(text, 'utf8');
      const mask = randomBytes(4);
      const header = payload.length < 126 ? Buffer.from([0x81, 0x80 | payload.length]) : Buffer.alloc(4, 0);
      if (payload.length >= 126) {
        header[0] = 0x81;
        header[1] = 0x80 | 126;
        header.writeUInt16BE(payload.length, 2);
      }
      const masked = Buffer.from(payload.map((byte, index) => byte ^ (mask[index % 4] as number)));
      socket.write(Buffer.concat([header, mask, masked]));
    },
    async collect(ms = 15_000) {
      await Promise.race([ended, new Promise((done) => setTimeout(done, ms))]);
      return frames;
    },
    closeCode: () => code,
    close: () => socket.destroy(),
  };
}
