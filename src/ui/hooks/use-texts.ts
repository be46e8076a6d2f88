import type { Texts } from '../../i18n/texts';
import { type Language, languageAtom } from '../../state/language';
import { useAtomValue } from './atom-hooks';

/** The element's language (decision 040): its texts and formats; a change renders in the new one. */
export function useLanguage(): Language {
  return useAtomValue(languageAtom);
}

/** The element's texts (its `lang`'s catalogue with the page's `strings` over it). */
export function useTexts(): Texts {
  return useLanguage().texts;
}
