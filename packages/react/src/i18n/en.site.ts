// English UI strings of the hosted site (its header, footer, home, card pages, forms' pages,
// 404, offline reading): the dictionary's 'site' part, which the site loads with the main part
// and no widget or embedded element shows (en.ts is the part every page and widget loads).
// A new id here must be added to every language's <lang>.site.ts: `npm run i18n:check`.

export const enSite = {
  // site: header, footer, home, 404, card pages, account, contact, feedback, review
  'site.title': 'Kalima — learn the words of the Quran',
  'site.description':
    'Learn the {words} most frequent words of the Quran, about {percent}% of its text, in five study modes with spaced review and meanings in {languages} languages.',
  'site.skip': 'Skip to content',
  'site.nav.main': 'Main',
  'site.nav.more': 'More',
  'site.nav.home': 'Home',
  'site.nav.read': 'Read the Quran',
  'site.nav.about': 'About',
  'site.nav.contact': 'Contact',
  'site.nav.blog': 'Blog',
  'site.nav.team': 'Team',
  'site.nav.feedback': 'Feedback',
  'site.nav.embed': 'Embed a deck',
  'site.nav.terms': 'Terms',
  'site.nav.privacy': 'Privacy',
  'site.footer.credits': 'Credits',
  'site.signOut': 'Sign Out',
  'site.signOutPending':
    '{n} answer has not reached the server yet (you seem to be offline). Sign out and discard it?|{n} answers have not reached the server yet (you seem to be offline). Sign out and discard them?',
  'site.stillSignedIn': 'Still signed in: your answers will sync when you are back online.',
  'site.notFound.title': 'Page not found',
  'site.notFound.text': 'There is no page at this address.',
  'site.notFound.back': 'Go to the home page to pick a lesson',
  'site.taskbar': 'Taskbar',
  'site.cardTitle': '{deck} · {mode}',
  'site.auth.intro':
    'Sign in to keep your progress on every device. You can also study without an account.',
  'site.contact.details': 'Contact details',
  'site.contact.email': 'E-mail:',
  'site.contact.location': 'Location: United States',
  'site.feedback.intro': 'Tell us what helps you learn and what gets in the way.',
  'site.review.intro': 'Words you have studied come back just before you would forget them.',
  'site.readOffline.title': 'Read offline',
  'site.readOffline.intro':
    'Download every surah, with its word meanings and translation in your language, to read without a connection. A surah you open is kept anyway.',
  'site.readOffline.size': 'About {size} MB to download, once.',
  'site.readOffline.start': 'Download every surah',
  'site.readOffline.progress': 'Downloading… {done} of {total} files',
  'site.readOffline.done': 'Every surah is ready to read offline.',
  'site.readOffline.failed': 'The download stopped. Check your connection and try again.',
  'site.readOffline.unavailable': 'This browser cannot keep the surahs for reading offline.',
  'site.today.intro':
    "Reviews due first, then today's new words, each asked the way that helps you remember it.",
  'site.review.empty': 'Nothing studied yet?',
  'site.review.start': 'Start with lesson {n}',
} as const
