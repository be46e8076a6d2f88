/**
 * Small files the reference server serves under /demo-files/ so history records can point at real
 * attachments (screens doc section 3, File): a PNG, a one-page PDF and a plain-text file. They are
 * generated in memory so the repository holds no binaries.
 */
import { deflateSync } from 'node:zlib';

export const DEMO_FILES_PATH = '/demo-files/';

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A 320×200 RGB picture: an indigo-to-teal gradient with a light sun, enough to see fitting. */
function demoPng(width = 320, height = 200) {
  const rows = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const inSun = (x - 230) ** 2 + (y - 60) ** 2 < 30 ** 2;
      const t = x / width;
      row[1 + x * 3] = inSun ? 254 : Math.round(79 + (20 - 79) * t);
      row[2 + x * 3] = inSun ? 240 : Math.round(70 + (184 - 70) * t);
      row[3 + x * 3] = inSun ? 138 : Math.round(229 + (166 - 229) * t - y / 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid one-page PDF (Helvetica, ASCII text) with a correct cross-reference table. */
function demoPdf() {
  const text =
    'BT /F1 24 Tf 72 720 Td (Agent Chat demo PDF) Tj 0 -36 Td /F1 14 Tf (Quarterly report, page 1) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const FILES = {
  'landscape.png': { type: 'image/png', build: demoPng },
  'quarterly-report.pdf': { type: 'application/pdf', build: demoPdf },
  'meeting-notes.txt': {
    type: 'text/plain; charset=utf-8',
    build: () => Buffer.from('会议纪要\n1. 确认第三季度目标\n2. 下周提交方案\n', 'utf8'),
  },
};

const cache = new Map();

/** The bytes and content type of a demo file, or undefined. */
export function demoFile(name) {
  const entry = FILES[name];
  if (!entry) return undefined;
  if (!cache.has(name)) cache.set(name, entry.build());
  return { type: entry.type, body: cache.get(name) };
}

/** Serves GET /demo-files/NAME; answers 404 for anything else under that path. */
export function serveDemoFile(pathname, response) {
  const file = demoFile(pathname.slice(DEMO_FILES_PATH.length));
  if (!file) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    return void response.end('not found');
  }
  response.writeHead(200, {
    'Content-Type': file.type,
    'Content-Length': file.body.length,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  response.end(file.body);
}
