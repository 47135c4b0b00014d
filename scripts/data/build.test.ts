import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { draftMeaning, stripBrackets } from './glosses.mjs'

const ROOT = resolve(__dirname, '../..')
const DATA_DIR = join(ROOT, 'packages/core/src/vocabulary/data')
const hasCorpus = existsSync(resolve(ROOT, '../shared/data/quran/segments.tsv'))
// CI always has ../shared beside the repo: there the corpus checks must run, never skip.
if (process.env.CI && !hasCorpus) throw new Error('../shared/data/quran is missing in CI')

describe('gloss cleaning (draft meanings)', () => {
  it('drops translator brackets', () => {
    expect(stripBrackets('(of) Allah')).toBe('Allah')
    expect(stripBrackets('In (the) name')).toBe('In name')
    expect(stripBrackets('[the] Lord (of)')).toBe('Lord')
  })

  it('drops leading conjunctions and articles but never empties a gloss', () => {
    expect(draftMeaning('en', 'and (the) earth')).toEqual(['earth'])
    expect(draftMeaning('en', 'and')).toEqual(['and'])
    expect(draftMeaning('tr', 've yeryüzü')).toEqual(['yeryüzü'])
  })

  it('splits Chinese glosses on |', () => {
    expect(draftMeaning('zh', '名字|奉')).toEqual(['名字', '奉'])
    expect(draftMeaning('zh', '真主的')).toEqual(['真主'])
  })
})

describe('size budget', () => {
  it.each(['bn', 'id', 'ur', 'tr', 'zh', 'es', 'en'])(
    'words.json + meanings.%s.json stay within 25 KB gzipped',
    (lang) => {
      const size = (name: string) =>
        gzipSync(readFileSync(join(DATA_DIR, name)), { level: 9 }).length
      expect(size('words.json') + size(`meanings.${lang}.json`)).toBeLessThanOrEqual(25 * 1024)
    },
  )
})

describe.skipIf(!hasCorpus)('npm run data', () => {
  it('rebuilds byte-identical files', () => {
    const out = mkdtempSync(join(tmpdir(), 'kalima-data-'))
    try {
      execFileSync(process.execPath, [join(ROOT, 'scripts/data/build.mjs'), '--out', out], {
        cwd: ROOT,
        stdio: 'pipe',
      })
      // Files of the data directory and of its reader/ chunks (issue 18).
      const files = (dir: string) =>
        readdirSync(dir, { recursive: true, encoding: 'utf8' })
          .filter((name) => name.endsWith('.json'))
          .sort()
      const committed = files(DATA_DIR)
      expect(files(out)).toEqual(committed)
      for (const name of committed) {
        expect(readFileSync(join(out, name)).equals(readFileSync(join(DATA_DIR, name))), name).toBe(
          true,
        )
      }
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  }, 60_000)
})

describe('curated source checks', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kalima-tsv-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const header = 'id\tlemma\tarabic\ten\tbn\tid\tur\ttr\tzh\tes\theadword\tnote'
  const vocabulary = [{ id: 'm-subiyn', lemma: 'm~ubiyn', pos: 'Noun' }]
  let readMeanings: typeof import('./build.mjs').readMeanings
  // build.mjs registers a TypeScript loader on import: slow on a busy machine.
  beforeAll(async () => {
    readMeanings = (await import('./build.mjs')).readMeanings
  }, 60_000)
  const check = async (row: string) => {
    const file = join(dir, 'meanings.tsv')
    writeFileSync(file, `${header}\n${row}\n`)
    return readMeanings(file, vocabulary)
  }
  const meanings = 'clear\tস্পষ্ট\tnyata\tواضح\tapaçık\t明白的\tclaro'

  it('accepts a headword given by the rule', async () => {
    const result = await check(`m-subiyn\tm~ubiyn\tمُبِين\t${meanings}\t\t`)
    expect(result.problems).toEqual([])
    expect(result.headwords.get('m-subiyn')).toEqual({ headword: 'mubiyn', override: false })
  })

  it('refuses an override without a note, one equal to the rule, or in bad script', async () => {
    expect((await check(`m-subiyn\tm~ubiyn\tمُبِينٌ\t${meanings}\tمُبِينٌ\t`)).problems).toEqual([
      'm-subiyn: headword override without a note',
    ])
    expect((await check(`m-subiyn\tm~ubiyn\tمُبِين\t${meanings}\tمُبِين\twhy`)).problems).toEqual([
      "m-subiyn: headword override equals the rule's headword",
    ])
    expect((await check(`m-subiyn\tm~ubiyn\tمبين\t${meanings}\tmubin\twhy`)).problems[0]).toMatch(
      /headword override "mubin": U\+6D is not in the Buckwalter table/,
    )
  })

  it('refuses an arabic column that is not the headword shown', async () => {
    expect((await check(`m-subiyn\tm~ubiyn\tمُّبِين\t${meanings}\t\t`)).problems).toEqual([
      'm-subiyn: arabic column مُّبِين is not the headword مُبِين',
    ])
  })
})
