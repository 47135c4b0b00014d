import fc from 'fast-check'
import { FEEDBACK_MS, LEARN_OPTIONS } from '../constants'
import { firstQuestionKind } from '../plan/first-question'
import { exerciseFor, planToday, todayItems } from '../plan/today'
import { emptyProgress } from '../progress/types'
import { recordAnswer } from '../schedule'
import {
  createPractice,
  type PracticeEffect,
  type PracticeItem,
  type PracticeState,
  type PracticeWord,
  practiceItem,
  practiceItems,
  practiceStartEffects,
  REQUEUE_GAP,
  REQUEUE_GAP_AGAIN,
  STUDY_GAP,
  stepPractice,
  withStudyCards,
} from './practice'

const words: PracticeWord[] = Array.from({ length: 8 }, (_, i) => ({
  id: `w${i + 1}`,
  arabic: `ع${i + 1}`,
  meaning: `meaning ${i + 1}`,
  transliteration: `word${i + 1}`,
  lang: 'en',
}))
const items = (kind: PracticeItem['kind'], n = 5): PracticeItem[] =>
  words.slice(0, n).map((word) => ({ word, kind }))

const rightOption = (s: PracticeState) =>
  s.options.findIndex((o) => o.wordId === practiceItem(s)?.word.id)
const wrongOption = (s: PracticeState) =>
  s.options.findIndex((o) => o.wordId !== practiceItem(s)?.word.id)

/** Answers the current question right or wrong and moves on (advance or continue). */
const answerAndMove = (s: PracticeState, right: boolean) => {
  const item = practiceItem(s)
  if (!item) throw new Error('no question')
  const effects: PracticeEffect[] = []
  let r =
    item.kind === 'type'
      ? stepPractice(s, { type: 'type', text: right ? item.word.meaning : 'nothing like it' })
      : stepPractice(s, { type: 'choose', option: right ? rightOption(s) : wrongOption(s) })
  // An answer keeps the question's number (a typed answer stays in its field).
  expect(r.state.asked).toBe(s.asked)
  effects.push(...r.effects)
  if (r.state.status === 'right') {
    const after = r.effects.find((e) => e.type === 'after')
    if (after?.type !== 'after') throw new Error('no advance')
    expect(after.ms).toBe(FEEDBACK_MS)
    r = stepPractice(r.state, after.event)
  } else {
    r = stepPractice(r.state, { type: 'continue' })
  }
  effects.push(...r.effects)
  return { state: r.state, effects, item }
}

