// Bengali UI strings of sign-in, sign-up, password reset, unsubscribe, contact and feedback forms, and the e-mails the server sends: the dictionary's
// 'account' part, loaded with what uses it (bn.ts is the part every page loads).
// Guide: docs/translating.md.
import type { Messages } from './en'

export const bnAccount: Messages<'account'> = {
  'unsubscribe.title': 'ইমেইল রিমাইন্ডার',
  'unsubscribe.working': 'আপনার রিমাইন্ডার বন্ধ করা হচ্ছে…',
  'unsubscribe.done':
    'রিমাইন্ডার বন্ধ হয়েছে: কালিমা আপনাকে আর কোনো রিমাইন্ডার পাঠাবে না। সেটিংসে গিয়ে আবার চালু করতে পারেন।',
  'unsubscribe.invalid':
    'এই লিংকটি সঠিক নয়, তাই কিছুই বদলানো হয়নি। ইমেইল থেকে পুরো লিংকটি খুলুন, অথবা সেটিংসে রিমাইন্ডার বন্ধ করুন।',
  'unsubscribe.failed': 'সার্ভারে পৌঁছানো যায়নি, তাই এখনো কিছু বদলানো হয়নি। একটু পরে আবার লিংকটি খুলুন।',
  // every e-mail to a learner opens with this
  'email.greeting': 'প্রিয় {name},',
  // the review reminder e-mail
  'email.reminder.subject': 'কালিমায় আপনার পুনরালোচনার সময় হয়েছে',
  'email.reminder.body': 'আজ পুনরালোচনার শব্দ: {count}টি। এখন কয়েক মিনিট দিলে শব্দগুলো মনে থাকবে।',
  'email.reminder.action': 'এখনই পুনরালোচনা করুন',
  'email.reminder.why':
    'আপনি কালিমায় ইমেইল রিমাইন্ডার চালু করেছেন বলে এটি পাচ্ছেন: দিনে সর্বোচ্চ একটি, শুধু যেদিন পুনরালোচনা বাকি থাকে।',
  'email.reminder.unsubscribe': 'রিমাইন্ডার বন্ধ করুন',
  // the password reset e-mail (its link opens the reset page)
  'email.reset.subject': 'আপনার কালিমা পাসওয়ার্ড রিসেট করুন',
  'email.reset.body': 'কালিমার জন্য নতুন পাসওয়ার্ড বেছে নিতে নিচের লিংকে ক্লিক করুন।',
  'email.reset.action': 'পাসওয়ার্ড রিসেট করুন',
  'email.reset.link': 'অথবা এই ঠিকানাটি খুলুন: {link}',
  'email.reset.ignore': 'আপনি পাসওয়ার্ড রিসেট করতে না চেয়ে থাকলে এই ইমেইলটি উপেক্ষা করতে পারেন।',
  // the e-mail sent when the account is signed in to from a new location
  'email.alert.subject': 'আপনার কালিমা অ্যাকাউন্টে নতুন সাইন ইন',
  'email.alert.body': 'নতুন একটি জায়গা থেকে আপনার কালিমা অ্যাকাউন্টে সাইন ইন করা হয়েছে:',
  'email.alert.notYou':
    'এটি আপনি না হয়ে থাকলে এখনই আপনার কালিমা পাসওয়ার্ড রিসেট করুন: এতে অন্য সব ডিভাইস থেকে আপনার অ্যাকাউন্ট সাইন আউট হয়ে যাবে।',
  'email.alert.you': 'এটি আপনি হয়ে থাকলে এই ইমেইলটি উপেক্ষা করতে পারেন।',
  // a contact message as e-mailed to the team (in KALIMA_CONTACT_LANGUAGE)
  'email.contact.subject': '[কালিমা যোগাযোগ] {subject}',
  'email.contact.from': 'প্রেরক:',
  'email.contact.subjectLabel': 'বিষয়:',
  // auth
  'auth.title': 'শুরু করুন',
  'auth.continueWith': '{provider} দিয়ে চালিয়ে যান',
  'auth.or': 'অথবা',
  'auth.signUp': 'সাইন আপ',
  'auth.signInTab': 'সাইন ইন',
  'auth.signUpTab': 'অ্যাকাউন্ট খুলুন',
  'auth.email': 'ইমেইল',
  'auth.password': 'পাসওয়ার্ড',
  'auth.repeatPassword': 'পাসওয়ার্ড আবার লিখুন',
  'auth.username': 'ব্যবহারকারীর নাম',
  'auth.forgotPassword': 'পাসওয়ার্ড ভুলে গেছেন',
  'auth.terms': 'ব্যবহারের শর্তাবলি',
  'auth.privacy': 'গোপনীয়তা নীতি',
  'auth.legal': 'চালিয়ে গেলে আপনি আমাদের {terms} ও {privacy}-তে সম্মত হচ্ছেন।',
  'auth.messages': 'বার্তা',
  'auth.signedIn': '{name} হিসেবে সাইন ইন করা আছে।',
  'auth.unavailable': 'এই সাইটে সাইন ইন করা যায় না। আপনার অগ্রগতি এই ডিভাইসেই সংরক্ষিত থাকে।',
  'auth.appleNotImplemented': 'Apple দিয়ে সাইন ইন এখনো চালু হয়নি',
  'auth.userCreated': 'অ্যাকাউন্ট সফলভাবে তৈরি হয়েছে',
  'auth.profileUpdateFailed':
    'অ্যাকাউন্ট তৈরি হয়েছে, কিন্তু প্রোফাইল হালনাগাদ করা যায়নি। পরে আবার প্রোফাইল হালনাগাদের চেষ্টা করুন।',
  'auth.alreadySignedUp': 'এই ব্যবহারকারী আগেই সাইন আপ করেছেন!',
  'auth.passwordsDiffer': 'পাসওয়ার্ড দুটি মেলেনি',
  'auth.loginFailed': 'ব্যবহারকারীর নাম বা পাসওয়ার্ড ভুল',
  'auth.resetNeedsEmail': 'পাসওয়ার্ড রিসেট করতে আপনার ইমেইল লিখুন।',
  'auth.resetSent': 'পাসওয়ার্ড রিসেটের ইমেইল পাঠানো হয়েছে!',
  'auth.resetFailed': 'পাসওয়ার্ড রিসেটের ইমেইল পাঠাতে সমস্যা হয়েছে।',
  'auth.signedUpProfileFailed': 'সাইন আপ সফল হয়েছে, কিন্তু প্রোফাইল হালনাগাদ করা যায়নি',
  'auth.notAuthenticated': 'আপনি সাইন ইন করেননি',
  'auth.passwordTooShort': 'পাসওয়ার্ডে কমপক্ষে ১০টি অক্ষর থাকতে হবে।',
  'auth.passwordTooLong': 'পাসওয়ার্ডে সর্বোচ্চ ৭১টি অক্ষর থাকতে পারে।',
  'auth.passwordTooCommon':
    'এই পাসওয়ার্ডটি সহজেই অনুমান করা যায়। অনুগ্রহ করে কম প্রচলিত একটি পাসওয়ার্ড বেছে নিন।',
  'reset.title': 'নতুন পাসওয়ার্ড বেছে নিন',
  'reset.intro': 'কমপক্ষে ১০টি অক্ষর। প্রচলিত পাসওয়ার্ড বা একই অক্ষরের পুনরাবৃত্তি এড়িয়ে চলুন।',
  'reset.password': 'নতুন পাসওয়ার্ড',
  'reset.repeat': 'নতুন পাসওয়ার্ড আবার লিখুন',
  'reset.submit': 'নতুন পাসওয়ার্ড সংরক্ষণ করুন',
  'reset.done': 'আপনার পাসওয়ার্ড পরিবর্তন হয়েছে। এখন এটি দিয়ে সাইন ইন করতে পারেন।',
  'reset.invalidLink':
    'পাসওয়ার্ড রিসেটের এই লিংকটি অবৈধ অথবা এর মেয়াদ শেষ হয়ে গেছে। অনুগ্রহ করে নতুন একটি লিংক চেয়ে নিন।',
  'reset.failure': 'দুঃখিত, কিছু একটা সমস্যা হয়েছে। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
  'reset.signIn': 'সাইন ইন করতে যান',
  // contact
  'contact.title': 'যোগাযোগ করুন',
  'contact.name': 'নাম',
  'contact.email': 'ইমেইল',
  'contact.subject': 'বিষয়',
  'contact.message': 'বার্তা',
  'contact.send': 'বার্তা পাঠান',
  'contact.sending': 'পাঠানো হচ্ছে…',
  'contact.success': 'আপনার বার্তার জন্য ধন্যবাদ! আমরা শীঘ্রই আপনার সাথে যোগাযোগ করব।',
  'contact.failure': 'দুঃখিত, কোনো সমস্যা হয়েছে। কিছুক্ষণ পরে আবার চেষ্টা করুন।',
  // feedback
  'feedback.title': 'আপনার মতামত আমাদের কাছে গুরুত্বপূর্ণ',
  'feedback.rating': 'রেটিং',
  'feedback.star': '৫-এর মধ্যে {n} তারা',
  'feedback.comment': 'মন্তব্য',
  'feedback.email': 'ইমেইল (ঐচ্ছিক)',
  'feedback.send': 'মতামত পাঠান',
  'feedback.success': 'আপনার মতামতের জন্য ধন্যবাদ!',
  'feedback.failure': 'দুঃখিত, কোনো সমস্যা হয়েছে। কিছুক্ষণ পরে আবার চেষ্টা করুন।',
}
