// English UI strings of the settings panel (its fields, reminders, progress reset): the dictionary's
// 'settings' part, loaded with what uses it (en.ts is the part every page loads).
// A new id here must be added to every language's <lang>.settings.ts: `npm run i18n:check`.
import { MESSAGES } from '@kalima/core'

export const enSettings = {
  'settings.display': 'Display',
  'settings.showRepetition': 'Show how often a word occurs in the Quran',
  'settings.arabicFontSize': 'Arabic font size',
  'settings.meaningFontSize': 'Meaning font size',
  'settings.arabicColor': 'Arabic colour',
  'settings.meaningColor': 'Meaning colour',
  'settings.showTransliteration': 'Show transliteration',
  'settings.showTransliterationToggle': 'Show transliteration toggle',
  'settings.transliterationColor': 'Transliteration colour',
  'settings.timerPosition': 'Timer position',
  'settings.timerPosition.top-right': 'Top right',
  'settings.timerPosition.top-left': 'Top left',
  'settings.timerPosition.bottom-right': 'Bottom right',
  'settings.timerPosition.bottom-left': 'Bottom left',
  'settings.messagesDuration': 'Message duration',
  'settings.arabicFontFamily': 'Arabic font',
  'settings.arabicFontFamily.naskh': 'Noto Naskh Arabic',
  'settings.arabicFontFamily.kufi': 'Noto Kufi Arabic',
  'settings.arabicFontFamily.thuluth': 'Aref Ruqaa',
  'settings.arabicFontFamily.default': 'Amiri Quran',
  'settings.meaningFontFamily': 'Meaning font',
  'settings.meaningFontFamily.solaimanlipi': 'Hind Siliguri',
  'settings.meaningFontFamily.kalpurush': 'Noto Serif Bengali',
  'settings.meaningFontFamily.default': 'Noto Sans Bengali',
  'settings.soundEffects': 'Sound effects',
  'settings.animationsEnabled': 'Animations',
  'settings.darkMode': 'Dark mode',
  'settings.px': '{n} px',
  'settings.plan': 'Daily plan',
  'settings.newWordsPerDay': 'New words a day',
  'settings.reviewsPerDay': 'Reviews a day, at most',
  'settings.desiredRetention': 'How well to remember',
  'settings.desiredRetentionHint':
    'The chance of still knowing a word when it comes back for review. Higher means more reviews.',
  'settings.percent': '{n}%',
  'settings.newWordsFrom': 'New words from',
  'settings.newWordsFrom.lessons': 'The lessons, in order',
  'settings.showStreak': 'Show my days in a row',
  'settings.count': '{n}',
  'settings.ms': '{n} ms',
  'settings.backupHint':
    'Your progress is kept in this browser. Save a copy in a file to keep it safe or to move it to another device. Restoring a copy adds its answers to yours and never removes any.',
  'settings.backupSave': 'Save a copy of my progress',
  'settings.backupSaved': 'Copy saved as {file}.',
  'settings.restore': 'Restore from a copy',
  'settings.restored':
    'Copy of {date} restored: {n} answer added.|Copy of {date} restored: {n} answers added.',
  'settings.restoredWords': '{n} word is new here.|{n} words are new here.',
  'settings.restoredNothing': 'Copy of {date} restored: everything in it was already here.',
  'settings.restoreNotCopy': 'This file is not a copy of Kalima progress. Nothing was changed.',
  'settings.restoreNewer':
    'This copy was saved by a newer version of Kalima. Reload the page and try again. Nothing was changed.',
  'settings.restoreInvalid': 'This copy is damaged and cannot be restored. Nothing was changed.',
  'settings.restoreWouldRemove':
    'This copy holds a reset made after an answer given here: restoring it would remove {n} answer. Nothing was changed. To use the copy instead, reset all progress here first.|This copy holds a reset made after answers given here: restoring it would remove {n} answers. Nothing was changed. To use the copy instead, reset all progress here first.',
  'settings.storageKept':
    'This browser keeps your progress even when the device runs low on space.',
  'settings.storageAtRisk':
    'This browser may clear your progress if the device runs low on space. Save a copy from time to time, or sign in to keep it on every device.',
  'settings.notSaved': 'Your progress is not being saved.',
  'settings.backupSaveShort': 'Save a copy',
  'settings.why': 'Why?',
  'settings.saveFailing':
    'This browser is not saving your progress: its storage is unavailable or full. Your answers are kept while this page stays open. Save a copy of them, and restore it later from Settings.',
  'settings.saveFailingEmbedded':
    'This browser is not saving your progress on this page: its storage is unavailable or full. Your answers are kept while the page stays open. Save a copy of them, and restore it later in the Kalima app, from Settings.',
  'settings.resetSettings': 'Restore default settings',
  'settings.progress': 'Progress',
  'settings.resetProgress': 'Reset all progress',
  'settings.resetDeck': 'Reset progress of {deck}',
  'settings.resetConfirm': MESSAGES.resetProgressConfirm,
  'settings.resetDeckConfirm': 'Reset the progress of {deck}? This cannot be undone.',
  'settings.resetDone': 'Progress reset.',
  'settings.uiLanguage': 'Interface language',
  'settings.uiLanguage.auto': 'Same as the meanings',
  'settings.reminders': 'Reminders',
  'settings.reminderEmail': 'E-mail me on days with reviews due',
  'settings.reminderHint':
    'At most one e-mail a day, at the hour you choose in your time zone, and only on days when reviews are due. Every e-mail has a link to stop them.',
  'settings.reminderHour': 'Reminder time',
  'settings.timeZone': 'Time zone',
} as const