describe('Practice', () => {
  it('recognise: the Arabic → its meaning among 4; right answers complete the session', () => {
    let s = createPractice(items('recognise'), { seed: 3 })
    expect(s.options).toHaveLength(LEARN_OPTIONS)
    expect(s.options.map((o) => o.text)).toContain(practiceItem(s)?.word.meaning)
    const recorded: string[] = []
    while (s.status !== 'complete') {
      const r = answerAndMove(s, true)
      for (const e of r.effects) if (e.type === 'record') recorded.push(`${e.wordId}:${e.correct}`)
      s = r.state
    }
    expect(recorded).toEqual(['w1', 'w2', 'w3', 'w4', 'w5'].map((id) => `${id}:true`))
    expect(s).toMatchObject({ total: 5, done: 5, firstTry: 5, mistakes: 0, missed: [] })
  })

  it('reverse: the meaning → the Arabic among 4', () => {
    const s = createPractice(items('reverse'), { seed: 3 })
    const texts = s.options.map((o) => o.text)
    expect(texts).toHaveLength(LEARN_OPTIONS)
    expect(texts).toContain('ع1')
    expect(texts.every((t) => t.startsWith('ع'))).toBe(true)
    // A word of the pool written like one of the session is never a second choice.
    const twin = { ...words[1], id: 'twin', meaning: 'another meaning' } as PracticeWord
    for (let seed = 0; seed < 20; seed++) {
      const t = createPractice(items('reverse'), { seed, pool: [twin] }).options.map((o) => o.text)
      expect(new Set(t).size).toBe(t.length)
    }
  })

  it('listen: the word is played when its question comes up, and again on Play', () => {
    const s = createPractice([...items('recognise', 1), ...items('listen', 3).slice(1)], {
      seed: 3,
    })
    expect(practiceStartEffects(s)).toEqual([])
    const { effects } = answerAndMove(s, true)
    expect(effects).toContainEqual({ type: 'speak', text: 'ع2', lang: 'ar-SA' })
    const listen = createPractice(items('listen', 2), { seed: 1 })
    expect(practiceStartEffects(listen)).toContainEqual({
      type: 'speak',
      text: 'ع1',
      lang: 'ar-SA',
    })
    expect(stepPractice(listen, { type: 'play' }).effects).toHaveLength(1)
  })

  it('type: any listed sense is accepted, a near miss too; a wrong one shows the answer', () => {
    const word: PracticeWord = {
      id: 'ma',
      arabic: 'مَا',
      meaning: 'what, that which; not; what?',
      transliteration: 'mā',
      lang: 'en',
    }
    const s = createPractice([{ word, kind: 'type' }], { seed: 1 })
    expect(s.options).toEqual([])
    expect(stepPractice(s, { type: 'type', text: '  ' }).state).toBe(s)
    const right = stepPractice(s, { type: 'type', text: 'That which' })
    expect(right.state).toMatchObject({
      status: 'right',
      match: { text: 'that which', exact: true },
    })
    // A typed meaning, recalled: Good (the grading table).
    expect(right.effects).toContainEqual({
      type: 'record',
      wordId: 'ma',
      correct: true,
      grade: 'good',
    })
    const typo = stepPractice(s, { type: 'type', text: 'that whihc' })
    expect(typo.state).toMatchObject({ status: 'right', match: { exact: false } })
    // The transliteration, with the Arabic on screen, is the sound, not the meaning (issue 45):
    // no answer, nothing recorded; the learner is told and types again.
    const translit = stepPractice(s, { type: 'type', text: 'ma' })
    expect(translit.state).toMatchObject({ status: 'asking', notice: 'sound', mistakes: 0 })
    expect(translit.effects).toEqual([])
    expect(stepPractice(translit.state, { type: 'type', text: 'what' }).state).toMatchObject({
      status: 'right',
      notice: null,
    })
    const wrong = stepPractice(s, { type: 'type', text: 'house' })
    expect(wrong.state).toMatchObject({ status: 'wrong', typed: 'house', mistakes: 1 })
    expect(wrong.effects).toContainEqual({
      type: 'record',
      wordId: 'ma',
      correct: false,
      grade: 'again',
    })
  })

  it(`a word answered wrong comes back ${REQUEUE_GAP} questions later, in the kind it was missed in`, () => {
    let s = createPractice(items('reverse', 6), { seed: 5 })
    const r = answerAndMove(s, false)
    s = r.state
    expect(s.queue.map((i) => i.word.id)).toEqual(['w2', 'w3', 'w4', 'w1', 'w5', 'w6'])
    expect(s.queue[3]?.kind).toBe('reverse')
    // The miss is the word's one grade (Again); asked again, its answer is practice.
    expect(r.effects.filter((e) => e.type === 'record')).toEqual([
      { type: 'record', wordId: 'w1', correct: false, grade: 'again' },
    ])
    expect(s).toMatchObject({ mistakes: 1, missed: ['w1'], done: 0 })
    let later = s
    for (let i = 0; i < 3; i++) later = answerAndMove(later, true).state
    expect(practiceItem(later)?.word.id).toBe('w1')
    expect(answerAndMove(later, true).effects.filter((e) => e.type === 'record')).toEqual([
      { type: 'record', wordId: 'w1', correct: true, practice: true },
    ])
  })

  it(`a word missed again comes back ${REQUEUE_GAP_AGAIN} questions later; the session ends with a pass over its misses`, () => {
    const many: PracticeWord[] = Array.from({ length: 14 }, (_, i) => ({
      ...(words[0] as PracticeWord),
      id: `w${i + 1}`,
      arabic: `ك${i + 1}`,
      meaning: `sense ${i + 1}`,
    }))
    let s = createPractice(
      many.map((word) => ({ word, kind: 'recognise' as const })),
      { seed: 3 },
    )
    s = answerAndMove(s, false).state
    // Three questions on, w1 again: missed a second time, it waits eight questions.
    for (let i = 0; i < REQUEUE_GAP; i++) s = answerAndMove(s, true).state
    expect(practiceItem(s)?.word.id).toBe('w1')
    s = answerAndMove(s, false).state
    expect(s.queue.findIndex((q) => q.word.id === 'w1')).toBe(REQUEUE_GAP_AGAIN)
    while (!s.lastPass) s = answerAndMove(s, true).state
    // Every word done, then the pass: w1 once more, as it was missed; its answer is practice.
    expect(s.done).toBe(14)
    expect(s.queue.map((q) => [q.word.id, q.kind])).toEqual([['w1', 'recognise']])
    const last = answerAndMove(s, true)
    expect(last.effects.filter((e) => e.type === 'record')).toEqual([
      { type: 'record', wordId: 'w1', correct: true, practice: true },
    ])
    expect(last.state).toMatchObject({ status: 'complete', done: 14 })
  })

  it('teaches a new word before asking it: its study card, then its question after two more entries', () => {
    const taught = items('recognise', 3).map((i) => ({ ...i, teach: true }))
    const review: PracticeItem = { word: words[4] as PracticeWord, kind: 'reverse' }
    expect(
      withStudyCards([review, ...taught]).map((i) => `${i.study ? 'study' : 'ask'} ${i.word.id}`),
    ).toEqual(['ask w5', 'study w1', 'study w2', 'study w3', 'ask w1', 'ask w2', 'ask w3'])
    let s = createPractice(taught, { seed: 1, pool: words.slice(4) })
    expect(s).toMatchObject({ status: 'studying', asked: 0, total: 3, options: [] })
    // No answer while the card is studied.
    expect(stepPractice(s, { type: 'choose', option: 0 }).state).toBe(s)
    const studied = stepPractice(s, { type: 'studied' })
    expect(studied.effects).toContainEqual({ type: 'viewed', wordId: 'w1' })
    s = stepPractice(stepPractice(studied.state, { type: 'studied' }).state, {
      type: 'studied',
    }).state
    // The first question comes after STUDY_GAP more entries: w1, asked.
    expect(STUDY_GAP).toBe(2)
    expect(s).toMatchObject({ status: 'asking', asked: 1 })
    expect(practiceItem(s)?.word.id).toBe('w1')
    expect(s.options).toHaveLength(LEARN_OPTIONS)
    // Its first answer is graded: the word was taught.
    expect(stepPractice(s, { type: 'choose', option: rightOption(s) }).effects).toContainEqual({
      type: 'record',
      wordId: 'w1',
      correct: true,
      grade: 'hard',
    })
  })

  it('property: the session ends only when every word was answered right; first tries and mistakes add up', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 0, maxLength: 60 }),
        fc.constantFrom<PracticeItem['kind']>('recognise', 'reverse', 'listen', 'type'),
        fc.integer({ min: 1, max: 8 }),
        fc.nat(),
        (answers, kind, n, seed) => {
          // A pool of other words, as a real session has (the vocabulary): 4 choices always.
          const pool = words
            .slice(0, 4)
            .map((w) => ({ ...w, id: `p${w.id}`, meaning: `other ${w.id}` }))
          let s = createPractice(items(kind, n), { seed, pool })
          if (kind !== 'type') expect(s.options).toHaveLength(LEARN_OPTIONS)
          const rightWords = new Set<string>()
          const wrongWords = new Set<string>()
          let wrong = 0
          let wrongBeforePass = 0
          // The given answers, then right answers until the end (a session always ends).
          for (let i = 0; s.status !== 'complete'; i++) {
            expect(i).toBeLessThan(answers.length + 10 * n)
            const right = i < answers.length ? (answers[i] ?? true) : true
            const inPass = s.lastPass
            const r = answerAndMove(s, right)
            if (right) rightWords.add(r.item.word.id)
            else {
              wrong++
              // The end-of-session pass asks only words missed before it.
              if (inPass) expect(wrongWords.has(r.item.word.id)).toBe(true)
              else {
                wrongBeforePass++
                wrongWords.add(r.item.word.id)
                // Not done: the word is still to be asked.
                expect(r.state.queue.some((q) => q.word.id === r.item.word.id)).toBe(true)
              }
            }
            s = r.state
          }
          expect(rightWords.size).toBe(n)
          expect(s.done).toBe(n)
          expect(s.mistakes).toBe(wrong)
          // Every question asked again after a mistake is a new question, and the pass at the
          // end asks each word missed once more.
          expect(s.asked).toBe(n + wrongBeforePass + wrongWords.size)
          expect(s.firstTry).toBe(n - wrongWords.size)
          expect([...s.missed].sort()).toEqual([...wrongWords].sort())
        },
      ),
    )
  })
})

