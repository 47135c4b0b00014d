// Core's resolver of the original app's word keys, in a chunk of its own: kalima.ts loads it
// only when a browser holds the original app's progress (it needs the vocabulary).
export { resolveLegacyWord } from '@kalima/core/progress'
