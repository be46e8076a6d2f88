import { describe, expect, it } from 'vitest';
import { checkFile } from '../../src/model/file-rules';
import {
  acceptOf,
  composerFileRule,
  fallbackFileSupport,
  readFileSupport,
} from '../../src/model/file-support';

describe('reading an agent’s file support', () => {
  it('collects the extensions of supported entries, tolerating "true", 1, strings and any case', () => {
    expect(
      readFileSupport([
        { name: '图片', support: 'true', extension: 'PNG, jpg,.jpeg' },
        { name: '文档', support: 1, extension: ['.PDF', 'txt'] },
        { name: '视频', support: false, extension: ['.mp4'] },
        { name: '音频', support: 'false', extension: '.mp3' },
      ]),
    ).toEqual({ kind: 'some', extensions: ['.png', '.jpg', '.jpeg', '.pdf', '.txt'] });
  });

  it('accepts every file when a supported entry is *', () => {
    expect(readFileSupport([{ support: true, extension: '*' }])).toEqual({ kind: 'all' });
    expect(readFileSupport([{ support: true, extension: ['.pdf', '.*'] }])).toEqual({ kind: 'all' });
  });

  it('takes no files when the list is empty, missing or has only unsupported entries', () => {
    expect(readFileSupport([])).toEqual({ kind: 'none' });
    expect(readFileSupport(undefined)).toEqual({ kind: 'none' });
    expect(readFileSupport([{ support: false, extension: '*' }])).toEqual({ kind: 'none' });
  });

  it('drops duplicates and reads a list wrapped in an object', () => {
    expect(readFileSupport({ list: [{ support: true, extension: 'pdf,PDF,.pdf' }] })).toEqual({
      kind: 'some',
      extensions: ['.pdf'],
    });
  });

  it('falls back to .txt .pdf .doc .docx', () => {
    expect(fallbackFileSupport()).toEqual({ kind: 'some', extensions: ['.txt', '.pdf', '.doc', '.docx'] });
  });
});

describe('the composer’s file rule', () => {
  it('refuses other extensions and anything over 150 MB', () => {
    const rule = composerFileRule({ kind: 'some', extensions: ['.pdf'] });
    expect(checkFile({ name: 'a.PDF', size: 10 }, rule)).toEqual({ ok: true });
    expect(checkFile({ name: 'a.exe', size: 10 }, rule)).toEqual({ ok: false, reason: 'type' });
    expect(checkFile({ name: 'a.pdf', size: 0x9600000 + 1 }, rule)).toMatchObject({
      reason: 'size',
      limitMb: 150,
    });
    expect(checkFile({ name: 'a.pdf', size: 0x9600000 }, rule)).toEqual({ ok: true });
  });

  it('accepts any name when the agent takes every file, still within 150 MB', () => {
    const rule = composerFileRule({ kind: 'all' });
    expect(checkFile({ name: 'Makefile', size: 1 }, rule)).toEqual({ ok: true });
    expect(checkFile({ name: 'a.bin', size: 0x9600001 }, rule)).toMatchObject({ reason: 'size' });
  });

  it('restricts the file input to listed extensions only', () => {
    expect(acceptOf({ kind: 'some', extensions: ['.pdf', '.txt'] })).toBe('.pdf,.txt');
    expect(acceptOf({ kind: 'all' })).toBeUndefined();
  });
});
