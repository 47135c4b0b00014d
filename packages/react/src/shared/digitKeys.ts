import type { KeyboardEvent } from 'react'
import { fromTextField } from './dom'

/** A key handler: digits 1–n pick an option. */
export const digitKeys =
  (count: number, pick: (index: number) => void) =>
  (e: KeyboardEvent): void => {
    if (fromTextField(e.target) || e.altKey || e.ctrlKey || e.metaKey) return
    const n = Number(e.key)
    if (Number.isInteger(n) && n >= 1 && n <= count) {
      e.preventDefault()
      pick(n - 1)
    }
  }
