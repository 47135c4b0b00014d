// English UI strings, the part every page and widget loads (its own chunk, loaded like every
// language's; the reader, account, settings, assistant, site and pages parts are en.<part>.ts, loaded
// with what uses them): the reference dictionary that every other language translates and
// falls back to. Texts of original-app.md §8 come from core's message catalogue, word for word. A new id here must be added to every language
// file (bn.ts, id.ts, …): `npm run i18n:check` lists what is missing.
import { MESSAGES } from '@kalima/core'
import type { enAccount } from './en.account'
import type { enAssistant } from './en.assistant'
import type { enHome } from './en.home'
import type { enPages } from './en.pages'
import type { enReader } from './en.reader'
import type { enSettings } from './en.settings'
import type { enSite } from './en.site'

export const en = {
  // common
  'common.loading': 'Loading…',
  'common.close': 'Close',
  'common.cancel': 'Cancel',
  'common.confirm': 'Confirm',
  'common.previous': 'Previous',
  'common.next': 'Next',
  'common.counter': '{n}/{total}',
  'common.share': 'Share',
  'common.play': 'Play pronunciation',
  'common.repetition': 'In the Quran',
  'common.transliteration': 'Transliteration',
  'common.noArabicVoice':
    'Your browser has no Arabic voice, so words cannot be spoken. Install an Arabic (ar-SA) voice in your system settings.',
  'common.contentComingSoon': MESSAGES.contentComingSoon,
  'common.emptyDeck': 'This deck has no words.',
  'common.correct': MESSAGES.correct,
  'common.tryAgain': MESSAGES.tryAgain,
  'common.goHome': 'Go Home',
  'common.goToHome': 'Go to Home',
  'common.nextCategory': 'Next Category',
  'common.time': 'Time',
  'common.totalCorrect': 'Total Correct',
  'common.congratulations': 'Congratulations',
  'common.progress': 'Progress',
  // modes
  'mode.words': 'Words',
  'mode.flashcards': 'Cards',
  'mode.learn': 'Learn',
  'mode.test': 'Test',
  'mode.match': 'Match',
  'mode.review': 'Review',
  'mode.today': 'Today',
  'mode.practice': 'Practice',
  'practice.complete': 'Well done: every word answered right.',
  'practice.again': 'Practise again',
  'today.title': "Today's session",
  'today.start': "Start today's session",
  'today.continueSession': "Continue today's session",
  'today.reviewsDue': '{n} review due|{n} reviews due',
  'today.newWords': '{n} new word|{n} new words',
  'today.doneToday': '{n} done today',
  'today.allDone': 'All done for now. Come back later for your next reviews.',
  'today.more': 'Learn {n} more new word|Learn {n} more new words',
  'today.moreTomorrow': '+{n} review tomorrow|+{n} reviews tomorrow',
  'today.moreFull':
    'Tomorrow already holds {n} review, your daily goal: no more new words today.|Tomorrow already holds {n} reviews, your daily goal: no more new words today.',
  'today.ring': "Today's words: {done} of {total}",
  'today.kind.recognise': 'What does this word mean?',
  'today.kind.reverse': 'Which word means this?',
  'today.kind.listen': 'Listen. What does this word mean?',
  'today.kind.type': 'Type its meaning',
  'today.kind.listenType': 'Listen. Type what this word means',
  'today.kind.forms': 'This is a form of a word. What does it mean?',
  'today.kind.fill': 'Which word fills the gap in the verse?',
  'today.kind.recall': 'Recall its meaning, then show it',
  'today.sound': 'That is how it sounds, not what it means. Type its meaning.',
  'today.gap': 'missing word',
  'today.typeLabel': 'Your answer',
  'today.check': 'Check',
  'today.continue': 'Continue',
  'today.nearMiss': 'Almost right: {answer}',
  'today.comesBack': 'This word comes back in a moment.',
  'today.study.title': 'New word',
  'today.study.next': 'Got it',
  'today.complete': "Today's session is done.",
  'today.figures':
    '{n} word: {firstTry} right the first time, mistakes: {mistakes}|{n} words: {firstTry} right the first time, mistakes: {mistakes}',
  'today.freezeHint': 'Meet your daily goal to earn a freeze: it covers a day you miss.',
  'today.freezes': '{n} freeze held|{n} freezes held',
  'today.streak': '{n} day in a row|{n} days in a row',
  'modeNav.label': 'Study modes',
  'studyBar.changeMode': 'change mode',
  // banner
  'banner.title': '{title} - {mode}',
  'banner.lesson': 'Lesson {n}',
  'banner.surah': 'Surah {n}',
  'banner.words': '{count} words',
  // deck titles (lessons by level and part), the usual names of the decks' surahs 89–114
  // (1–88 are in the reader's part) and parts of speech
  'deck.lessonTitle.base': 'Base Words {part}',
  'deck.lessonTitle.common': 'Common Words {part}',
  'deck.lessonTitle.advanced': 'Advanced Words {part}',
  // a lesson's part within its level, after its title: Roman numerals, or the language's digits
  'deck.part.1': 'I',
  'deck.part.2': 'II',
  'deck.part.3': 'III',
  'deck.part.4': 'IV',
  'surah.89': 'Al-Fajr',
  'surah.90': 'Al-Balad',
  'surah.91': 'Ash-Shams',
  'surah.92': 'Al-Layl',
  'surah.93': 'Ad-Duhaa',
  'surah.94': 'Ash-Sharh',
  'surah.95': 'At-Tin',
  'surah.96': "Al-'Alaq",
  'surah.97': 'Al-Qadr',
  'surah.98': 'Al-Bayyinah',
  'surah.99': 'Az-Zalzalah',
  'surah.100': "Al-'Adiyat",
  'surah.101': "Al-Qari'ah",
  'surah.102': 'At-Takathur',
  'surah.103': "Al-'Asr",
  'surah.104': 'Al-Humazah',
  'surah.105': 'Al-Fil',
  'surah.106': 'Quraysh',
  'surah.107': "Al-Ma'un",
  'surah.108': 'Al-Kawthar',
  'surah.109': 'Al-Kafirun',
  'surah.110': 'An-Nasr',
  'surah.111': 'Al-Masad',
  'surah.112': 'Al-Ikhlas',
  'surah.113': 'Al-Falaq',
  'surah.114': 'An-Nas',
  'pos.Noun': 'Noun',
  'pos.Verb': 'Verb',
  'pos.Adjective': 'Adjective',
  'pos.Proper noun': 'Proper noun',
  'pos.Personal pronoun': 'Personal pronoun',
  'pos.Relative pronoun': 'Relative pronoun',
  'pos.Demonstrative pronoun': 'Demonstrative pronoun',
  'pos.Time adverb': 'Time adverb',
  'pos.Location adverb': 'Location adverb',
  'pos.Preposition': 'Preposition',
  'pos.Coordinating conjunction': 'Coordinating conjunction',
  'pos.Subordinating conjunction': 'Subordinating conjunction',
  'pos.Interrogative particle': 'Interrogative particle',
  'pos.Accusative particle': 'Accusative particle',
  'pos.Negative particle': 'Negative particle',
  'pos.Conditional particle': 'Conditional particle',
  'pos.Explanation particle': 'Explanation particle',
  'pos.Restriction particle': 'Restriction particle',
  'pos.Certainty particle': 'Certainty particle',
  'pos.Retraction particle': 'Retraction particle',
  'pos.Exhortation particle': 'Exhortation particle',
  'pos.Amendment particle': 'Amendment particle',
  'pos.Future particle': 'Future particle',
  'pos.Inceptive particle': 'Inceptive particle',
  'pos.Aversion particle': 'Aversion particle',
  'pos.Surprise particle': 'Surprise particle',
  'pos.Answer particle': 'Answer particle',
  'pos.Quranic initials': 'Quranic initials',
  // flashcards
  'flashcards.front': 'Arabic word, press to show the meaning',
  'flashcards.back': 'Meaning, press to show the Arabic word',
  'flashcards.hint': 'Space or Enter flips the card, ← and → move.',
  'flashcards.knew': 'I knew it',
  'flashcards.notYet': 'Not yet',
  'flashcards.gradeKeys': 'Grade the card with 1 (Not yet) or 2 (I knew it).',
  'flashcards.summaryTitle': 'Every card graded',
  'flashcards.allKnown': 'You knew every card!',
  'flashcards.notYetWords': 'Words to study again',
  'flashcards.studyAgain': 'Study these again',
  'flashcards.startOver': 'Start over',
  // learn
  'learn.correctCounter': 'Correct {n}/{total}',
  'learn.showAnswer': 'Show Answer',
  'learn.question': 'What does this word mean?',
  'learn.completeTitle': 'Congratulations!',
  'learn.completeText': "You've learned the word!|You've learned all {n} words!",
  'learn.totalWrong': 'Total Wrong Attempts',
  'learn.tryAgain': 'Try Again',
  'learn.options': 'Answer options',
  // test
  'test.timer': 'Time {time}',
  'test.completeText':
    "You've answered the word correctly!|You've completed all {n} words correctly!",
  'test.tryAgain': 'Try Again',
  'test.circles': 'Questions',
  'test.circle': 'Question {n}: {state}',
  'test.circle.pending': 'not answered',
  'test.circle.correct': 'correct',
  'test.circle.wrong': 'wrong',
  'test.firstTry': 'Right the first time',
  'test.firstTryValue': '{n} of {total}',
  'test.mistakes': 'Mistakes',
  'test.missed': 'Words you missed',
  'test.reviewMissed': 'Review this word|Review these {n} words',
  'test.passedText': 'You passed! You got {n} of {total} right the first time.',
  'test.notPassedTitle': 'Not there yet',
  'test.notPassedText':
    'You got {n} of {total} right the first time. The pass mark is {pass} of {total} ({percent}%).',
  'test.backToTest': 'Back to the test',
  // match
  'match.stage': 'Stage {n}/{total}',
  'match.nextStage': 'Next Stage',
  'match.completeCategory': 'Complete Category',
  'match.completeTitle': 'Category Completed!',
  'match.completeText': "You've successfully completed all stages!",
  'match.totalMoves': 'Total Moves',
  'match.moves': 'Moves {n}',
  'match.startAgain': 'Start Again',
  'match.grid': 'Match the Arabic words with their meanings',
  'match.matched': 'matched',
  'match.stageDone': 'Stage complete!',
  // words
  'words.verseRef': 'Surah {surah}, verse {ayah}',
  'words.verseRange': 'Translation of verses {range} together',
  'words.formInSurah': 'In this surah:',
  // review
  'review.title': 'Review',
  'review.nothingDue': 'Nothing to review right now. Study a deck and come back later.',
  'review.showMeaning': 'Show Meaning',
  'review.again': 'Again',
  'review.hard': 'Hard',
  'review.good': 'Good',
  'review.easy': 'Easy',
  'review.completeTitle': 'Review complete',
  'review.completeText': 'You reviewed {n} word.|You reviewed {n} words.',
  'review.remaining': '{count} left',
  // decks
  'deck.mastered': '{mastered} of {total} words mastered',
  'deck.practiceNow': 'Practice Now',
  'deck.lessonsLabel': 'Lessons',
  'deck.surahsLabel': 'Surahs',
  'deck.pronouns': 'Pronouns and suffixes',
  'deck.reading': 'Surah {n}: words to learn',
  'deck.readingKnown': 'You know every word of this surah that Kalima teaches.',
  'deck.due': '{count} due for review',
  // settings
  'settings.title': 'Settings',
  'settings.language': 'Meaning language',
  // language
  'language.label': 'Language',
  'language.comingSoon': 'Coming Soon',
  'auth.signIn': 'Sign In',
  // share
  'share.title': 'Share this word',
  'share.gradient': 'Background {n}',
  'share.gradients': 'Background',
  'share.copyImage': 'Copy Image',
  'share.download': 'Download Image',
  'share.shareFile': 'Share…',
  'share.copied': MESSAGES.imageCopied,
  'share.copyFailed': 'Could not copy the image. Download it instead.',
  'share.instagramUnsupported': MESSAGES.instagramUnsupported,
  'share.text': 'Learn the Quranic word {arabic} ({meaning}) with Kalima',
  'share.preview': 'Image of the word {arabic}',
  // progress model and home (one set of counts everywhere)
  'progress.termsTitle': 'What do mastered, learning and due mean?',
  'progress.termMastered':
    'Mastered: you know it well enough to recall it three weeks after its last review. Once its review is due it is learning again, until you review it.',
  'progress.termLearning': 'Learning: answered at least once, not yet mastered.',
  'progress.termDue':
    'Due: an answered word whose time to review has come. Opening a card is not an answer.',
  'progress.termToday': 'Daily target: new words, first met today, that you have answered.',
  'deck.learning': '{count} learning',
  'review.sessionOfDue': 'This session: {count} of the {due} words due',
  'review.nothingStudied':
    'Nothing answered yet: words come to Review once you have answered them in Learn, Test or Match.',
  'review.startLesson': 'Start lesson 1',
  // data credit (DataCredit)
  'credit.data': 'Word data:',
  'reader.loadFailed': 'This surah could not be loaded. Check your connection and try again.',
} as const

