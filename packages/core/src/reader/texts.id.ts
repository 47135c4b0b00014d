// The reader's texts in this one language, each surah's its own file: this module's import
// table names its 114 files only, fetched once a reader shows this language (reader.ts).

/** A surah's texts file in this language (the raw JSON module). */
export const loadText = (surah: number): Promise<{ default: unknown }> =>
  import(`../vocabulary/data/reader/${surah}.id.text.reader.json`)
