import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  checkFile,
  FORM_FIELD_MAX_BYTES,
  formatFileSize,
  readFileRule,
  remainingSlots,
} from '../../src/model/file-rules';
import { fileActionOf, mimeTypeOf } from '../../src/model/file-types';

describe('file rules', () => {
  it('defaults a form field to 10 MB (0xa00000) and any type', () => {
    expect(FORM_FIELD_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(readFileRule(undefined)).toEqual({ extensions: [], maxBytes: 0xa00000 });
    expect(readFileRule({ size: 0 })).toEqual({ extensions: [], maxBytes: 0xa00000 });
  });

  it('reads extensions from a list or a separated string, and a small size as megabytes', () => {
    expect(readFileRule({ support: '.pdf, docx  TXT', size: 5 })).toEqual({
      extensions: ['.pdf', '.docx', '.txt'],
      maxBytes: 5 * 1024 * 1024,
    });
    expect(readFileRule({ supportExtensions: ['*'], size: 4096 })).toEqual({
      extensions: ['*'],
      maxBytes: 4096,
    });
  });

  it('rejects an extension not accepted with reason type, before the size', () => {
    const rule = { extensions: ['.pdf'], maxBytes: 10 };
    expect(checkFile({ name: 'a.PDF', size: 5 }, rule)).toEqual({ ok: true });
    expect(checkFile({ name: 'a.png', size: 50 }, rule)).toEqual({ ok: false, reason: 'type' });
    expect(checkFile({ name: 'noextension', size: 1 }, rule)).toEqual({ ok: false, reason: 'type' });
    expect(checkFile({ name: 'x.exe', size: 1 }, { extensions: ['*'], maxBytes: 10 })).toEqual({ ok: true });
  });

  it('rejects a file over the limit with its size and the limit in MB', () => {
    const rule = { extensions: [], maxBytes: 0xa00000 };
    expect(checkFile({ name: 'big.pdf', size: 12.5 * 1024 * 1024 }, rule)).toEqual({
      ok: false,
      reason: 'size',
      sizeText: '12.5MB',
      limitMb: 10,
    });
    expect(checkFile({ name: 'edge.pdf', size: 0xa00000 }, rule)).toEqual({ ok: true });
  });

  it('formats sizes and counts free slots', () => {
    expect([formatFileSize(12), formatFileSize(2048), formatFileSize(3 * 1024 * 1024)]).toEqual([
      '12B',
      '2KB',
      '3MB',
    ]);
    expect(remainingSlots(1, 2)).toBe(1);
    expect(remainingSlots(3, 2)).toBe(0);
    expect(remainingSlots(9, undefined)).toBe(Number.POSITIVE_INFINITY);
  });

  it('builds the accept attribute only for a restricted rule', () => {
    expect(acceptAttribute({ extensions: ['.pdf', '.png'], maxBytes: 1 })).toBe('.pdf,.png');
    expect(acceptAttribute({ extensions: ['*'], maxBytes: 1 })).toBeUndefined();
  });

  it('infers the file type from the name when the browser gives none, and the file action from it', () => {
    expect(mimeTypeOf('a.pdf', 'application/x-custom')).toBe('application/x-custom');
    expect(mimeTypeOf('a.PNG', '')).toBe('image/png');
    expect(mimeTypeOf('notes.md', '')).toBe('text/plain');
    expect(mimeTypeOf('blob.bin', '')).toBe('application/octet-stream');
    expect(fileActionOf({ name: 'a.jpg', type: 'image/jpeg' })).toBe('IMAGE_URL');
    expect(fileActionOf({ name: 'a.pdf', type: 'application/pdf' })).toBe('FILE_URL');
  });
});
