// Checks one UI dictionary against English: what `npm run i18n:check` (scripts/i18n-check.mjs)
// prints for volunteers and what i18n/dictionaries.test.ts asserts. Not part of any bundle.

/** The kind of a dictionary problem, as listed by the check. */
export type ProblemKind =
  | 'missing'
  | 'extra'
  | 'not-text'
  | 'empty'
  | 'placeholders'
  | 'plural-forms'
  | 'same-as-english'
  | 'script'
  | 'digits'

/** One problem of one message in one language's dictionary. */
export interface DictionaryProblem {
  lang: string
  id: string
  kind: ProblemKind
  /** What is wrong, for a volunteer to read. */
  detail: string
}

/**
 * Messages whose text may stay exactly the English one, by message id: `'*'` in every
 * language, else the languages listed. Counters, symbols and proper names (fonts, units
 * written the same way) belong here; a word that has a translation does not.
 */
export const SAME_AS_ENGLISH: Readonly<Record<string, '*' | readonly string[]>> = {
  'common.counter': '*', // {n}/{total}
  'banner.title': '*', // {title} - {mode}
  'settings.px': '*', // {n} px: CSS unit
  'settings.percent': '*', // {n}%: the percent sign (Turkish %{n}, Spanish {n} %)
  'settings.count': '*', // a number alone, written in the language's digits
  'settings.ms': ['tr', 'es'], // "ms" is the usual abbreviation there
  // Font options are named after the font they render: a name, the same in every language.
  'settings.meaningFontFamily.solaimanlipi': '*',
  'settings.meaningFontFamily.kalpurush': '*',
  'settings.meaningFontFamily.default': '*',
  'settings.arabicFontFamily.naskh': '*',
  'settings.arabicFontFamily.kufi': '*',
  'settings.arabicFontFamily.thuluth': '*',
  'settings.arabicFontFamily.default': '*',
  'banner.surah': ['id'], // "Surah {n}" is Indonesian too
  // A lesson's part in Roman numerals, as English writes it.
  ...Object.fromEntries([1, 2, 3, 4].map((n) => [`deck.part.${n}`, ['id', 'tr', 'es'] as const])),
  'auth.email': ['id'], // "Email" is the usual Indonesian word
  'contact.email': ['id'],
  'assistant.none': '*', // —
  'reader.wordLabel': '*', // {word}: {gloss} ({state})
  'reader.verseAt': '*', // {name} {surah}:{verse}
  'reader.stateCount': '*', // {state} ({n})
  'assistant.hourValue': '*', // {time}
  'assistant.masteryRow': '*', // {deck}: {percent}%
  'site.cardTitle': '*', // {deck} · {mode}
  'home.percent': ['bn', 'id', 'ur', 'zh'], // {percent}%: the sign after the number
  'site.nav.blog': ['id', 'tr', 'es'], // "Blog" is the word there too
  'home.tab.dua': ['tr'], // "Dua" is Turkish
  // The content pages: "Blog" is the word there too; "lemma" is the Turkish linguists' term.
  'blog.title': ['id', 'tr', 'es'],
  'blog.heading': ['id', 'tr', 'es'],
  'blog.lemma': ['tr'],
  // Surah names (surah.1 to surah.114) are transliterations of the Arabic: often spelt
  // alike in English, Indonesian and Spanish (Yunus, Al-Kahf, Muhammad).
  ...Object.fromEntries(
    Array.from({ length: 114 }, (_, i) => [`surah.${1 + i}`, ['id', 'es'] as const]),
  ),
}

/**
 * Letters a language's texts must not contain, with the reason: Urdu is written with the
 * Urdu forms ک ی ہ, not the Arabic ك ي ى ه that look alike but search, sort and shape
 * differently.
 */
export const FORBIDDEN_LETTERS: Readonly<Record<string, { pattern: RegExp; reason: string }>> = {
  ur: {
    pattern: /[\u0643\u064A\u0649\u0647]/u,
    reason: 'Arabic letter ك/ي/ى/ه in Urdu text: use the Urdu ک/ی/ہ',
  },
}

