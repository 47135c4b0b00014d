// English UI strings of the study assistant (the StudyAssistant widget, /ai-dashboard):
// the dictionary's 'assistant' part, loaded with what uses it (en.ts is the part every page loads).
// A new id here must be added to every language's <lang>.assistant.ts: `npm run i18n:check`.

export const enAssistant = {
  // study assistant
  'assistant.title': 'Study Assistant',
  'assistant.noData': 'No study history yet. Answer a few words and your figures will appear here.',
  'assistant.bestTime': 'Best study time',
  'assistant.streak': 'Day streak',
  'assistant.streakDays': '{n} day|{n} days',
  'assistant.focus': 'Focus category',
  'assistant.dailyTarget': 'Daily target',
  'assistant.dailyTargetValue': 'New words today: {done} of {target}',
  'assistant.reviewsDue': 'Reviews due',
  'assistant.accuracy': 'Accuracy',
  'assistant.achievements': 'Achievements',
  'assistant.mastery': 'Category mastery',
  'assistant.activity': 'Activity, last 12 weeks',
  'assistant.activityDay': '{date}: {n} answer|{date}: {n} answers',
  'assistant.recommendations': 'Recommendations',
  'assistant.leeches': 'Words that keep slipping',
  'assistant.leechTip':
    'You have forgotten these words several times after learning them. Try a new way in: say each one aloud in its verse or picture its meaning, then study them in Cards.',
  'assistant.none': '—',
  'assistant.achievementsValue': '{unlocked} of {total}',
  'assistant.less': 'Less',
  'assistant.more': 'More',
  'assistant.weekday.0': 'Sun',
  'assistant.weekday.1': 'Mon',
  'assistant.weekday.2': 'Tue',
  'assistant.weekday.3': 'Wed',
  'assistant.weekday.4': 'Thu',
  'assistant.weekday.5': 'Fri',
  'assistant.weekday.6': 'Sat',
  'assistant.rec.review-due': 'Review the word that is due.|Review the {n} words that are due.',
  'assistant.rec.focus-deck': 'Focus on {deck}: {mastered} of {total} words mastered.',
  'assistant.rec.keep-streak':
    'Study today to keep your {n}-day streak.|Study today to keep your {n}-day streak.',
  'assistant.rec.start-streak': 'Study today to start a new streak.',
  'assistant.rec.improve-accuracy': 'Your accuracy is {percent}%: try Learn before the Test.',
  'assistant.rec.take-test': 'You mastered {deck}: take its Test.',
  'assistant.mastered': 'Words mastered',
  'assistant.dailyTargetReached':
    'Goal reached: {n} new word today|Goal reached: {n} new words today',
} as const