describe("Today's session", () => {
  it('spreads the new words among the due reviews, each asked by how well it is known', () => {
    const NOW = Date.UTC(2026, 10, 27, 9)
    let p = emptyProgress()
    // w7 and w8 were answered wrong yesterday: due today.
    p = recordAnswer(p, 'w7', false, { now: NOW - 86_400_000 }, 'd')
    p = recordAnswer(p, 'w8', false, { now: NOW - 86_400_000 + 60_000 }, 'd')
    const plan = planToday(p, {
      now: NOW,
      newWordsPerDay: 2,
      reviewsPerDay: 100,
      newWordOrder: words.map((w) => w.id),
    })
    expect([...plan.reviews].sort()).toEqual(['w7', 'w8'])
    const [first, second] = plan.reviews
    const byId = new Map(words.map((w) => [w.id, w]))
    const list = todayItems(p, plan, byId, { canListen: false })
    // Two reviews, two new words: a review, a new word, a review, a new word.
    const order = [first, 'w1', second, 'w2']
    expect(list.map((i) => i.word.id)).toEqual(order)
    // Reviews by how well they are known; the new words' first questions in turn by the kinds
    // a new word can take.
    const has = { canListen: false, forms: false, fill: false }
    expect(list.map((i) => i.kind)).toEqual([
      exerciseFor(p.words[first ?? ''], has),
      firstQuestionKind(0, has),
      exerciseFor(p.words[second ?? ''], has),
      firstQuestionKind(1, has),
    ])
    expect(list.map((i) => i.teach === true)).toEqual([false, true, false, true])
    // The session asks the first review, then shows the first new word's study card.
    const session = createPractice(list, { seed: 1 })
    expect(practiceItem(session)?.word.id).toBe(first)
    expect(session.queue[1]).toMatchObject({ word: { id: 'w1' }, study: true })
  })
})

