// Types of fonts.mjs (the Arabic faces cut to the letters of the Quran data).

export interface QuranFace {
  family: string
  slug: string
  weight: number
}
export const DATA_DIR: string
export const FONTS_DIR: string
export const QURAN_CSS: string
export const QURAN_FACES: QuranFace[]
export function quranCodePoints(dir?: string): number[]
export function unicodeRange(points: number[]): string
export function faceFile(face: QuranFace): string
export function quranCss(points: number[]): string
export function writeQuranFonts(options?: {
  dataDir?: string
  outDir?: string
}): Promise<Record<string, { whole: number; cut: number }>>