/** The parts of a dictionary: every page loads `main`; each other part loads with what uses it. */
interface PartMessages {
  main: typeof en
  reader: typeof enReader
  account: typeof enAccount
  settings: typeof enSettings
  assistant: typeof enAssistant
  site: typeof enSite
  home: typeof enHome
  pages: typeof enPages
}
/**
 * A part of the UI dictionaries: `main` (every page and widget), `reader` (the reader and its
 * word panel), `account` (sign-in, password reset, unsubscribe, contact and feedback forms,
 * the server's e-mails), `settings` (the settings panel), `assistant` (the study assistant),
 * `site` (the hosted site's own texts: header, footer, its pages; no widget shows them), `home`
 * (the home page's hero, figures, tabs and ways to study: loaded with the home page only),
 * `pages` (the site's content pages: About, Blog, Privacy, Terms, Team, Embed a deck; loaded
 * with such a page only). Each language has a file per part.
 */
export type DictionaryPart = keyof PartMessages
/** The texts of one part of a dictionary: a text for each message id of English's part. */
export type Messages<P extends DictionaryPart> = Record<keyof PartMessages[P], string>
/** A UI message id (core has its own `MessageId`: the original catalogue of server and app messages). */
export type UiMessageId = { [P in DictionaryPart]: keyof PartMessages[P] }[DictionaryPart]
/** A complete dictionary of one UI language: a text for every message id of English. */
export type Dictionary = Record<UiMessageId, string>
