import type { Speech } from '@kalima/core'

/** A Speech port that can tell whether an Arabic voice exists (core's Speech does, optionally). */
export type VoiceAwareSpeech = Speech
