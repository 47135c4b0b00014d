/** A measured size in KB gzip, with its budget. */
export interface BudgetedSize {
  value: number
  limit: number
  /** Where a size is measured per item (language, element): the largest item, whose size is `value`. */
  largest?: string
  /** Per item, or other measured detail. */
  detail: Record<string, number>
}
/** The one-mode embed elements (`<kalima-${mode}>`) of a CDN build, from its Vite manifest. */
export function embedModes(outDir: string): string[]
/** The UI dictionary chunks every page of a site build loads (main and site parts), gzip KB by interface language. */
export function dictionarySizes(outDir: string): Record<string, number>
export const root: string
export function gzipBytes(files: readonly string[]): number
export function kb(bytes: number): number
export function staticClosure(
  outDir: string,
  entryKey: string,
  options?: { exclude?: readonly (string | RegExp)[]; dynamic?: boolean },
): string[]
export function measureSizes(): {
  vocabulary: BudgetedSize
  /** The UI dictionary every page loads (its main part), the largest language. */
  dictionary: BudgetedSize
  site: BudgetedSize
  /** The site's first-load files holding the reader's code (none: it loads with its routes). */
  readerInFirstLoad: { value: number; limit: number; detail: { files: string[] } }
  embed: BudgetedSize
  /** The all-in-one loader kalima-embed.js on a page with no element. */
  loader: { value: number; limit: number }
}
/** The reader's per-surah data, per language: the median surah and Al-Baqarah. */
export function measureReaderSizes(): { median: BudgetedSize; baqarah: BudgetedSize }
