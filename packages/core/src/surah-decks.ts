// The surah decks, named once: the surahs from 89 to 114 each have a deck (the short surahs
// a learner recites most). The data build (scripts/data), the settings' choices of where new
// words come from, the decks and the UI dictionaries' parts all read this range; the JSON is
// read by the data build's plain Node scripts too.
import range from './surah-decks.json' with { type: 'json' }

/** The surah decks' numbers: from 89 to 114 (the home screen shows them from 114 down). */
export const SURAH_DECK_RANGE: Readonly<{ min: number; max: number }> = Object.freeze({
  min: range.min,
  max: range.max,
})
