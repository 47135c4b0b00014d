// What <kalima-reader> fetches with its widget: the loader of its meaning language's surah
// texts (core's prefetchReaderTexts), so its verses wait for one request less. A chunk of its
// own, fetched by the reader's scripts only (elements/reader.ts, kalima-embed.ts).
import { prefetchReaderTexts } from '@kalima/core/reader'
import { elementLanguages } from './element-languages'

/** Starts fetching the texts loader of the reader `element`'s meaning language (`lang`). */
export const prefetchReaderTextsOf = (element: Element): void =>
  prefetchReaderTexts(elementLanguages((name) => element.getAttribute(name)).lang)
