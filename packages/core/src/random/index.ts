/** A source of uniform numbers in [0, 1), like Math.random. */
export type Random = () => number

/** A small seeded PRNG (mulberry32): the same seed gives the same sequence. */
export const mulberry32 = (seed: number): Random => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A new 32-bit seed drawn from a random source. */
export const nextSeed = (random: Random): number => Math.floor(random() * 4294967296) >>> 0

/** A random integer in [0, n). */
export const randomInt = (random: Random, n: number): number =>
  Math.min(n - 1, Math.floor(random() * n))

/** A shuffled copy of an array (Fisher–Yates); the input is left untouched. */
export const shuffle = <T>(items: readonly T[], random: Random): T[] => {
  const out = items.slice()
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(random, i + 1)
    const tmp = out[i] as T
    out[i] = out[j] as T
    out[j] = tmp
  }
  return out
}
