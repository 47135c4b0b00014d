// Urdu UI strings of the study assistant (the StudyAssistant widget, /ai-dashboard):
// the dictionary's 'assistant' part, loaded with what uses it (ur.ts is the part every page loads).
// Guide: docs/translating.md.
import type { Messages } from './en'

export const urAssistant: Messages<'assistant'> = {
  // study assistant
  'assistant.title': 'مطالعے کا معاون',
  'assistant.noData':
    'ابھی مطالعے کا کوئی ریکارڈ نہیں۔ چند الفاظ کے جواب دیں، آپ کے اعداد و شمار یہاں نظر آئیں گے۔',
  'assistant.bestTime': 'مطالعے کا بہترین وقت',
  'assistant.streak': 'مسلسل دن',
  'assistant.streakDays': '{n} دن|{n} دن',
  'assistant.focus': 'توجہ کا زمرہ',
  'assistant.dailyTarget': 'روزانہ ہدف',
  'assistant.dailyTargetValue': 'آج کے نئے الفاظ: {target} میں سے {done}',
  'assistant.reviewsDue': 'باقی دہرائی',
  'assistant.accuracy': 'درستی',
  'assistant.achievements': 'کامیابیاں',
  'assistant.mastery': 'زمرہ وار مہارت',
  'assistant.activity': 'سرگرمی، پچھلے 12 ہفتے',
  'assistant.activityDay': '{date}: {n} جواب|{date}: {n} جوابات',
  'assistant.recommendations': 'مشورے',
  'assistant.leeches': 'بار بار بھولنے والے الفاظ',
  'assistant.leechTip':
    'سیکھنے کے بعد آپ یہ الفاظ کئی بار بھول چکے ہیں۔ نیا طریقہ آزمائیں: ہر لفظ کو اس کی آیت میں بلند آواز سے پڑھیں یا اس کے مطلب کا تصور کریں، پھر کارڈز میں مشق کریں۔',
  'assistant.none': '—',
  'assistant.achievementsValue': '{total} میں سے {unlocked}',
  'assistant.less': 'کم',
  'assistant.more': 'زیادہ',
  'assistant.weekday.0': 'اتوار',
  'assistant.weekday.1': 'پیر',
  'assistant.weekday.2': 'منگل',
  'assistant.weekday.3': 'بدھ',
  'assistant.weekday.4': 'جمعرات',
  'assistant.weekday.5': 'جمعہ',
  'assistant.weekday.6': 'ہفتہ',
  'assistant.rec.review-due':
    'وہ لفظ دہرائیں جس کی دہرائی کا وقت آ گیا ہے۔|وہ {n} الفاظ دہرائیں جن کی دہرائی کا وقت آ گیا ہے۔',
  'assistant.rec.focus-deck': '{deck} پر توجہ دیں: پختہ الفاظ {total} میں سے {mastered}۔',
  'assistant.rec.keep-streak':
    'اپنے مسلسل {n} دن کا سلسلہ قائم رکھنے کے لیے آج پڑھیں۔|اپنے مسلسل {n} دن کا سلسلہ قائم رکھنے کے لیے آج پڑھیں۔',
  'assistant.rec.start-streak': 'نیا سلسلہ شروع کرنے کے لیے آج پڑھیں۔',
  'assistant.rec.improve-accuracy':
    'آپ کی درستی {percent}% ہے: امتحان سے پہلے «سیکھیں» میں مشق کریں۔',
  'assistant.rec.take-test': 'آپ نے {deck} پختہ کر لیا: اب اس کا امتحان دیں۔',
  'assistant.mastered': 'یاد کیے گئے الفاظ',
  'assistant.dailyTargetReached': 'ہدف پورا: آج {n} نیا لفظ|ہدف پورا: آج {n} نئے الفاظ',
}