/**
 * A digit next to a placeholder (`{n} 5`, `۳{n}`): numbers are written by the app, for the
 * language, never in a text. Latin, Bengali, Arabic-Indic and Urdu (Persian) digits.
 */
const DIGIT_BY_PLACEHOLDER = /\{\w+\}\s*[0-9০-৯٠-٩۰-۹]|[0-9০-৯٠-٩۰-۹]\s*\{\w+\}/u

/** The `{name}` placeholders of a text, sorted, each once. */
export function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string))].sort()
}

/**
 * How many `|`-separated plural forms a message with plural forms has in `lang`: two
 * (`one|other`) when the language's cardinal rules have a `one` category, else one.
 */
export function pluralFormCount(lang: string): 1 | 2 {
  return new Intl.PluralRules(lang).resolvedOptions().pluralCategories.includes('one') ? 2 : 1
}

const sameAllowed = (id: string, lang: string, allow: typeof SAME_AS_ENGLISH): boolean => {
  const langs = allow[id]
  return langs === '*' || (langs?.includes(lang) ?? false)
}

/**
 * Every problem of `dict` (the dictionary of `lang`) measured against English `en`:
 * ids missing or unknown to English, texts that are not text or empty, `{placeholders}`
 * that differ from English, a wrong number of `one|other` plural forms (or a `|` in a
 * message without plural forms), a text equal to English that `allow` does not list,
 * letters {@link FORBIDDEN_LETTERS} forbids, and a digit written next to a placeholder. No
 * problems: an empty list.
 */
export function checkDictionary(
  lang: string,
  dict: Readonly<Record<string, unknown>>,
  en: Readonly<Record<string, string>>,
  allow: typeof SAME_AS_ENGLISH = SAME_AS_ENGLISH,
): DictionaryProblem[] {
  const problems: DictionaryProblem[] = []
  const add = (id: string, kind: ProblemKind, detail: string) =>
    problems.push({ lang, id, kind, detail })
  for (const id of Object.keys(en)) {
    if (!Object.hasOwn(dict, id)) add(id, 'missing', `no text (English: "${en[id]}")`)
  }
  for (const [id, text] of Object.entries(dict)) {
    const english = Object.hasOwn(en, id) ? en[id] : undefined
    if (english === undefined) {
      add(id, 'extra', 'English has no message with this id (renamed or removed?)')
      continue
    }
    if (typeof text !== 'string') {
      add(id, 'not-text', `a ${typeof text}, not a text`)
      continue
    }
    if (!text.trim()) {
      add(id, 'empty', 'the text is empty')
      continue
    }
    const want = placeholders(english)
    const got = placeholders(text)
    if (want.join() !== got.join()) {
      const show = (names: string[]) => names.map((n) => `{${n}}`).join(' ') || 'none'
      add(id, 'placeholders', `has ${show(got)}, English has ${show(want)}`)
    }
    const forms = text.split('|').length
    if (english.includes('|')) {
      const expected = pluralFormCount(lang)
      if (forms !== expected)
        add(
          id,
          'plural-forms',
          expected === 2
            ? `needs 2 forms "one|other" (${lang} has a singular), has ${forms}`
            : `needs 1 form (${lang} has no singular form of numbers), has ${forms}`,
        )
    } else if (forms > 1) {
      add(id, 'plural-forms', 'has "|", which only messages with plural forms may use')
    }
    if (text === english && !sameAllowed(id, lang, allow))
      add(id, 'same-as-english', `equals the English "${english}" (not on the allow-list)`)
    const forbidden = FORBIDDEN_LETTERS[lang]
    if (forbidden?.pattern.test(text)) add(id, 'script', forbidden.reason)
    if (DIGIT_BY_PLACEHOLDER.test(text))
      add(id, 'digits', 'a digit next to a {placeholder}: the app writes numbers for the language')
  }
  return problems
}
