// Urdu texts of the home page: the dictionary's 'home' part, loaded with the home page
// only (en.home.ts is the reference). Guide: docs/translating.md.
import type { Messages } from './en'

export const urHome: Messages<'home'> = {
  'home.start': 'سبق 1 سے شروع کریں',
  'home.startHint':
    'ہر لفظ اپنے معنی اور اس آیت کے ساتھ دکھایا جاتا ہے جس میں وہ آیا ہے۔ اسے سنیں، پھر "اگلا" دبائیں۔',
  'home.continue': 'جاری رکھیں: {deck} · {mode}',
  'home.continueHint': 'جہاں آپ پچھلی بار رکے تھے۔',
  'home.ways': 'یا کسی اور طریقے سے پڑھیں',
  'home.way.words': 'الفاظ ایک ایک کر کے دیکھیں، ان کی آواز اور ایک آیت کے ساتھ۔',
  'home.way.flashcards': 'ہر کارڈ پلٹیں اور بتائیں کہ آپ لفظ کتنا جانتے تھے۔',
  'home.way.learn': 'ہر لفظ کا مطلب چنیں، یہاں تک کہ سب یاد ہو جائیں۔',
  'home.way.test': 'خود کو جانچیں: ہر لفظ پر ایک کوشش، اور آپ کا نتیجہ۔',
  'home.way.match': 'وقت کے اندر الفاظ کو ان کے معانی سے جوڑیں۔',
  'home.way.review': 'جن الفاظ کی دہرائی کا وقت ہے انہیں دہرائیں، تاکہ یاد رہیں۔',
  'home.title': 'کلمہ کے ساتھ قرآن کے الفاظ سیکھیں',
  'home.lead':
    'قرآن کے {total} الفاظ میں سے {percent}% صرف {words} الفاظ پر مشتمل ہیں۔ انہیں {lessons} اسباق میں سیکھیں، {languages} زبانوں میں معانی کے ساتھ۔',
  'home.leadPronouns': 'ضمیروں اور لاحقوں سمیت یہ {percent}% الفاظ کا احاطہ کرتے ہیں۔',
  'home.figures': 'کلمہ اعداد و شمار میں',
  'home.figureWords': 'الفاظ',
  'home.figureCoverage': 'قرآن کا حصہ',
  'home.figureLessons': 'اسباق',
  'home.percent': '{percent}%',
  'home.openAssistant': 'مطالعے کا معاون کھولیں',
  'home.tabs': 'مطالعے کا مواد',
  'home.tab.words': 'قرآنی الفاظ',
  'home.tab.grammar': 'صرف و نحو',
  'home.tab.dua': 'دعا',
  'home.tab.surahs': 'سورتیں',
  'home.tab.tajweed': 'تجوید',
}
