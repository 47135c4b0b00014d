/**
 * Where the vocabulary data comes from, its licence and the attribution it requires: the one
 * list the credit line (`DataCredit` in @kalima/react), the embed's credit, the site's About
 * page and the packages' NOTICE files follow (a test checks NOTICE names every source,
 * licence and attribution). The sources are described in ../shared/data/quran/README.md;
 * what a re-user may do is in docs/data.md.
 */

/** One source of the shipped vocabulary data, as the credit line names it. */
export interface DataSource {
  /** Short id, stable across releases. */
  id: 'quranic-arabic-corpus' | 'tanzil' | 'quran-com' | 'quran-json'
  /** Name as the credit shows it (a proper name: not translated). */
  name: string
  /** Where the source is published. */
  url: string
  /** Its licence as the source README states it; `null` where it states none of its own. */
  licence: string | null
  /** SPDX identifier of the licence Kalima ships the derived data under (`null`: see `licence`). */
  spdx: string | null
}

/** What Kalima takes from a source, and the attribution it requires. */
export interface DataAttribution {
  /** What Kalima takes from it. */
  usedFor: string
  /** The attribution the source requires, word for word as NOTICE gives it. */
  attribution: string
}

/** The sources of the vocabulary data, in the order the credit names them (small: every embed carries it). */
export const DATA_SOURCES: readonly DataSource[] = [
  {
    id: 'quranic-arabic-corpus',
    name: 'Quranic Arabic Corpus',
    url: 'https://corpus.quran.com/',
    licence: 'GNU GPL',
    spdx: 'GPL-3.0-or-later',
  },
  {
    id: 'tanzil',
    name: 'Tanzil',
    url: 'https://tanzil.net/',
    // Not stated apart: the text comes with the corpus, under its licence.
    licence: null,
    spdx: 'GPL-3.0-or-later',
  },
  { id: 'quran-com', name: 'Quran.com', url: 'https://quran.com/', licence: null, spdx: null },
  {
    id: 'quran-json',
    name: 'quran-json',
    url: 'https://www.npmjs.com/package/quran-json',
    // Its package.json says CC-BY-4.0, its LICENSE.txt and README CC BY-SA 4.0: the stricter holds.
    licence: 'CC BY-SA 4.0',
    spdx: 'CC-BY-SA-4.0',
  },
]

/**
 * What each source gives and the attribution it requires (the About page, NOTICE): apart from
 * {@link DATA_SOURCES}, so that the credit line every element carries stays small.
 */
export const DATA_ATTRIBUTIONS: Readonly<Record<DataSource['id'], DataAttribution>> = {
  'quranic-arabic-corpus': {
    usedFor:
      'lemmas, frequencies, parts of speech, roots and word positions (version 0.4, as converted to Text-Fabric by Dirk Roorda and Cornelis van Lit)',
    attribution:
      'Quranic Arabic Corpus 0.4, Kais Dukes, corpus.quran.com (GNU GPL); Text-Fabric conversion by Dirk Roorda and Cornelis van Lit.',
  },
  tanzil: {
    usedFor: 'the Arabic text of words and verses (Tanzil Uthmani 1.0.2)',
    attribution: 'Arabic text: Tanzil Quran Text (Uthmani 1.0.2), tanzil.net.',
  },
  'quran-com': {
    usedFor:
      'word-by-word glosses in en, bn, id, ur, tr, zh: the first draft of the meanings, which Kalima contributors then curated',
    attribution:
      'Word-by-word translations published by Quran.com, as redistributed in the word-by-word-quran-translation dataset.',
  },
  'quran-json': {
    usedFor: 'verse translations in bn, en, es, id, tr, ur, zh, Arabic verse text, surah names',
    attribution:
      'Verse texts and translations: quran-json 3.1.2 by Risan Bagja Pradana (CC BY-SA 4.0, https://creativecommons.org/licenses/by-sa/4.0/); footnote marks removed.',
  },
}
