// Urdu UI strings of sign-in, sign-up, password reset, unsubscribe, contact and feedback forms, and the e-mails the server sends: the dictionary's
// 'account' part, loaded with what uses it (ur.ts is the part every page loads).
// Guide: docs/translating.md.
import type { Messages } from './en'

export const urAccount: Messages<'account'> = {
  'unsubscribe.title': 'ای میل یاد دہانیاں',
  'unsubscribe.working': 'آپ کی یاد دہانیاں بند کی جا رہی ہیں…',
  'unsubscribe.done':
    'یاد دہانیاں بند ہو گئیں: کلمہ آپ کو مزید یاد دہانیاں نہیں بھیجے گا۔ آپ انہیں ترتیبات میں دوبارہ چالو کر سکتے ہیں۔',
  'unsubscribe.invalid':
    'یہ لنک درست نہیں، اس لیے کچھ نہیں بدلا گیا۔ ای میل سے پورا لنک کھولیں، یا ترتیبات میں یاد دہانیاں بند کریں۔',
  'unsubscribe.failed':
    'سرور تک رسائی نہیں ہو سکی، اس لیے ابھی کچھ نہیں بدلا گیا۔ براہ کرم بعد میں لنک دوبارہ کھولیں۔',
  // every e-mail to a learner opens with this
  'email.greeting': 'محترم {name}،',
  // the review reminder e-mail
  'email.reminder.subject': 'کلمہ میں آپ کی دہرائی کا وقت ہو گیا',
  'email.reminder.body': 'آج دہرائی کے الفاظ: {count}۔ ابھی چند منٹ دینے سے یہ الفاظ یاد رہیں گے۔',
  'email.reminder.action': 'ابھی دہرائیں',
  'email.reminder.why':
    'آپ کو یہ ای میل اس لیے ملی کہ آپ نے کلمہ میں ای میل یاد دہانیاں چالو کی ہیں: دن میں زیادہ سے زیادہ ایک، صرف اس دن جب دہرائی باقی ہو۔',
  'email.reminder.unsubscribe': 'یاد دہانیاں بند کریں',
  // the password reset e-mail (its link opens the reset page)
  'email.reset.subject': 'اپنا کلمہ پاس ورڈ ری سیٹ کریں',
  'email.reset.body': 'کلمہ کا نیا پاس ورڈ چننے کے لیے نیچے دیے گئے لنک پر کلک کریں۔',
  'email.reset.action': 'پاس ورڈ ری سیٹ کریں',
  'email.reset.link': 'یا یہ پتا کھولیں: {link}',
  'email.reset.ignore':
    'اگر آپ نے پاس ورڈ ری سیٹ کرنے کی درخواست نہیں کی تو اس ای میل کو نظر انداز کر دیں۔',
  // the e-mail sent when the account is signed in to from a new location
  'email.alert.subject': 'آپ کے کلمہ اکاؤنٹ میں نیا سائن ان',
  'email.alert.body': 'آپ کے کلمہ اکاؤنٹ میں ایک نئی جگہ سے سائن ان کیا گیا ہے:',
  'email.alert.notYou':
    'اگر یہ آپ نہیں تھے تو فوراً اپنا کلمہ پاس ورڈ ری سیٹ کریں: اس سے آپ کا اکاؤنٹ باقی تمام آلات سے سائن آؤٹ ہو جائے گا۔',
  'email.alert.you': 'اگر یہ آپ ہی تھے تو اس ای میل کو نظر انداز کر دیں۔',
  // a contact message as e-mailed to the team (in KALIMA_CONTACT_LANGUAGE)
  'email.contact.subject': '[کلمہ رابطہ] {subject}',
  'email.contact.from': 'بھیجنے والا:',
  'email.contact.subjectLabel': 'موضوع:',
  // auth
  'auth.title': 'آغاز کریں',
  'auth.continueWith': '{provider} کے ساتھ جاری رکھیں',
  'auth.or': 'یا',
  'auth.signUp': 'سائن اپ',
  'auth.signInTab': 'سائن ان',
  'auth.signUpTab': 'اکاؤنٹ بنائیں',
  'auth.email': 'ای میل',
  'auth.password': 'پاس ورڈ',
  'auth.repeatPassword': 'پاس ورڈ دوبارہ لکھیں',
  'auth.username': 'صارف نام',
  'auth.forgotPassword': 'پاس ورڈ بھول گئے',
  'auth.terms': 'شرائطِ استعمال',
  'auth.privacy': 'رازداری کی پالیسی',
  'auth.legal': 'جاری رکھ کر آپ ہماری {terms} اور {privacy} سے اتفاق کرتے ہیں۔',
  'auth.messages': 'پیغامات',
  'auth.signedIn': 'آپ {name} کے طور پر سائن ان ہیں۔',
  'auth.unavailable': 'اس سائٹ پر سائن ان دستیاب نہیں۔ آپ کی پیش رفت اسی آلے پر محفوظ رہتی ہے۔',
  'auth.appleNotImplemented': 'Apple کے ذریعے سائن ان ابھی دستیاب نہیں',
  'auth.userCreated': 'اکاؤنٹ کامیابی سے بن گیا',
  'auth.profileUpdateFailed':
    'اکاؤنٹ بن گیا لیکن پروفائل اپ ڈیٹ نہیں ہو سکی۔ براہِ کرم بعد میں اپنی پروفائل اپ ڈیٹ کرنے کی کوشش کریں۔',
  'auth.alreadySignedUp': 'یہ صارف پہلے ہی سائن اپ کر چکا ہے!',
  'auth.passwordsDiffer': 'پاس ورڈ آپس میں نہیں ملتے',
  'auth.loginFailed': 'صارف نام یا پاس ورڈ غلط ہے',
  'auth.resetNeedsEmail': 'پاس ورڈ ری سیٹ کرنے کے لیے براہِ کرم اپنی ای میل درج کریں۔',
  'auth.resetSent': 'پاس ورڈ ری سیٹ کرنے کی ای میل بھیج دی گئی!',
  'auth.resetFailed': 'پاس ورڈ ری سیٹ کی ای میل بھیجنے میں خرابی ہوئی۔',
  'auth.signedUpProfileFailed': 'سائن اپ کامیاب رہا لیکن پروفائل اپ ڈیٹ نہیں ہو سکی',
  'auth.notAuthenticated': 'صارف سائن ان نہیں ہے',
  'auth.passwordTooShort': 'پاس ورڈ کم از کم 10 حروف کا ہونا چاہیے۔',
  'auth.passwordTooLong': 'پاس ورڈ زیادہ سے زیادہ 71 حروف کا ہو سکتا ہے۔',
  'auth.passwordTooCommon':
    'یہ پاس ورڈ آسانی سے بوجھا جا سکتا ہے۔ براہ کرم کوئی کم عام پاس ورڈ چنیں۔',
  'reset.title': 'نیا پاس ورڈ چنیں',
  'reset.intro': 'کم از کم 10 حروف۔ عام پاس ورڈ اور ایک ہی حرف کی تکرار سے بچیں۔',
  'reset.password': 'نیا پاس ورڈ',
  'reset.repeat': 'نیا پاس ورڈ دوبارہ لکھیں',
  'reset.submit': 'نیا پاس ورڈ محفوظ کریں',
  'reset.done': 'آپ کا پاس ورڈ تبدیل ہو گیا ہے۔ اب آپ اس سے سائن ان کر سکتے ہیں۔',
  'reset.invalidLink':
    'پاس ورڈ ری سیٹ کا یہ لنک درست نہیں یا اس کی میعاد ختم ہو چکی ہے۔ براہ کرم نیا لنک منگوائیں۔',
  'reset.failure': 'معذرت، کچھ غلط ہو گیا۔ براہ کرم بعد میں دوبارہ کوشش کریں۔',
  'reset.signIn': 'سائن ان پر جائیں',
  // contact
  'contact.title': 'ہم سے رابطہ کریں',
  'contact.name': 'نام',
  'contact.email': 'ای میل',
  'contact.subject': 'موضوع',
  'contact.message': 'پیغام',
  'contact.send': 'پیغام بھیجیں',
  'contact.sending': 'بھیجا جا رہا ہے…',
  'contact.success': 'آپ کے پیغام کا شکریہ! ہم جلد آپ سے رابطہ کریں گے۔',
  'contact.failure': 'معذرت، کچھ غلط ہو گیا۔ براہِ کرم بعد میں دوبارہ کوشش کریں۔',
  // feedback
  'feedback.title': 'آپ کی رائے ہمارے لیے اہم ہے',
  'feedback.rating': 'درجہ بندی',
  'feedback.star': '5 میں سے {n} ستارے',
  'feedback.comment': 'تبصرہ',
  'feedback.email': 'ای میل (اختیاری)',
  'feedback.send': 'رائے بھیجیں',
  'feedback.success': 'آپ کی رائے کا شکریہ!',
  'feedback.failure': 'معذرت، کچھ غلط ہو گیا۔ براہِ کرم بعد میں دوبارہ کوشش کریں۔',
}
