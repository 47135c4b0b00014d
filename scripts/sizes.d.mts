/** A measured size in KB gzip, with its budget. */
export interface BudgetedSize {
  value: number
  limit: number
  detail: Record<string, number>
}
export const root: string
export function gzipBytes(files: readonly string[]): number
export function kb(bytes: number): number
export function staticClosure(
  outDir: string,
  entryKey: string,
  options?: { exclude?: readonly string[] },
): string[]
export function measureSizes(): {
  vocabulary: BudgetedSize
  site: BudgetedSize
  embed: BudgetedSize
}
