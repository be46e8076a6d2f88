import { createContext } from 'react';
import { type Texts, texts } from '../i18n/texts';

/** Decision 040: the element's texts for the names answers give tables and code (Chinese by default). */
export const ContentTexts = createContext<Texts>(texts);
