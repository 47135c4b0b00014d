// Urdu UI strings of the hosted site: the dictionary's 'site' part, loaded by the site
// with the main part (ur.ts); no widget or embedded element shows them. Guide: docs/translating.md.
import type { Messages } from './en'

export const urSite: Messages<'site'> = {
  // site: header, footer, home, 404, card pages, account, contact, feedback, review
  'site.title': 'کلمہ — قرآن کے الفاظ سیکھیں',
  'site.description':
    'قرآن کے سب سے زیادہ آنے والے {words} الفاظ سیکھیں، جو اس کے متن کا تقریباً {percent}% ہیں: پانچ طریقوں سے، وقفے وقفے سے دہرائی کے ساتھ اور {languages} زبانوں میں معانی کے ساتھ۔',
  'site.skip': 'مواد پر جائیں',
  'site.nav.main': 'مرکزی',
  'site.nav.more': 'مزید',
  'site.nav.home': 'سرورق',
  'site.nav.read': 'قرآن پڑھیں',
  'site.nav.about': 'تعارف',
  'site.nav.contact': 'رابطہ',
  'site.nav.blog': 'بلاگ',
  'site.nav.team': 'ہماری ٹیم',
  'site.nav.feedback': 'رائے',
  'site.nav.embed': 'اپنی سائٹ پر لگائیں',
  'site.nav.terms': 'شرائط',
  'site.nav.privacy': 'رازداری',
  'site.footer.credits': 'اعترافات',
  'site.signOut': 'سائن آؤٹ',
  'site.signOutPending':
    'آپ کا {n} جواب ابھی سرور تک نہیں پہنچا (لگتا ہے آپ آف لائن ہیں)۔ کیا سائن آؤٹ کر کے اسے چھوڑ دیں؟|آپ کے {n} جواب ابھی سرور تک نہیں پہنچے (لگتا ہے آپ آف لائن ہیں)۔ کیا سائن آؤٹ کر کے انہیں چھوڑ دیں؟',
  'site.stillSignedIn': 'آپ اب بھی سائن اِن ہیں: آن لائن ہوتے ہی آپ کے جوابات محفوظ ہو جائیں گے۔',
  'site.notFound.title': 'صفحہ نہیں ملا',
  'site.notFound.text': 'اس پتے پر کوئی صفحہ نہیں ہے۔',
  'site.notFound.back': 'سبق چننے کے لیے سرورق پر جائیں',
  'site.taskbar': 'ٹاسک بار',
  'site.cardTitle': '{deck} · {mode}',
  'site.auth.intro':
    'سائن اِن کریں تاکہ آپ کی پیش رفت ہر آلے پر محفوظ رہے۔ آپ اکاؤنٹ کے بغیر بھی پڑھ سکتے ہیں۔',
  'site.contact.details': 'رابطے کی تفصیل',
  'site.contact.email': 'ای میل:',
  'site.contact.location': 'مقام: ریاست ہائے متحدہ امریکہ',
  'site.feedback.intro':
    'ہمیں بتائیں کہ کیا چیز آپ کو سیکھنے میں مدد دیتی ہے اور کیا رکاوٹ بنتی ہے۔',
  'site.review.intro': 'جو الفاظ آپ پڑھ چکے ہیں وہ بھولنے سے ذرا پہلے دوبارہ سامنے آتے ہیں۔',
  'site.readOffline.title': 'آف لائن پڑھیں',
  'site.readOffline.intro':
    'ہر سورۃ، آپ کی زبان میں الفاظ کے معانی اور ترجمے کے ساتھ، ڈاؤن لوڈ کریں تاکہ انٹرنیٹ کے بغیر پڑھ سکیں۔ جو سورۃ آپ ایک بار کھولیں وہ ویسے بھی محفوظ رہتی ہے۔',
  'site.readOffline.size': 'صرف ایک بار، تقریباً {size} MB ڈاؤن لوڈ ہوگا۔',
  'site.readOffline.start': 'تمام سورتیں ڈاؤن لوڈ کریں',
  'site.readOffline.progress': 'ڈاؤن لوڈ ہو رہا ہے… {total} میں سے {done} فائلیں',
  'site.readOffline.done': 'ہر سورۃ آف لائن پڑھنے کے لیے تیار ہے۔',
  'site.readOffline.failed': 'ڈاؤن لوڈ رک گیا۔ اپنا کنکشن دیکھ کر دوبارہ کوشش کریں۔',
  'site.readOffline.unavailable': 'یہ براؤزر سورتوں کو آف لائن پڑھنے کے لیے محفوظ نہیں رکھ سکتا۔',
  'site.today.intro':
    'پہلے باقی دہرائیاں، پھر آج کے نئے الفاظ؛ ہر لفظ اس طرح پوچھا جاتا ہے کہ یاد رہے۔',
  'site.review.empty': 'ابھی تک کچھ نہیں پڑھا؟',
  'site.review.start': 'سبق {n} سے شروع کریں',
}
