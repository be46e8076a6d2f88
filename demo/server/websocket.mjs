import { createHash } from 'node:crypto';

/**
 * A minimal RFC 6455 server side (text frames, ping/close) so the reference server's push socket is
 * real without a dependency.
 */
const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

export function acceptWebSocket(request, socket, onMessage) {
  const key = request.headers['sec-websocket-key'];
  if (!key) {
    socket.end('HTTP/1.1 400 Bad Request\r\n\r\n');
    return null;
  }
  const accept = createHash('sha1')
    .update(key + GUID)
    .digest('base64');
  socket.write(
    `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
  );
  let buffer = Buffer.alloc(0);
  const connection = {
    open: true,
    send(text) {
      if (connection.open) socket.write(frame(0x1, Buffer.from(text, 'utf8')));
    },
    close(code = 1000) {
      if (!connection.open) return;
      connection.open = false;
      const payload = Buffer.alloc(2);
      payload.writeUInt16BE(code);
      socket.end(frame(0x8, payload));
    },
    onClose: () => undefined,
  };
  socket.on('data', (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const parsed = parseFrame(buffer);
      if (!parsed) break;
      buffer = buffer.subarray(parsed.length);
      if (parsed.opcode === 0x8) connection.close();
      else if (parsed.opcode === 0x9) socket.write(frame(0xa, parsed.payload));
      else if (parsed.opcode === 0x1) onMessage(parsed.payload.toString('utf8'));
    }
  });
  const closed = () => {
    connection.open = false;
    connection.onClose();
  };
  socket.on('close', closed);
  socket.on('error', closed);
  return connection;
}

function frame(opcode, payload) {
  const length = payload.length;
  const header = length < 126 ? Buffer.alloc(2) : length < 65536 ? Buffer.alloc(4) : Buffer.alloc(10);
  header[0] = 0x80 | opcode;
  if (length < 126) header[1] = length;
  else if (length < 65536) {
    header[1] = 126;
    header.writeUInt16BE(length, 2);
  } else {
    header[1] = 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  return Buffer.concat([header, payload]);
}

function parseFrame(buffer) {
  if (buffer.length < 2) return null;
  const opcode = buffer[0] & 0x0f;
  const masked = (buffer[1] & 0x80) !== 0;
  let length = buffer[1] & 0x7f;
  let offset = 2;
  if (length === 126) {
    if (buffer.length < 4) return null;
    length = buffer.readUInt16BE(2);
    offset = 4;
  } else if (length === 127) {
    if (buffer.length < 10) return null;
    length = Number(buffer.readBigUInt64BE(2));
    offset = 10;
  }
  const maskOffset = offset;
  if (masked) offset += 4;
  if (buffer.length < offset + length) return null;
  const payload = Buffer.from(buffer.subarray(offset, offset + length));
  if (masked)
    for (let index = 0; index < payload.length; index += 1)
      payload[index] ^= buffer[maskOffset + (index % 4)];
  return { opcode, payload, length: offset + length };
}
