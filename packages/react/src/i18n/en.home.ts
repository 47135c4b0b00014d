// English texts of the home page (its hero, figures, tabs and ways to study): the dictionary's
// 'home' part, loaded with the home page only (the site prepares it before the home page's
// first render), never by a widget or an embedded element. The reference every
// <lang>.home.ts translates. A new id here must be added to every language's <lang>.home.ts:
// `npm run i18n:check`.

export const enHome = {
  'home.start': 'Start with lesson 1',
  'home.startHint':
    'Each word is shown with its meaning and a verse where it occurs. Listen to it, then press Next.',
  'home.continue': 'Continue: {deck} · {mode}',
  'home.continueHint': 'Where you left off last time.',
  'home.ways': 'Or study another way',
  'home.way.words': 'Meet the words one by one, with their sound and a verse.',
  'home.way.flashcards': 'Turn each card and say how well you knew the word.',
  'home.way.learn': 'Choose each word’s meaning until you know them all.',
  'home.way.test': 'Check yourself: one try per word, and your score.',
  'home.way.match': 'Pair the words with their meanings against the clock.',
  'home.way.review': 'Go over the words that are due, so they stay.',
  'home.title': 'Learn the words of the Quran with Kalima',
  'home.lead':
    '{words} words make up {percent}% of the Quran’s {total} words. Learn them in {lessons} lessons, with meanings in {languages} languages.',
  'home.leadPronouns': 'With the pronouns and suffixes, they cover {percent}%.',
  'home.figures': 'Kalima in figures',
  'home.figureWords': 'words',
  'home.figureCoverage': 'of the Quran',
  'home.figureLessons': 'lessons',
  'home.percent': '{percent}%',
  'home.openAssistant': 'Open the study assistant',
  'home.tabs': 'Study material',
  'home.tab.words': 'Quranic Words',
  'home.tab.grammar': 'Grammar',
  'home.tab.dua': 'Dua',
  'home.tab.surahs': 'Surahs',
  'home.tab.tajweed': 'Tajweed',
}
