import { atom, type Getter } from 'jotai';
import { catalogueOf, type LanguageTag, languageTag, type Strings } from '../i18n/language';
import type { Texts } from '../i18n/texts';
import { CHINESE_FORMAT, type LocaleFormat, localeFormat } from '../model/locale-format';

/** An element's language (decision 040): its texts, and how it writes times, sizes and lists. */
export interface Language {
  lang: LanguageTag;
  texts: Texts;
  formats: LocaleFormat;
  /** The page's `strings` it was made with, so an unchanged pair keeps the same language. */
  strings: Strings | undefined;
}

function languageOf(lang: LanguageTag, strings?: Strings): Language {
  return {
    lang,
    texts: catalogueOf(lang, strings),
    formats: lang === 'en' ? localeFormat('en') : CHINESE_FORMAT,
    strings,
  };
}

/** The element's language; every store starts in Chinese, the spec's language. */
export const languageAtom = atom(languageOf('zh-CN'));

/**
 * The element's `lang` attribute and `strings` property: the language changes only when either
 * does, so re-reading the attributes does not render every text again.
 */
export const chooseLanguageAtom = atom(
  null,
  (get, set, lang: string | null, strings: Strings | undefined) => {
    const tag = languageTag(lang);
    const current = get(languageAtom);
    if (current.lang !== tag || current.strings !== strings) set(languageAtom, languageOf(tag, strings));
  },
);

/** The texts of the element whose store `get` reads: state code that produces texts takes them here. */
export function textsOf(get: Getter): Texts {
  return get(languageAtom).texts;
}
