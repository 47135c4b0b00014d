// @kalima/core/testing — for tests of code built on core (@kalima/react's tests,
// KalimaTestProvider and stories): a clock fixed at a time, a journal in memory, and the
// storage's keys, to read what a store wrote. (Memory storage is the root's
// createMemoryStorage: it serves server rendering too.)

export { fixedClock } from '../ports/clock'
export { createMemoryJournal } from '../ports/journal'
export { STORAGE_KEYS } from '../ports/storage'
