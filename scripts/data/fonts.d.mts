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

/** A whole @fontsource face of one script (its `<subset>` file) and one weight. */
export interface ScriptFace {
  family: string
  slug: string
  subset: string
  weight: number
}
export const SCRIPT_CSS: string
export const SCRIPT_FACES: ScriptFace[]
export function scriptFaceModule(face: ScriptFace): string
export function mappedCodePoints(woff2: Uint8Array): Promise<number[]>
export function scriptFacesCss(): Promise<string>
export function writeScriptFaces(options?: { outDir?: string }): Promise<void>
