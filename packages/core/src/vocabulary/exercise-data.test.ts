import fc from 'fast-check'
import { loadWordForms, practiceForm, verseGap } from './exercise-data'
import { getStudyWords, getWords, loadArabicVerses, wordAt } from './vocabulary'

/** FORMS_PER_WORD of scripts/data/reader.mjs, which writes the index. */
const FORMS_PER_WORD = 8

describe('the forms index (Forms)', () => {
  it("holds each word's forms with counts within its frequency, most frequent first", async () => {
    const forms = await loadWordForms()
    const words = new Map(getStudyWords().map((w) => [w.id, w]))
    let withForms = 0
    for (const [id, list] of Object.entries(forms)) {
      const word = words.get(id)
      expect(word, id).toBeDefined()
      expect(list.length).toBeGreaterThan(0)
      expect(list.length).toBeLessThanOrEqual(FORMS_PER_WORD)
      expect(new Set(list.map(([f]) => f)).size).toBe(list.length)
      const total = list.reduce((n, [, c]) => n + c, 0)
      expect(total, id).toBeLessThanOrEqual(word?.frequency ?? 0)
      for (let i = 1; i < list.length; i++) {
        const [a, m] = list[i - 1] ?? ['', 0]
        const [b, n] = list[i] ?? ['', 0]
        expect(m > n || (m === n && a.length <= b.length), `${id}: ${a} before ${b}`).toBe(true)
      }
      if (word && practiceForm(word, forms)) withForms++
    }
    // Most lesson words take another form somewhere in the Quran.
    expect(withForms).toBeGreaterThan(500)
  })

  it('asks the most frequent form written otherwise than the headword (قَالَ → قَالُوا۟ or the like)', async () => {
    const forms = await loadWordForms()
    const qala = getWords().find((w) => w.lemma === 'qaAla')
    expect(qala).toBeDefined()
    const form = qala ? practiceForm(qala, forms) : undefined
    expect(form).toBeDefined()
    expect(form).not.toBe(qala?.arabic)
    expect(forms[qala?.id ?? '']?.map(([f]) => f)).toContain(form)
    expect(practiceForm({ id: 'no-such-word', arabic: 'x' }, forms)).toBeUndefined()
  })
})

describe('verseGap (Fill the verse)', () => {
  it('takes out every word at its place in its verse, and the rest rejoins the verse', async () => {
    const verses = await loadArabicVerses()
    for (const word of getWords()) {
      const gap = verseGap(word.verse, (k) => verses[k])
      const text = verses[`${word.verse.surah}:${word.verse.ayah}`]
      expect(gap, word.id).toBeDefined()
      expect(gap?.word).toBe(text ? wordAt(text, word.verse.position) : undefined)
      expect([gap?.before, gap?.word, gap?.after].filter(Boolean).join(' ')).toBe(text)
    }
  })

  it('is undefined for a verse or a place that is not there', () => {
    const arabic = (k: string) => (k === '1:1' ? 'a b c' : undefined)
    expect(verseGap({ surah: 1, ayah: 2, position: 1 }, arabic)).toBeUndefined()
    expect(verseGap({ surah: 1, ayah: 1, position: 4 }, arabic)).toBeUndefined()
    expect(verseGap({ surah: 1, ayah: 1, position: 2 }, arabic)).toEqual({
      before: 'a',
      after: 'c',
      word: 'b',
    })
  })

  it('property: before, word and after rejoin the verse', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{1,5}$/), { minLength: 1, maxLength: 12 }),
        fc.nat(),
        (words, n) => {
          const position = (n % words.length) + 1
          const gap = verseGap({ surah: 2, ayah: 3, position }, () => words.join(' '))
          expect([gap?.before, gap?.word, gap?.after].filter((x) => x !== '').join(' ')).toBe(
            words.join(' '),
          )
        },
      ),
    )
  })
})
