// The pure progress rules the server shares with the app: validation and merge, nothing
// else. scripts/build-pb-rules.mjs bundles this file into
// pocketbase/pb_hooks/lib/progress-rules.cjs for PocketBase's JS hooks, so client and
// server accept and merge records alike. Keep its imports free of anything but ./counters,
// ./delta, ./epochs, ./merge, ./rows, ./test-score, ./types, ./validate and ../constants (no
// npm packages, no platform APIs).
export { MAX_DEVICES, sumCounts } from './counters'
export { mergeDelta } from './delta'
export { highestEpoch, logReset, MAX_RESET_LOG, moveEpoch, placeReset } from './epochs'
export { merge } from './merge'
export {
  PROGRESS_META_ROW,
  PROGRESS_ROW_PREFIXES,
  PRONOUNS_DECK_ID,
  READING_DECK_IDS,
  STORED_ACTIVITY_YEARS,
} from './rows'
export { firstTryRange, isPossibleFirstTry } from './test-score'
export { PROGRESS_VERSION } from './types'
export {
  clampEventTimes,
  describeIssues,
  PROGRESS_LIMITS,
  validateProgress,
} from './validate'
