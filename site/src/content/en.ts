// English texts of the site's content pages (About, Blog, Privacy, Terms, Team, Embed): the
// reference every other language's file (bn.ts, id.ts, …) translates, key for key. A page
// loads only its language's file, with the page (content/index.ts). `{name}` placeholders are
// filled by the page (numbers written for the language, Arabic examples, links): keep each one,
// move it where the grammar needs it. Guide: docs/translating.md.

export const en = {
  about: {
    title: 'About',
    heading: 'About Kalima',
    lead: 'Kalima ({kalima}, “word”) teaches the {words} most frequent words of the Quran. Together they make up {coverage}% of its {quranWords} words, so a learner who knows them recognises about four words in five of every page. With the {pronouns} personal pronouns and suffixes of the Pronouns deck ({examples} …), the {words} words + pronouns cover {coverageWithPronouns}%.',
    statsLabel: 'Kalima in figures',
    stats: {
      words: 'Words to learn',
      lessons: 'Lessons',
      languages: 'Languages',
      coverage: "Of the Quran's words covered",
      coverageWithPronouns: 'Covered by the {words} words + pronouns',
    },
    valuesHeading: 'Our values',
    values: [
      {
        name: 'Authenticity',
        text: 'Every word, frequency, root and example verse comes from the Quranic Arabic Corpus; every figure on this site is computed from it.',
      },
      {
        name: 'Accessibility',
        text: 'Free, fast on cheap phones and slow networks, usable offline, by keyboard and with a screen reader, in seven languages.',
      },
      {
        name: 'Innovation',
        text: 'A daily plan, six study modes and spaced-repetition review, with progress that syncs across devices and is never lost.',
      },
    ],
    creditsHeading: 'Credits',
    /** What Kalima takes from each data source (the attribution itself is quoted as the source requires). */
    usedFor: {
      'quranic-arabic-corpus':
        'lemmas, frequencies, parts of speech, roots and word positions (version 0.4, as converted to Text-Fabric by Dirk Roorda and Cornelis van Lit)',
      tanzil: 'the Arabic text of words and verses (Tanzil Uthmani 1.0.2)',
      'quran-com':
        'word-by-word glosses in English, Bengali, Indonesian, Urdu, Turkish and Chinese: the first draft of the meanings, which Kalima contributors then curated',
      'quran-json': 'verse translations in all seven languages, the Arabic verse text, surah names',
    },
    blog: 'How the words were chosen is told in {link}.',
    blogLink: 'our blog',
    notices:
      'Kalima is built with open-source code and fonts. Their licences, and those of the data, are listed in {link}.',
    noticesLink: 'the notices file',
  },
  blog: {
    title: 'Blog',
    heading: 'Blog',
    postTitle: 'How we chose the {words} words',
    p1: 'The Quran has {quranWords} words. Many of them are forms of the same dictionary word: {examples} are all the verb “to say”. Linguists call that dictionary word a {lemma}, and Kalima teaches lemmas.',
    lemma: 'lemma',
    p2: 'We counted, for every lemma of the Quranic Arabic Corpus, how many times it occurs as the main part of a word. The most frequent is {top} ({transliteration}), {topCount} times. The last of the {words} occurs {lastCount} times; where several lemmas share a count, the one that appears first in the mushaf comes first.',
    p3: "Those {words} lemmas account for {covered} of the Quran's words: {coverage}%. The curve is steep at the start: the first three lessons alone cover {firstThree}% of the words. Personal pronouns have no lemma in the corpus; taught in their own deck, they bring the {words} words + pronouns to {coveredWithPronouns} words, {coverageWithPronouns}%.",
    tableCaption: "Share of the Quran's words covered after each lesson",
    tableLesson: 'After lesson',
    tableCovered: 'Words covered',
    tableShare: 'Share',
    p4: 'Every word comes with an example verse in which it occurs, and its meaning in seven languages, curated by hand from the Quran.com word-by-word translations.',
  },
  privacy: {
    title: 'Privacy',
    heading: 'Privacy',
    intro: 'Kalima stores only what it needs to keep your progress. No ads, no trackers.',
    deviceHeading: 'On your device (always)',
    device: [
      "Your chosen language, settings, and study progress (per word: correct answers and attempts, and its review schedule; per lesson: words mastered and last visit; test results; a daily count of answers for the study assistant and your daily plan) in your browser's IndexedDB.",
      "The app's files, cached so it works offline.",
      'If you save a copy of your progress (Settings, Progress): a file on your device that only you hold. Restoring it reads it in your browser; it reaches our server only as your answers do when you are signed in.',
    ],
    serverHeading: 'On our server (only if you sign in)',
    server: [
      'Your account: username, e-mail, display name, optional avatar, password hash.',
      'Your settings, progress, time spent per card and test results, readable and writable only by you.',
      'If you turn on review reminders: your reminder hour and time zone, and each reminder sent; every e-mail has a link that turns them off without signing in.',
    ],
    writeHeading: 'When you write to us',
    write: [
      'Contact messages (name, e-mail, subject, message) are stored and e-mailed to our team.',
      'Feedback (rating, comment, optional e-mail) is stored.',
      "Neither can be read back through the app's API by anyone.",
    ],
    embedHeading: 'Embedded widgets',
    embed:
      "A Kalima widget on another site keeps its progress in that site's browser storage only; it sends nothing to our server.",
    delete: 'To delete your account and data, write to us through the contact page.',
  },
  terms: {
    title: 'Terms of use',
    heading: 'Terms of use',
    intro: 'Kalima is free to use for learning, teaching and embedding in your own pages.',
    accountHeading: 'Your account',
    account:
      'You may study without an account. If you create one, keep your password to yourself; you can ask us to delete your account and its data at any time through the contact page.',
    contentHeading: 'Content',
    content:
      'The vocabulary is derived from the Quranic Arabic Corpus (GNU GPL) and the Quran.com word-by-word translations; verse translations come from quran-json (CC BY-SA 4.0). Meanings are study aids, not a translation of the Quran.',
    fairHeading: 'Fair use',
    fair: "Do not attempt to read other learners' data, overload the service, or send abusive messages. Contact and feedback forms are rate-limited.",
    warrantyHeading: 'No warranty',
    warranty:
      'Kalima is provided as is. We work to never lose your progress, but keep no liability for losses.',
  },
  team: {
    title: 'Team',
    heading: 'Our team',
    education: 'Education:',
    expertise: 'Expertise',
    email: 'E-mail',
    /** The members of site/src/data/team.json, by their `id`. */
    members: {
      kalima: {
        name: 'The Kalima team',
        role: 'Engineering and curation',
        bio: 'A small team of engineers and students of Arabic building the best way to learn the words of the Quran: open data, honest figures, and progress that is never lost.',
        education: 'Quranic Arabic studies; software engineering',
        expertise: [
          'Quranic Arabic morphology',
          'Spaced repetition',
          'Web accessibility',
          'Offline-first apps',
        ],
      },
    },
  },
  embed: {
    title: 'Embed a deck',
    heading: 'Embed this deck on your site',
    intro:
      "Put any study mode on your mosque's or school's website: paste two lines into a plain HTML page or a WordPress “Custom HTML” block. No build step, no account, progress stays in your visitors' browsers.",
    mode: 'Mode',
    deck: 'Deck',
    language: 'Language',
    theme: 'Colours',
    themeLight: 'Light',
    themeDark: 'Dark',
    themeAuto: "As the visitor's device is set",
    lessons: 'Lessons',
    surahs: 'Surahs',
    snippetHeading: 'Your snippet',
    copy: 'Copy',
    copyScript: 'Copy the script snippet',
    copyFrame: 'Copy the iframe snippet',
    copied: 'Snippet copied to clipboard!',
    copyBlocked: 'Copying is blocked here: select the snippet and copy it by hand.',
    frameHeading: 'Where scripts are not allowed: an iframe',
    frame:
      "Google Sites, Notion, many learning platforms and WordPress authors without the right to add scripts can paste an iframe instead. It shows the same study mode; progress stays in your visitors' browsers.",
    resize:
      'Where scripts are allowed, this line once on the page makes every Kalima iframe as tall as its content:',
    previewHeading: 'Preview',
    previewReview:
      'Review shows the words a visitor has already studied on your site, when they are due.',
  },
}

/** The texts of the site's content pages in one language: the shape of {@link en}. */
export type PageTexts = typeof en
