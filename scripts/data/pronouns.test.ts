import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pronounOf } from './pronouns.mjs'

const ROOT = resolve(__dirname, '../..')
const DATA_DIR = join(ROOT, 'packages/core/src/vocabulary/data')
const QURAN_DIR = resolve(ROOT, '../shared/data/quran')
const hasCorpus = existsSync(join(QURAN_DIR, 'segments.tsv'))
const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'))

const seg = (
  form_buckwalter: string,
  component: string,
  pos = 'pronoun',
  pos_detail = 'personal',
) => ({
  form_buckwalter,
  component,
  pos,
  pos_detail,
})

describe('pronounOf', () => {
  it('finds independent pronouns, alone or after a conjunction', () => {
    const huwa = seg('huwa', 'main')
    expect(pronounOf(huwa, [huwa])).toBe('pron-huwa')
    const hum = seg('humo', 'main')
    expect(pronounOf(hum, [seg('wa', 'prefix', 'conjunction', 'coordinating'), hum])).toBe(
      'pron-hum',
    )
  })

  it('counts a pronoun after a one-letter preposition, or as a suffix, as attached', () => {
    const hum = seg('humo', 'main')
    expect(pronounOf(hum, [seg('la', 'prefix', 'preposition', ''), hum])).toBe('suf-hum')
    expect(pronounOf(seg('himo', 'suffix'), [])).toBe('suf-hum')
    expect(pronounOf(seg('hu,', 'suffix'), [])).toBe('suf-hu')
  })

  it('leaves out the subject endings of verbs and anything that is not a personal pronoun', () => {
    expect(pronounOf(seg('wA@', 'suffix'), [])).toBeUndefined()
    expect(pronounOf(seg('tumo', 'suffix'), [])).toBeUndefined()
    expect(pronounOf(seg('huwa', 'main', 'noun', ''), [])).toBeUndefined()
  })
})

describe.skipIf(!hasCorpus)('generated pronouns', () => {
  type Pronoun = {
    id: string
    kind: string
    frequency: number
    verse: { surah: number; ayah: number; position: number }
  }
  const pronouns: Pronoun[] = json(join(DATA_DIR, 'pronouns.json'))

  it('have a meaning in all 7 languages and an example verse the build ships', () => {
    const verses = json(join(DATA_DIR, 'verses.ar.json'))
    const meanings = ['bn', 'en', 'es', 'id', 'tr', 'ur', 'zh'].map((lang) =>
      json(join(DATA_DIR, `meanings.${lang}.json`)),
    )
    for (const p of pronouns) {
      for (const m of meanings) expect(m[p.id], p.id).not.toMatch(/^\s*$|[()[\]|0-9]/)
      for (const m of meanings) expect(typeof m[p.id], p.id).toBe('string')
      expect(verses[`${p.verse.surah}:${p.verse.ayah}`], p.id).toBeTruthy()
      expect(p.frequency).toBeGreaterThan(0)
    }
  })

  it('link each pronoun to a word of its verse that carries it', () => {
    const segments = readFileSync(join(QURAN_DIR, 'segments.tsv'), 'utf8').split('\n').slice(1)
    const byWord = new Map<string, ReturnType<typeof seg>[]>()
    for (const line of segments) {
      const [location = '', , form = '', component = '', pos = '', detail = ''] = line.split('\t')
      const word = location.split(':').slice(0, 3).join(':')
      byWord.set(word, [...(byWord.get(word) ?? []), seg(form, component, pos, detail)])
    }
    for (const p of pronouns) {
      const word = byWord.get(`${p.verse.surah}:${p.verse.ayah}:${p.verse.position}`) ?? []
      expect(
        word.map((s) => pronounOf(s, word)),
        p.id,
      ).toContain(p.id)
    }
  })

  it('raise coverage by the 3,277 words that are only a pronoun (the issue’s count)', () => {
    const coverage = json(join(DATA_DIR, 'coverage.json'))
    expect(coverage.withPronouns.covered - coverage.covered).toBe(3277)
    expect(coverage.withPronouns.percent).toBe(
      Math.round((coverage.withPronouns.covered / coverage.totalWords) * 10000) / 100,
    )
  })
})
