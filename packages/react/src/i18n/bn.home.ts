// Bengali texts of the home page: the dictionary's 'home' part, loaded with the home page
// only (en.home.ts is the reference). Guide: docs/translating.md.
import type { Messages } from './en'

export const bnHome: Messages<'home'> = {
  'home.start': 'পাঠ ১ দিয়ে শুরু করুন',
  'home.startHint': 'প্রতিটি শব্দ তার অর্থ ও যে আয়াতে এসেছে তা সহ দেখানো হয়। শুনুন, তারপর “পরের” চাপুন।',
  'home.continue': 'চালিয়ে যান: {deck} · {mode}',
  'home.continueHint': 'গতবার যেখানে থেমেছিলেন।',
  'home.ways': 'অথবা অন্যভাবে পড়ুন',
  'home.way.words': 'শব্দগুলো একে একে দেখুন, উচ্চারণ ও একটি আয়াতসহ।',
  'home.way.flashcards': 'প্রতিটি কার্ড উল্টে বলুন শব্দটি কতটা জানতেন।',
  'home.way.learn': 'সব জানা না হওয়া পর্যন্ত প্রতিটি শব্দের অর্থ বেছে নিন।',
  'home.way.test': 'নিজেকে যাচাই করুন: প্রতি শব্দে একবার চেষ্টা, শেষে ফল।',
  'home.way.match': 'সময়ের মধ্যে শব্দগুলোকে তাদের অর্থের সঙ্গে মেলান।',
  'home.way.review': 'যে শব্দগুলোর সময় হয়েছে সেগুলো আবার দেখুন, যাতে মনে থাকে।',
  'home.title': 'কালিমার সাথে কুরআনের শব্দ শিখুন',
  'home.lead':
    'কুরআনের মোট {total}টি শব্দের {percent}% জুড়ে আছে মাত্র {words}টি শব্দ। {lessons}টি পাঠে সেগুলো শিখুন, {languages}টি ভাষায় অর্থসহ।',
  'home.leadPronouns': 'সর্বনাম ও প্রত্যয়সহ এগুলো {percent}% শব্দ জুড়ে আছে।',
  'home.figures': 'সংখ্যায় কালিমা',
  'home.figureWords': 'শব্দ',
  'home.figureCoverage': 'কুরআনের',
  'home.figureLessons': 'পাঠ',
  'home.percent': '{percent}%',
  'home.openAssistant': 'স্টাডি অ্যাসিস্ট্যান্ট খুলুন',
  'home.tabs': 'পাঠ্য বিষয়',
  'home.tab.words': 'কুরআনের শব্দ',
  'home.tab.grammar': 'ব্যাকরণ',
  'home.tab.dua': 'দোয়া',
  'home.tab.surahs': 'সূরা',
  'home.tab.tajweed': 'তাজবিদ',
}
