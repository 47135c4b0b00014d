// Urdu UI strings of the settings panel (its fields, reminders, progress reset): the dictionary's
// 'settings' part, loaded with what uses it (ur.ts is the part every page loads).
// Guide: docs/translating.md.
import type { Messages } from './en'

export const urSettings: Messages<'settings'> = {
  'settings.display': 'ظاہری صورت',
  'settings.showRepetition': 'لفظ قرآن میں کتنی بار آیا ہے، یہ دکھائیں',
  'settings.arabicFontSize': 'عربی متن کا سائز',
  'settings.meaningFontSize': 'معنی کے متن کا سائز',
  'settings.arabicColor': 'عربی متن کا رنگ',
  'settings.meaningColor': 'معنی کا رنگ',
  'settings.showTransliteration': 'رومن تلفظ دکھائیں',
  'settings.showTransliterationToggle': 'رومن تلفظ دکھانے اور چھپانے کا بٹن دکھائیں',
  'settings.transliterationColor': 'رومن تلفظ کا رنگ',
  'settings.timerPosition': 'ٹائمر کی جگہ',
  'settings.timerPosition.top-right': 'اوپر دائیں',
  'settings.timerPosition.top-left': 'اوپر بائیں',
  'settings.timerPosition.bottom-right': 'نیچے دائیں',
  'settings.timerPosition.bottom-left': 'نیچے بائیں',
  'settings.messagesDuration': 'پیغام دکھانے کا دورانیہ',
  'settings.arabicFontFamily': 'عربی فونٹ',
  'settings.arabicFontFamily.naskh': 'Noto Naskh Arabic',
  'settings.arabicFontFamily.kufi': 'Noto Kufi Arabic',
  'settings.arabicFontFamily.thuluth': 'Aref Ruqaa',
  'settings.arabicFontFamily.default': 'Amiri Quran',
  'settings.meaningFontFamily': 'معنی کا فونٹ',
  'settings.meaningFontFamily.solaimanlipi': 'Hind Siliguri',
  'settings.meaningFontFamily.kalpurush': 'Noto Serif Bengali',
  'settings.meaningFontFamily.default': 'Noto Sans Bengali',
  'settings.soundEffects': 'صوتی اثرات',
  'settings.animationsEnabled': 'اینیمیشن',
  'settings.darkMode': 'ڈارک موڈ',
  'settings.px': '{n} px',
  'settings.plan': 'روزانہ کا منصوبہ',
  'settings.newWordsPerDay': 'روزانہ نئے الفاظ',
  'settings.reviewsPerDay': 'روزانہ زیادہ سے زیادہ دہرائی',
  'settings.desiredRetention': 'کتنا یاد رکھنا ہے',
  'settings.desiredRetentionHint':
    'دہرائی کے وقت کسی لفظ کے یاد رہنے کا امکان۔ زیادہ ہو تو دہرائی بھی زیادہ ہوگی۔',
  'settings.percent': '{n}%',
  'settings.newWordsFrom': 'نئے الفاظ کہاں سے',
  'settings.newWordsFrom.lessons': 'اسباق، ترتیب سے',
  'settings.showStreak': 'لگاتار دن دکھائیں',
  'settings.count': '{n}',
  'settings.ms': '{n} ملی سیکنڈ',
  'settings.backupHint':
    'آپ کی پیش رفت اسی براؤزر میں محفوظ ہے۔ اسے محفوظ رکھنے یا کسی دوسرے آلے پر لے جانے کے لیے اس کی نقل ایک فائل میں محفوظ کریں۔ نقل بحال کرنے سے اس کے جوابات آپ کے جوابات میں شامل ہو جاتے ہیں، کوئی جواب مٹتا نہیں۔',
  'settings.backupSave': 'میری پیش رفت کی نقل محفوظ کریں',
  'settings.backupSaved': 'نقل {file} کے نام سے محفوظ ہو گئی۔',
  'settings.restore': 'نقل سے بحال کریں',
  'settings.restored':
    '{date} کی نقل بحال ہو گئی: {n} جواب شامل ہوا۔|{date} کی نقل بحال ہو گئی: {n} جوابات شامل ہوئے۔',
  'settings.restoredWords': '{n} لفظ یہاں نیا ہے۔|{n} الفاظ یہاں نئے ہیں۔',
  'settings.restoredNothing':
    '{date} کی نقل بحال ہو گئی: اس میں جو کچھ تھا وہ پہلے سے یہاں موجود تھا۔',
  'settings.restoreNotCopy': 'یہ فائل کلمہ کی پیش رفت کی نقل نہیں ہے۔ کچھ نہیں بدلا گیا۔',
  'settings.restoreNewer':
    'یہ نقل کلمہ کے نئے ورژن نے محفوظ کی ہے۔ صفحہ دوبارہ لوڈ کر کے پھر کوشش کریں۔ کچھ نہیں بدلا گیا۔',
  'settings.restoreInvalid': 'یہ نقل خراب ہے اور بحال نہیں ہو سکتی۔ کچھ نہیں بدلا گیا۔',
  'settings.restoreWouldRemove':
    'اس نقل میں ایک ری سیٹ ہے جو یہاں دیے گئے جواب کے بعد کیا گیا: اسے بحال کرنے سے {n} جواب مٹ جائے گا۔ کچھ نہیں بدلا گیا۔ اس کے بجائے نقل استعمال کرنی ہو تو پہلے یہاں ساری پیش رفت ری سیٹ کریں۔|اس نقل میں ایک ری سیٹ ہے جو یہاں دیے گئے جوابات کے بعد کیا گیا: اسے بحال کرنے سے {n} جوابات مٹ جائیں گے۔ کچھ نہیں بدلا گیا۔ اس کے بجائے نقل استعمال کرنی ہو تو پہلے یہاں ساری پیش رفت ری سیٹ کریں۔',
  'settings.storageKept': 'آلے میں جگہ کم ہو جائے تب بھی یہ براؤزر آپ کی پیش رفت محفوظ رکھتا ہے۔',
  'settings.storageAtRisk':
    'آلے میں جگہ کم ہو جائے تو یہ براؤزر آپ کی پیش رفت مٹا سکتا ہے۔ وقتاً فوقتاً ایک نقل محفوظ کریں، یا ہر آلے پر رکھنے کے لیے سائن ان کریں۔',
  'settings.notSaved': 'آپ کی پیش رفت محفوظ نہیں ہو رہی۔',
  'settings.backupSaveShort': 'نقل محفوظ کریں',
  'settings.why': 'کیوں؟',
  'settings.saveFailing':
    'یہ براؤزر آپ کی پیش رفت محفوظ نہیں کر رہا: اس کا اسٹوریج دستیاب نہیں یا بھر گیا ہے۔ جب تک یہ صفحہ کھلا ہے آپ کے جوابات موجود رہیں گے۔ ان کی نقل محفوظ کریں، اور بعد میں ترتیبات سے بحال کریں۔',
  'settings.saveFailingEmbedded':
    'یہ براؤزر اس صفحے پر آپ کی پیش رفت محفوظ نہیں کر رہا: اس کا اسٹوریج دستیاب نہیں یا بھر گیا ہے۔ جب تک یہ صفحہ کھلا ہے آپ کے جوابات موجود رہیں گے۔ ان کی نقل محفوظ کریں، اور بعد میں کلمہ ایپ میں ترتیبات سے بحال کریں۔',
  'settings.resetSettings': 'طے شدہ ترتیبات بحال کریں',
  'settings.progress': 'پیش رفت',
  'settings.resetProgress': 'تمام پیش رفت مٹائیں',
  'settings.resetDeck': '{deck} کی پیش رفت مٹائیں',
  'settings.resetConfirm': 'کیا آپ واقعی تمام پیش رفت مٹانا چاہتے ہیں؟ یہ عمل واپس نہیں ہو سکتا۔',
  'settings.resetDeckConfirm': '{deck} کی پیش رفت مٹا دیں؟ یہ عمل واپس نہیں ہو سکتا۔',
  'settings.resetDone': 'پیش رفت مٹا دی گئی۔',
  'settings.uiLanguage': 'انٹرفیس کی زبان',
  'settings.uiLanguage.auto': 'معانی کی زبان جیسی',
  'settings.reminders': 'یاد دہانی',
  'settings.reminderEmail': 'جس دن دہرائی باقی ہو، مجھے ای میل کریں',
  'settings.reminderHint':
    'دن میں زیادہ سے زیادہ ایک ای میل، آپ کے منطقۂ وقت میں آپ کے چنے ہوئے وقت پر، اور صرف اس دن جب دہرائی باقی ہو۔ ہر ای میل میں انہیں بند کرنے کا لنک ہوتا ہے۔',
  'settings.reminderHour': 'یاد دہانی کا وقت',
  'settings.timeZone': 'منطقۂ وقت',
}
