// A module of its own: the completion dialogs of Learn, Match and Test show the time, and a
// module is bundled whole into every chunk that uses any of it (in test.ts, the Test machine
// came with every element that shows a completion).

/** Formats seconds as m:ss, as the Test and Match timers show them. */
export const formatTimer = (seconds: number): string => {
  const s = Math.max(0, Math.floor(seconds))
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}
