// Each benchmark file records its figures here; bench/report.mjs turns them
// into bench/results.json and docs/benchmarks.md.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'results')

/** One measured figure, compared with its goal where it has one. */
export interface Figure {
  /** Stable key, e.g. 'embed.oneMode.gzip'. */
  id: string
  /** What is measured, as the table shows it. */
  figure: string
  /** The goal in words, e.g. '≤ 40 KB', or 'reported'. */
  goal: string
  /** The measured value, in `unit`. */
  value: number
  unit: 'KB' | 'ms' | 's' | 'min' | 'per s' | 'MB' | 'score' | 'count' | 'ratio'
  /** Whether the goal is met; null when the figure is only reported. */
  met: boolean | null
  /** By how much a missed goal is missed, e.g. 'by 21.9 KB'. */
  miss?: string
  /** How it was measured. */
  how: string
  /** Any extra measured detail (p50, p99, samples …). */
  detail?: Record<string, number | string>
}

/** Writes the figures of one benchmark. */
export function record(name: string, figures: Figure[]) {
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(figures, null, 2)}\n`)
}

/** Median of numbers (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

/** The p-th percentile (0–100), nearest-rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[rank] as number
}

/** Rounds to one decimal, for KB and ms in the table. */
export const round1 = (n: number) => Math.round(n * 10) / 10
