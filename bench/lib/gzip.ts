import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

/** Gzip size in bytes of the given files concatenated one by one (each compressed as served). */
export function gzipBytes(files: readonly string[]): number {
  return files.reduce((sum, f) => sum + gzipSync(readFileSync(f), { level: 9 }).length, 0)
}

/** Bytes → KB (1024) with one decimal. */
export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10
