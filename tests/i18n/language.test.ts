import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/api-error';
import { en } from '../../src/i18n/en';
import { errorText } from '../../src/i18n/error-texts';
import { catalogueOf, languageTag } from '../../src/i18n/language';
import { format, type TextKey, texts } from '../../src/i18n/texts';

const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;
const placeholders = (text: string) => [...text.matchAll(/\{\d\}/g)].map((match) => match[0]).sort();

describe('the language of an element (decision 040)', () => {
  it('is chosen by the primary subtag of lang, Chinese otherwise', () => {
    expect(['en', 'EN', 'en-GB', 'en_US', ' en-us '].map(languageTag)).toEqual([
      'en',
      'en',
      'en',
      'en',
      'en',
    ]);
    expect(['zh', 'zh-CN', 'zh-TW', 'fr', 'eng', '', null, undefined].map(languageTag)).toEqual(
      Array(8).fill('zh-CN'),
    );
  });

  it('puts the page’s own texts over the language’s, ignoring unknown keys and non-texts', () => {
    const own = catalogueOf('en', { send: 'Go', notAKey: 'x', stop: 5 } as never);
    expect([own.send, own.stop, own.copy]).toEqual(['Go', en.stop, en.copy]);
    expect('notAKey' in own).toBe(false);
    expect(catalogueOf('zh-CN', { send: '走' }).send).toBe('走');
    expect(catalogueOf('en')).toBe(en);
    expect(catalogueOf('zh-CN', null)).toBe(texts);
  });

  it('fills values into a text at their places', () => {
    expect(format(en.fileTooLarge, '12.5 MB', 10)).toBe(
      'The file is 12.5 MB, over the 10 MB limit, and cannot be uploaded',
    );
    expect(format(texts.fileTooLarge, '12.5MB', 10)).toBe('文件大小为12.5MB，超过10MB限制，无法上传');
    expect(format('{1} before {0}', 'a', 'b')).toBe('b before a');
  });

  it('writes error texts in the language it is given', () => {
    expect(errorText(new ApiError('network', 'offline'), en)).toBe(en.networkError);
    expect(errorText(new ApiError('network', 'offline'))).toBe('网络异常，请检查网络后重试');
    expect(errorText('strange', en)).toBe('Unknown error');
  });
});

describe('the English catalogue', () => {
  const keys = Object.keys(texts) as TextKey[];

  it('has every key of the Chinese one and no other', () => {
    expect(Object.keys(en).sort()).toEqual([...keys].sort());
  });

  it('has a text for every key, without Chinese characters, with the same values to fill in', () => {
    for (const key of keys) {
      expect(en[key].trim(), key).not.toBe('');
      expect(CJK.test(en[key]), `${key}: ${en[key]}`).toBe(false);
      expect(placeholders(en[key]), key).toEqual(placeholders(texts[key]));
    }
  });

  it('is written in the order of the Chinese keys: each line’s comment names the key at its place', () => {
    const source = readFileSync(new URL('../../src/i18n/en.ts', import.meta.url), 'utf8');
    const named = [...source.matchAll(/^ {2}(['"]).*\1, \/\/ (\w+)$/gm)].map((match) => match[2]);
    expect(named).toEqual(keys);
  });

  it('names seven weekdays, as the Chinese one does', () => {
    expect(en.weekdayNames.split(',')).toHaveLength(7);
    expect(texts.weekdayNames.split(',')).toEqual(['一', '二', '三', '四', '五', '六', '日']);
  });
});
