import { describe, expect, it } from 'vitest';
import type { UserMessage } from '../../src/model/message';
import {
  fileExtension,
  fileKind,
  formatFileSize,
  isReferenceFile,
  isVisibleUserMessage,
} from '../../src/model/message-file';

describe('file kind', () => {
  it('treats the screens doc type `image`, image MIME types and image extensions as images', () => {
    expect(fileKind({ name: 'a', type: 'image' })).toBe('image');
    expect(fileKind({ name: 'a.bin', type: 'image/png' })).toBe('image');
    expect(fileKind({ name: 'photo.JPG', type: '' })).toBe('image');
    expect(fileKind({ name: 'x', type: 'webp' })).toBe('image');
  });

  it('recognises PDFs by MIME type, type or extension', () => {
    expect(fileKind({ name: 'a', type: 'application/pdf' })).toBe('pdf');
    expect(fileKind({ name: 'a', type: 'pdf' })).toBe('pdf');
    expect(fileKind({ name: 'report.pdf', type: 'reference' })).toBe('pdf');
  });

  it('treats everything else as other', () => {
    expect(fileKind({ name: 'notes.docx', type: 'application/msword' })).toBe('other');
    expect(fileKind({ name: 'archive', type: '' })).toBe('other');
  });

  it('reads the lower-case extension, or none', () => {
    expect(fileExtension('Quarter.Report.XLSX')).toBe('xlsx');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
  });
});

describe('reference file', () => {
  it('tells a file the message refers to (type `reference`, any case) from an uploaded one', () => {
    expect(isReferenceFile({ type: 'reference' })).toBe(true);
    expect(isReferenceFile({ type: ' Reference ' })).toBe(true);
    expect(isReferenceFile({ type: 'application/pdf' })).toBe(false);
    expect(isReferenceFile({ type: 'image' })).toBe(false);
  });
});

describe('file size', () => {
  it('formats bytes, KB, MB and GB', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(532)).toBe('532 B');
    expect(formatFileSize(12_595)).toBe('12 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(4 * 1024 * 1024)).toBe('4 MB');
    expect(formatFileSize(3.25 * 1024 ** 3)).toBe('3.3 GB');
  });

  it('gives nothing for an unknown or invalid size', () => {
    expect(formatFileSize(undefined)).toBe('');
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});

describe('visible user message', () => {
  const base: UserMessage = { role: 'USER', id: 'USER-1', content: '', createTime: 0 };

  it('hides a message with no text, file or quote', () => {
    expect(isVisibleUserMessage(base)).toBe(false);
    expect(isVisibleUserMessage({ ...base, content: '  \n' })).toBe(false);
  });

  it('shows a message with text, a file or a quote', () => {
    expect(isVisibleUserMessage({ ...base, content: '你好' })).toBe(true);
    expect(
      isVisibleUserMessage({ ...base, file: { name: 'a.png', type: 'image', url: 'https://x/a.png' } }),
    ).toBe(true);
    expect(isVisibleUserMessage({ ...base, quote: { quoteType: 'TEXT', content: '引用' } })).toBe(true);
  });
});
