import { en } from './en';
import { type TextKey, type Texts, texts } from './texts';

/** The languages the widget speaks (decision 040). */
export type LanguageTag = 'zh-CN' | 'en';

/** A page's own texts for any keys of the active language (the `strings` property). */
export type Strings = Partial<Record<TextKey, string>>;

/** `lang` by its primary subtag: en, en-GB → English; zh, zh-TW, anything else or none → Chinese. */
export function languageTag(lang: string | null | undefined): LanguageTag {
  return lang?.trim().split(/[-_]/)[0]?.toLowerCase() === 'en' ? 'en' : 'zh-CN';
}

/** A language's catalogue with a page's own texts over it; keys it does not know and non-texts are ignored. */
export function catalogueOf(tag: LanguageTag, strings?: Strings | null): Texts {
  const base: Texts = tag === 'en' ? en : texts;
  if (!strings || typeof strings !== 'object') return base;
  const own = Object.entries(strings).filter(([key, value]) => key in base && typeof value === 'string');
  return own.length ? { ...base, ...Object.fromEntries(own) } : base;
}
