// English texts of the site's content pages (About, Blog, Privacy, Terms, Team, Embed a deck):
// the dictionary's 'pages' part, loaded with a content page only (never with the app's first
// load, never by a widget or an embedded element). The reference every <lang>.pages.ts
// translates. `{name}` placeholders are filled by the page (numbers written for the language,
// Arabic examples, links): keep each one, move it where the grammar needs it.
// A new id here must be added to every language's <lang>.pages.ts: `npm run i18n:check`.

export const enPages = {
  // about
  'about.title': 'About',
  'about.heading': 'About Kalima',
  'about.lead':
    'Kalima ({kalima}, “word”) teaches the {words} most frequent words of the Quran. Together they make up {coverage}% of its {quranWords} words, so a learner who knows them recognises about four words in five of every page. With the {pronouns} personal pronouns and suffixes of the Pronouns deck ({examples} …), the {words} words + pronouns cover {coverageWithPronouns}%.',
  'about.statsLabel': 'Kalima in figures',
  'about.stats.words': 'Words to learn',
  'about.stats.lessons': 'Lessons',
  'about.stats.languages': 'Languages',
  'about.stats.coverage': "Of the Quran's words covered",
  'about.stats.coverageWithPronouns': 'Covered by the {words} words + pronouns',
  'about.valuesHeading': 'Our values',
  'about.values.authenticity.name': 'Authenticity',
  'about.values.authenticity.text':
    'Every word, frequency, root and example verse comes from the Quranic Arabic Corpus; every figure on this site is computed from it.',
  'about.values.accessibility.name': 'Accessibility',
  'about.values.accessibility.text':
    'Free, fast on cheap phones and slow networks, usable offline, by keyboard and with a screen reader, in seven languages.',
  'about.values.innovation.name': 'Innovation',
  'about.values.innovation.text':
    'A daily plan, six study modes and spaced-repetition review, with progress that syncs across devices and is never lost.',
  'about.creditsHeading': 'Credits',
  // What Kalima takes from each data source (core's DATA_SOURCES, by id; the attribution
  // itself is quoted as the source requires, untranslated).
  'about.usedFor.quranic-arabic-corpus':
    'lemmas, frequencies, parts of speech, roots and word positions (version 0.4, as converted to Text-Fabric by Dirk Roorda and Cornelis van Lit)',
  'about.usedFor.tanzil': 'the Arabic text of words and verses (Tanzil Uthmani 1.0.2)',
  'about.usedFor.quran-com':
    'word-by-word glosses in English, Bengali, Indonesian, Urdu, Turkish and Chinese: the first draft of the meanings, which Kalima contributors then curated',
  'about.usedFor.quran-json':
    'verse translations in all seven languages, the Arabic verse text, surah names',
  'about.blog': 'How the words were chosen is told in {link}.',
  'about.blogLink': 'our blog',
  'about.notices':
    'Kalima is built with open-source code and fonts. Their licences, and those of the data, are listed in {link}.',
  'about.noticesLink': 'the notices file',
  // blog
  'blog.title': 'Blog',
  'blog.heading': 'Blog',
  'blog.postTitle': 'How we chose the {words} words',
  'blog.p1':
    'The Quran has {quranWords} words. Many of them are forms of the same dictionary word: {examples} are all the verb “to say”. Linguists call that dictionary word a {lemma}, and Kalima teaches lemmas.',
  'blog.lemma': 'lemma',
  'blog.p2':
    'We counted, for every lemma of the Quranic Arabic Corpus, how many times it occurs as the main part of a word. The most frequent is {top} ({transliteration}), {topCount} times. The last of the {words} occurs {lastCount} times; where several lemmas share a count, the one that appears first in the mushaf comes first.',
  'blog.p3':
    "Those {words} lemmas account for {covered} of the Quran's words: {coverage}%. The curve is steep at the start: the first three lessons alone cover {firstThree}% of the words. Personal pronouns have no lemma in the corpus; taught in their own deck, they bring the {words} words + pronouns to {coveredWithPronouns} words, {coverageWithPronouns}%.",
  'blog.tableCaption': "Share of the Quran's words covered after each lesson",
  'blog.tableLesson': 'After lesson',
  'blog.tableCovered': 'Words covered',
  'blog.tableShare': 'Share',
  'blog.p4':
    'Every word comes with an example verse in which it occurs, and its meaning in seven languages, curated by hand from the Quran.com word-by-word translations.',
  // privacy
  'privacy.title': 'Privacy',
  'privacy.heading': 'Privacy',
  'privacy.intro': 'Kalima stores only what it needs to keep your progress. No ads, no trackers.',
  'privacy.deviceHeading': 'On your device (always)',
  'privacy.device.progress':
    "Your chosen language, settings, and study progress (per word: correct answers and attempts, and its review schedule; per lesson: words mastered and last visit; test results; a daily count of answers for the study assistant and your daily plan) in your browser's IndexedDB.",
  'privacy.device.files': "The app's files, cached so it works offline.",
  'privacy.device.backup':
    'If you save a copy of your progress (Settings, Progress): a file on your device that only you hold. Restoring it reads it in your browser; it reaches our server only as your answers do when you are signed in.',
  'privacy.serverHeading': 'On our server (only if you sign in)',
  'privacy.server.account':
    'Your account: username, e-mail, display name, optional avatar, password hash.',
  'privacy.server.progress':
    'Your settings, progress, time spent per card and test results, readable and writable only by you.',
  'privacy.server.reminders':
    'If you turn on review reminders: your reminder hour and time zone, and each reminder sent; every e-mail has a link that turns them off without signing in.',
  'privacy.writeHeading': 'When you write to us',
  'privacy.write.contact':
    'Contact messages (name, e-mail, subject, message) are stored and e-mailed to our team.',
  'privacy.write.feedback': 'Feedback (rating, comment, optional e-mail) is stored.',
  'privacy.write.readBack': "Neither can be read back through the app's API by anyone.",
  'privacy.embedHeading': 'Embedded widgets',
  'privacy.embed':
    "A Kalima widget on another site keeps its progress in that site's browser storage only; it sends nothing to our server.",
  'privacy.delete': 'To delete your account and data, write to us through the contact page.',
  // terms
  'terms.title': 'Terms of use',
  'terms.heading': 'Terms of use',
  'terms.intro': 'Kalima is free to use for learning, teaching and embedding in your own pages.',
  'terms.accountHeading': 'Your account',
  'terms.account':
    'You may study without an account. If you create one, keep your password to yourself; you can ask us to delete your account and its data at any time through the contact page.',
  'terms.contentHeading': 'Content',
  'terms.content':
    'The vocabulary is derived from the Quranic Arabic Corpus (GNU GPL) and the Quran.com word-by-word translations; verse translations come from quran-json (CC BY-SA 4.0). Meanings are study aids, not a translation of the Quran.',
  'terms.fairHeading': 'Fair use',
  'terms.fair':
    "Do not attempt to read other learners' data, overload the service, or send abusive messages. Contact and feedback forms are rate-limited.",
  'terms.warrantyHeading': 'No warranty',
  'terms.warranty':
    'Kalima is provided as is. We work to never lose your progress, but keep no liability for losses.',
  // team
  'team.title': 'Team',
  'team.heading': 'Our team',
  'team.education': 'Education:',
  'team.expertise': 'Expertise',
  'team.email': 'E-mail',
  // The members of site/src/data/team.json, by their `id`; their fields of expertise by the
  // keys TeamPage lists.
  'team.member.kalima.name': 'The Kalima team',
  'team.member.kalima.role': 'Engineering and curation',
  'team.member.kalima.bio':
    'A small team of engineers and students of Arabic building the best way to learn the words of the Quran: open data, honest figures, and progress that is never lost.',
  'team.member.kalima.education': 'Quranic Arabic studies; software engineering',
  'team.member.kalima.expertise.morphology': 'Quranic Arabic morphology',
  'team.member.kalima.expertise.spacedRepetition': 'Spaced repetition',
  'team.member.kalima.expertise.accessibility': 'Web accessibility',
  'team.member.kalima.expertise.offline': 'Offline-first apps',
  // embed
  'embed.title': 'Embed a deck',
  'embed.heading': 'Embed this deck on your site',
  'embed.intro':
    "Put any study mode on your mosque's or school's website: paste two lines into a plain HTML page or a WordPress “Custom HTML” block. No build step, no account, progress stays in your visitors' browsers.",
  'embed.mode': 'Mode',
  'embed.deck': 'Deck',
  'embed.language': 'Language',
  'embed.theme': 'Colours',
  'embed.themeLight': 'Light',
  'embed.themeDark': 'Dark',
  'embed.themeAuto': "As the visitor's device is set",
  'embed.lessons': 'Lessons',
  'embed.surahs': 'Surahs',
  'embed.snippetHeading': 'Your snippet',
  'embed.copy': 'Copy',
  'embed.copyScript': 'Copy the script snippet',
  'embed.copyFrame': 'Copy the iframe snippet',
  'embed.copied': 'Snippet copied to clipboard!',
  'embed.copyBlocked': 'Copying is blocked here: select the snippet and copy it by hand.',
  'embed.frameHeading': 'Where scripts are not allowed: an iframe',
  'embed.frame':
    "Google Sites, Notion, many learning platforms and WordPress authors without the right to add scripts can paste an iframe instead. It shows the same study mode; progress stays in your visitors' browsers.",
  'embed.resize':
    'Where scripts are allowed, this line once on the page makes every Kalima iframe as tall as its content:',
  'embed.previewHeading': 'Preview',
  'embed.previewReview':
    'Review shows the words a visitor has already studied on your site, when they are due.',
} as const