describe('Practice: Forms and Fill the verse', () => {
  const pool = words.map((w) => ({ ...w, id: `p${w.id}`, meaning: `other ${w.id}` }))

  it('Forms: a form shown, its meaning among the choices', () => {
    const s = createPractice([{ word: words[0] as PracticeWord, kind: 'forms', form: 'يَقُولُونَ' }], {
      seed: 2,
      pool,
    })
    expect(practiceItem(s)?.form).toBe('يَقُولُونَ')
    expect(s.options.map((o) => o.text)).toContain('meaning 1')
    const right = stepPractice(s, { type: 'choose', option: rightOption(s) })
    // A right choice: Hard (the grading table).
    expect(right.effects).toContainEqual({
      type: 'record',
      wordId: 'w1',
      correct: true,
      grade: 'hard',
    })
  })

  it('Fill the verse: the Arabic of the word among the choices', () => {
    const s = createPractice(
      [
        {
          word: words[0] as PracticeWord,
          kind: 'fill',
          gap: { before: 'بِسْمِ', after: '', word: 'ع1' },
        },
      ],
      { seed: 2, pool },
    )
    const texts = s.options.map((o) => o.text)
    expect(texts).toContain('ع1')
    expect(texts.every((t) => t.startsWith('ع'))).toBe(true)
    expect(new Set(texts).size).toBe(texts.length)
  })
})

describe('practiceItems: a deck in one kind of exercise', () => {
  it('asks every word once in a shuffled order, in the kind asked', () => {
    const list = practiceItems(words, 'reverse', { seed: 4, canListen: true })
    expect(list.map((i) => i.word.id).sort()).toEqual(words.map((w) => w.id).sort())
    expect(list.every((i) => i.kind === 'reverse')).toBe(true)
    const other = practiceItems(words, 'reverse', { seed: 5, canListen: true })
    expect(other.map((i) => i.word.id)).not.toEqual(list.map((i) => i.word.id))
  })

  it('falls back where the kind cannot ask a word: no sound, no form, no verse', () => {
    expect(practiceItems(words, 'listen', { seed: 1, canListen: false })[0]?.kind).toBe('recognise')
    const forms = practiceItems(words, 'forms', {
      seed: 1,
      canListen: false,
      formOf: (w) => (w.id === 'w1' ? 'فَقَالَ' : undefined),
    })
    expect(forms.find((i) => i.word.id === 'w1')).toMatchObject({ kind: 'forms', form: 'فَقَالَ' })
    expect(forms.find((i) => i.word.id === 'w2')?.kind).toBe('recognise')
    const fill = practiceItems(words, 'fill', { seed: 1, canListen: false, gapOf: () => undefined })
    expect(fill.every((i) => i.kind === 'reverse')).toBe(true)
  })
})

