// Bengali UI strings of the study assistant (the StudyAssistant widget, /ai-dashboard):
// the dictionary's 'assistant' part, loaded with what uses it (bn.ts is the part every page loads).
// Guide: docs/translating.md.
import type { Messages } from './en'

export const bnAssistant: Messages<'assistant'> = {
  // study assistant
  'assistant.title': 'পড়ার সহকারী',
  'assistant.noData': 'এখনো পড়ার কোনো ইতিহাস নেই। কয়েকটি শব্দের উত্তর দিন, আপনার হিসাব এখানে দেখা যাবে।',
  'assistant.bestTime': 'পড়ার সেরা সময়',
  'assistant.streak': 'টানা দিন',
  'assistant.streakDays': '{n} দিন|{n} দিন',
  'assistant.focus': 'মনোযোগের বিভাগ',
  'assistant.dailyTarget': 'দৈনিক লক্ষ্য',
  'assistant.dailyTargetValue': 'আজ {target}টির মধ্যে {done}টি শব্দ',
  'assistant.reviewsDue': 'পুনরালোচনার বাকি',
  'assistant.accuracy': 'নির্ভুলতা',
  'assistant.achievements': 'অর্জন',
  'assistant.mastery': 'বিভাগভিত্তিক দক্ষতা',
  'assistant.activity': 'কার্যক্রম, গত ১২ সপ্তাহ',
  'assistant.activityDay': '{date}: {n}টি উত্তর|{date}: {n}টি উত্তর',
  'assistant.recommendations': 'পরামর্শ',
  'assistant.leeches': 'যে শব্দগুলো বারবার ভুলে যাচ্ছেন',
  'assistant.leechTip':
    'শেখার পরেও এই শব্দগুলো কয়েকবার ভুলে গেছেন। নতুন উপায়ে চেষ্টা করুন: আয়াতের ভেতরে প্রতিটি জোরে পড়ুন বা অর্থটি কল্পনা করুন, তারপর কার্ডে অনুশীলন করুন।',
  'assistant.none': '—',
  'assistant.achievementsValue': '{total}টির মধ্যে {unlocked}টি',
  'assistant.less': 'কম',
  'assistant.more': 'বেশি',
  'assistant.weekday.0': 'রবি',
  'assistant.weekday.1': 'সোম',
  'assistant.weekday.2': 'মঙ্গল',
  'assistant.weekday.3': 'বুধ',
  'assistant.weekday.4': 'বৃহঃ',
  'assistant.weekday.5': 'শুক্র',
  'assistant.weekday.6': 'শনি',
  'assistant.rec.review-due':
    'পুনরালোচনার সময় হওয়া {n}টি শব্দ আবার দেখে নিন।|পুনরালোচনার সময় হওয়া {n}টি শব্দ আবার দেখে নিন।',
  'assistant.rec.focus-deck': '{deck}-এ মনোযোগ দিন: {total}টির মধ্যে {mastered}টি শব্দ আয়ত্ত হয়েছে।',
  'assistant.rec.keep-streak':
    'আপনার টানা {n} দিনের ধারা বজায় রাখতে আজ পড়ুন।|আপনার টানা {n} দিনের ধারা বজায় রাখতে আজ পড়ুন।',
  'assistant.rec.start-streak': 'নতুন ধারা শুরু করতে আজই পড়ুন।',
  'assistant.rec.improve-accuracy': 'আপনার নির্ভুলতা {percent}%: পরীক্ষার আগে শেখা পদ্ধতিতে অনুশীলন করুন।',
  'assistant.rec.take-test': 'আপনি {deck} আয়ত্ত করেছেন: এবার এর পরীক্ষা দিন।',
  'assistant.mastered': 'আয়ত্ত করা শব্দ',
  'assistant.dailyTargetReached': 'লক্ষ্য পূর্ণ: আজ {n}টি নতুন শব্দ|লক্ষ্য পূর্ণ: আজ {n}টি নতুন শব্দ',
}
