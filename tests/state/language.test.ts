import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/api-error';
import { type ChatServices, createChatStore, servicesAtom } from '../../src/state/chat-store';
import type { ChatErrorReport } from '../../src/state/error-report';
import { chooseLanguageAtom, languageAtom } from '../../src/state/language';
import { reportFailure } from '../../src/state/services';

describe("an element's language in its store (decision 040)", () => {
  it('starts in Chinese and changes only when lang or strings do', () => {
    const store = createChatStore();
    const chinese = store.get(languageAtom);
    expect(chinese.lang).toBe('zh-CN');
    store.set(chooseLanguageAtom, 'zh-TW', undefined);
    expect(store.get(languageAtom)).toBe(chinese);
    store.set(chooseLanguageAtom, 'en-GB', undefined);
    const english = store.get(languageAtom);
    expect([english.lang, english.texts.send]).toEqual(['en', 'Send']);
    store.set(chooseLanguageAtom, 'en', undefined);
    expect(store.get(languageAtom)).toBe(english);
    const strings = { send: 'Go' };
    store.set(chooseLanguageAtom, 'en', strings);
    expect(store.get(languageAtom).texts.send).toBe('Go');
  });

  it("reports chat-error messages in the element's language", () => {
    const reports: ChatErrorReport[] = [];
    const store = createChatStore({ reportError: (report) => reports.push(report) });
    const services = store.get(servicesAtom) as ChatServices;
    reportFailure(services, 'message', new ApiError('timeout', 'late'));
    store.set(chooseLanguageAtom, 'en', undefined);
    reportFailure(services, 'message', new ApiError('timeout', 'late'));
    expect(reports.map((report) => report.message)).toEqual([
      '请求超时，请重试',
      'The request timed out. Please try again.',
    ]);
  });
});