describe('Practice: recall, the reveal-and-grade card (issue 45)', () => {
  const recalls = (n: number): PracticeItem[] => items('recall', n)
  const records = (effects: readonly PracticeEffect[]) => effects.filter((e) => e.type === 'record')

  it('the Arabic alone, no options; reveal, then the chosen grade is recorded once', () => {
    const s = createPractice(recalls(3), { seed: 1 })
    expect(s).toMatchObject({ status: 'asking', options: [], revealed: false })
    const shown = stepPractice(s, { type: 'reveal' })
    expect(shown.state.revealed).toBe(true)
    expect(shown.effects).toEqual([])
    // Revealing twice changes nothing.
    expect(stepPractice(shown.state, { type: 'reveal' }).state).toBe(shown.state)
    const graded = stepPractice(shown.state, { type: 'grade', grade: 'easy' })
    expect(records(graded.effects)).toEqual([
      { type: 'record', wordId: 'w1', correct: true, grade: 'easy' },
    ])
    // On to the next card at once, its meaning hidden again.
    expect(graded.state).toMatchObject({
      status: 'asking',
      revealed: false,
      done: 1,
      firstTry: 1,
      mistakes: 0,
    })
    expect(practiceItem(graded.state)?.word.id).toBe('w2')
    expect(graded.state.asked).toBe(s.asked + 1)
    // Every grade as chosen: Hard and Good too.
    for (const grade of ['hard', 'good'] as const) {
      const r = stepPractice(stepPractice(s, { type: 'reveal' }).state, { type: 'grade', grade })
      expect(records(r.effects)).toEqual([{ type: 'record', wordId: 'w1', correct: true, grade }])
    }
  })

  it('a grade before the meaning is shown does nothing', () => {
    const s = createPractice(recalls(2), { seed: 1 })
    for (const grade of ['again', 'hard', 'good', 'easy'] as const) {
      const r = stepPractice(s, { type: 'grade', grade })
      expect(r.state).toBe(s)
      expect(r.effects).toEqual([])
    }
    // Nor may another kind's question be graded, or revealed.
    const other = createPractice(items('recognise', 2), { seed: 1 })
    expect(stepPractice(other, { type: 'reveal' }).state).toBe(other)
    expect(stepPractice(other, { type: 'grade', grade: 'good' }).state).toBe(other)
  })

  it('Again is a miss: the word comes back as a recall card, its second answer practice', () => {
    let s = createPractice(recalls(6), { seed: 5 })
    const again = stepPractice(stepPractice(s, { type: 'reveal' }).state, {
      type: 'grade',
      grade: 'again',
    })
    expect(again.state).toMatchObject({ status: 'wrong', mistakes: 1, missed: ['w1'], done: 0 })
    expect(again.effects).toContainEqual({ type: 'tone', tone: 'wrong' })
    expect(records(again.effects)).toEqual([
      { type: 'record', wordId: 'w1', correct: false, grade: 'again' },
    ])
    // A grade while the answer is shown does nothing; Continue goes on.
    expect(stepPractice(again.state, { type: 'grade', grade: 'good' }).state).toBe(again.state)
    s = stepPractice(again.state, { type: 'continue' }).state
    expect(s.queue.map((i) => i.word.id)).toEqual(['w2', 'w3', 'w4', 'w1', 'w5', 'w6'])
    expect(s.queue[3]?.kind).toBe('recall')
    const good = (state: PracticeState) =>
      stepPractice(stepPractice(state, { type: 'reveal' }).state, { type: 'grade', grade: 'good' })
    for (let i = 0; i < REQUEUE_GAP; i++) s = good(s).state
    expect(practiceItem(s)?.word.id).toBe('w1')
    const back = good(s)
    expect(records(back.effects)).toEqual([
      { type: 'record', wordId: 'w1', correct: true, practice: true },
    ])
    s = back.state
    // The rest, then the end-of-session pass: w1 once more, then the end.
    while (s.status !== 'complete' && !s.lastPass) s = good(s).state
    expect(practiceItem(s)?.word.id).toBe('w1')
    const end = good(s)
    expect(end.state.status).toBe('complete')
    expect(end.state).toMatchObject({ total: 6, done: 6, firstTry: 5, mistakes: 1 })
  })

  it('listen-type: the word is played, the Arabic hidden; only its meaning is accepted', () => {
    const s = createPractice(items('listen-type', 2), { seed: 1 })
    expect(s.options).toEqual([])
    expect(practiceStartEffects(s)).toContainEqual({ type: 'speak', text: 'ع1', lang: 'ar-SA' })
    const sound = stepPractice(s, { type: 'type', text: 'word1' })
    expect(sound.state).toMatchObject({ status: 'asking', notice: 'sound' })
    expect(sound.effects).toEqual([])
    const right = stepPractice(sound.state, { type: 'type', text: 'meaning 1' })
    expect(right.state.status).toBe('right')
    expect(records(right.effects)).toEqual([
      { type: 'record', wordId: 'w1', correct: true, grade: 'good' },
    ])
    // A deck asked by listen-type without sound is typed, the Arabic shown.
    expect(
      practiceItems(words.slice(0, 2), 'listen-type', { seed: 1, canListen: false }).map(
        (i) => i.kind,
      ),
    ).toEqual(['type', 'type'])
  })
})
