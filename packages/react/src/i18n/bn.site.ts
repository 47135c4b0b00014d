// Bengali UI strings of the hosted site: the dictionary's 'site' part, loaded by the site
// with the main part (bn.ts); no widget or embedded element shows them. Guide: docs/translating.md.
import type { Messages } from './en'

export const bnSite: Messages<'site'> = {
  // site: header, footer, home, 404, card pages, account, contact, feedback, review
  'site.title': 'কালিমা — কুরআনের শব্দ শিখুন',
  'site.description':
    'কুরআনের সবচেয়ে বেশি ব্যবহৃত {words}টি শব্দ শিখুন — যা এর প্রায় {percent}% — পাঁচটি পদ্ধতিতে, নিয়মিত পুনরালোচনা আর {languages}টি ভাষায় অর্থসহ।',
  'site.skip': 'মূল অংশে যান',
  'site.nav.main': 'প্রধান',
  'site.nav.more': 'আরও',
  'site.nav.home': 'প্রথম পাতা',
  'site.nav.read': 'কুরআন পড়ুন',
  'site.nav.about': 'পরিচিতি',
  'site.nav.contact': 'যোগাযোগ',
  'site.nav.blog': 'ব্লগ',
  'site.nav.team': 'আমাদের দল',
  'site.nav.feedback': 'মতামত',
  'site.nav.embed': 'আপনার সাইটে যুক্ত করুন',
  'site.nav.terms': 'শর্তাবলি',
  'site.nav.privacy': 'গোপনীয়তা',
  'site.footer.credits': 'কৃতজ্ঞতা',
  'site.signOut': 'সাইন আউট',
  'site.signOutPending':
    '{n}টি উত্তর এখনো সার্ভারে পৌঁছায়নি (মনে হচ্ছে আপনি অফলাইনে)। সাইন আউট করে এটি বাদ দেবেন?|{n}টি উত্তর এখনো সার্ভারে পৌঁছায়নি (মনে হচ্ছে আপনি অফলাইনে)। সাইন আউট করে সেগুলো বাদ দেবেন?',
  'site.stillSignedIn': 'আপনি এখনো সাইন ইন আছেন: আবার অনলাইনে এলে আপনার উত্তরগুলো সিঙ্ক হবে।',
  'site.notFound.title': 'পাতাটি পাওয়া যায়নি',
  'site.notFound.text': 'এই ঠিকানায় কোনো পাতা নেই।',
  'site.notFound.back': 'প্রথম পাতায় গিয়ে একটি পাঠ বেছে নিন',
  'site.taskbar': 'টাস্কবার',
  'site.cardTitle': '{deck} · {mode}',
  'site.auth.intro': 'সাইন ইন করলে আপনার অগ্রগতি সব ডিভাইসে থাকবে। চাইলে অ্যাকাউন্ট ছাড়াও পড়তে পারেন।',
  'site.contact.details': 'যোগাযোগের তথ্য',
  'site.contact.email': 'ই-মেইল:',
  'site.contact.location': 'অবস্থান: যুক্তরাষ্ট্র',
  'site.feedback.intro': 'কোনটি আপনার শেখায় সাহায্য করে আর কোনটি বাধা দেয়, আমাদের জানান।',
  'site.review.intro': 'যে শব্দগুলো পড়েছেন, ভুলে যাওয়ার ঠিক আগে সেগুলো আবার ফিরে আসে।',
  'site.readOffline.title': 'অফলাইনে পড়ুন',
  'site.readOffline.intro':
    'ইন্টারনেট ছাড়া পড়ার জন্য প্রতিটি সূরা, আপনার ভাষায় শব্দার্থ ও অনুবাদসহ, ডাউনলোড করুন। যে সূরা একবার খোলেন তা এমনিতেই রাখা থাকে।',
  'site.readOffline.size': 'একবারই প্রায় {size} MB ডাউনলোড হবে।',
  'site.readOffline.start': 'সব সূরা ডাউনলোড করুন',
  'site.readOffline.progress': 'ডাউনলোড হচ্ছে… {total}টির মধ্যে {done}টি ফাইল',
  'site.readOffline.done': 'প্রতিটি সূরা অফলাইনে পড়ার জন্য প্রস্তুত।',
  'site.readOffline.failed': 'ডাউনলোড থেমে গেছে। সংযোগ দেখে আবার চেষ্টা করুন।',
  'site.readOffline.unavailable': 'এই ব্রাউজার অফলাইনে পড়ার জন্য সূরাগুলো রাখতে পারে না।',
  'site.today.intro':
    'প্রথমে বাকি পুনরালোচনা, তারপর আজকের নতুন শব্দ; প্রতিটি শব্দ এমনভাবে জিজ্ঞেস করা হয় যাতে মনে থাকে।',
  'site.review.empty': 'এখনো কিছু পড়েননি?',
  'site.review.start': 'পাঠ {n} দিয়ে শুরু করুন',
}
