import {
  createMemoryStorage,
  emptyProgress,
  getLesson,
  getWords,
  type Progress,
} from '@kalima/core'
import { recordAnswer, recordAttempt, setReviewCard } from '@kalima/core/progress'
import { LEECH_LAPSES } from '@kalima/core/stats'
import { fixedClock, STORAGE_KEYS } from '@kalima/core/testing'
import { render, screen, within } from '@testing-library/react'
import { KalimaProvider } from '../../provider/KalimaProvider'
import { knownCard } from '../../testing/fixtures'
import { KalimaTestProvider } from '../../testing/KalimaTestProvider'
import { StudyAssistant } from './StudyAssistant'

const NOW = Date.UTC(2025, 2, 10, 19, 0)

/**
 * A learner who knows ٱللَّه, the Quran's second most frequent word (three right answers, its
 * card stable for a month), and has answered مِن, the first, right once.
 */
function knownAllah(): Progress {
  const [min, allah] = getWords()
  let p = emptyProgress()
  for (let i = 0; i < 3; i++)
    p = recordAttempt(p, allah?.id ?? '', true, { now: NOW - (3 - i) * 60_000 }, 'd')
  p = setReviewCard(p, allah?.id ?? '', knownCard(NOW))
  return recordAttempt(p, min?.id ?? '', true, { now: NOW - 60_000 }, 'd')
}

describe('StudyAssistant', () => {
  it('says how much of the Quran the learner is learning and knows, and recommends the surah closest to fully known', async () => {
    render(
      <KalimaTestProvider now={NOW} initialProgress={knownAllah()}>
        <StudyAssistant variant="panel" surahHref={(n) => `/read/${n}`} />
      </KalimaTestProvider>,
    )
    // The home page's figure: two lines, learning or known (مِن and ٱللَّه), then known.
    const figures = await screen.findByRole(
      'list',
      { name: "How much of the Quran's words you know" },
      { timeout: 20_000 },
    )
    const [learning, known] = within(figures)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '')
    expect(learning).toMatch(/^You are learning or know [1-9]\d*% of the Quran's words$/)
    expect(known).toMatch(/^You know [1-9]\d*% of the Quran's words$/)
    const percent = (text: string | undefined) => Number(text?.match(/(\d+)%/)?.[1])
    expect(percent(learning)).toBeGreaterThan(percent(known))
    // A link to the surah closest to fully known, with its share known.
    const closest = screen.getByRole('link', { name: /^Closest to fully known: .+, \d+%$/ })
    expect(closest.getAttribute('href')).toMatch(/^\/read\/\d+$/)
  }, 30_000)

  it('names the closest surah without a link when the host gives no reader address', async () => {
    render(
      <KalimaTestProvider now={NOW} initialProgress={knownAllah()}>
        <StudyAssistant variant="panel" />
      </KalimaTestProvider>,
    )
    await screen.findByText(/^Closest to fully known: .+, \d+%$/, {}, { timeout: 20_000 })
    expect(screen.queryByRole('link', { name: /Closest to fully known/ })).toBeNull()
  }, 30_000)

  it('lists the words forgotten again and again (leeches) with a tip', async () => {
    const word = getLesson(1).words[3]
    const other = getLesson(1).words[4]
    let p = emptyProgress()
    let at = NOW - 200 * 86_400_000
    // Learned (right on spaced days), then forgotten LEECH_LAPSES times.
    for (let i = 0; i < 4; i++) {
      p = recordAnswer(p, word?.id ?? '', true, { now: at }, 'd')
      at = (p.words[word?.id ?? '']?.review?.due ?? at) + 1
    }
    for (let i = 0; i < LEECH_LAPSES; i++) {
      p = recordAnswer(p, word?.id ?? '', false, { now: at }, 'd')
      at += 600_000
      p = recordAnswer(p, word?.id ?? '', true, { now: at }, 'd')
      at = (p.words[word?.id ?? '']?.review?.due ?? at) + 1
    }
    p = recordAnswer(p, other?.id ?? '', true, { now: NOW - 86_400_000 }, 'd')
    render(
      <KalimaTestProvider now={NOW} initialProgress={p}>
        <StudyAssistant />
      </KalimaTestProvider>,
    )
    const section = await screen.findByRole('region', { name: 'Words that keep slipping' })
    expect(section).toHaveTextContent(/forgotten these words several times/)
    expect(within(section).getByText(word?.arabic ?? '')).toHaveAttribute('lang', 'ar')
    expect(within(section).queryByText(other?.arabic ?? '')).not.toBeInTheDocument()
  })

  it('shows no leech section while no word keeps slipping', async () => {
    const p = recordAttempt(
      emptyProgress(),
      getLesson(1).words[0]?.id ?? '',
      false,
      { now: NOW },
      'd',
    )
    render(
      <KalimaTestProvider now={NOW} initialProgress={p}>
        <StudyAssistant />
      </KalimaTestProvider>,
    )
    await screen.findByText('Day streak')
    expect(
      screen.queryByRole('region', { name: 'Words that keep slipping' }),
    ).not.toBeInTheDocument()
  })

  it('says there is no data yet, once, with the way to begin, and invents nothing', async () => {
    render(
      <KalimaTestProvider now={NOW}>
        <StudyAssistant startHref="/today" />
      </KalimaTestProvider>,
    )
    expect(await screen.findAllByText(/No study history yet/)).toHaveLength(1)
    expect(screen.getByRole('link', { name: "Start today's session" })).toHaveAttribute(
      'href',
      '/today',
    )
    expect(
      within(screen.getByText('Day streak').parentElement as HTMLElement).getByText('—'),
    ).toBeInTheDocument()
    // No empty sections under the notice.
    expect(screen.queryByRole('heading', { name: 'Category mastery' })).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Recommendations' })).not.toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('says when the daily target is reached, and counts known words of the vocabulary', async () => {
    let progress = emptyProgress()
    for (const w of getLesson(1).words.slice(0, 20))
      for (let i = 0; i < 3; i++)
        progress = recordAttempt(progress, w.id, true, { now: NOW - 60_000 + i }, 'test')
    // Three right answers today make no word known (issue 45): 5 are, their cards stable.
    for (const w of getLesson(1).words.slice(0, 5))
      progress = setReviewCard(progress, w.id, knownCard(NOW))
    render(
      <KalimaTestProvider now={NOW} initialProgress={progress}>
        <StudyAssistant />
      </KalimaTestProvider>,
    )
    const value = async (label: string) =>
      within((await screen.findByText(label)).parentElement as HTMLElement).getByRole('definition')
    expect(await value('Daily target')).toHaveTextContent('Goal reached: 20 new words today')
    expect(await value('Words mastered')).toHaveTextContent(/^5 of \d+ words mastered$/)
    // The known words are not due; the 15 answered without a card are.
    expect(await value('Reviews due')).toHaveTextContent('15')
    expect(screen.getByText('What do mastered, learning and due mean?')).toBeInTheDocument()
  })

  it('computes the figures from the history, with mastery bars and a heatmap', async () => {
    render(
      <KalimaTestProvider now={NOW} initialProgress={threeDays()}>
        <StudyAssistant />
      </KalimaTestProvider>,
    )
    expect(
      within((await screen.findByText('Day streak')).parentElement as HTMLElement).getByText(
        '3 days',
      ),
    ).toBeInTheDocument()
    expect(
      within(screen.getByText('Accuracy').parentElement as HTMLElement).getByText('100%'),
    ).toBeInTheDocument()
    // Three right answers on three days, without a card stable for three weeks: none known.
    expect(screen.getByRole('progressbar', { name: 'Base Words I' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    )
    const table = screen.getByRole('table', { name: 'Activity, last 12 weeks' })
    expect(within(table).getAllByText(/: 3 answers$/)).toHaveLength(3)
    expect(screen.getByText(/Review the 3 words that are due/)).toBeInTheDocument()
  })

  it('shows Loading, not "no data", until saved progress is read', async () => {
    const memory = createMemoryStorage()
    await memory.set(STORAGE_KEYS.progress, threeDays())
    let release = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    // A slow device: reading saved progress takes a while.
    const slow = { ...memory, get: async <T,>(key: string) => gate.then(() => memory.get<T>(key)) }
    render(
      <KalimaProvider storage={slow} clock={fixedClock(NOW)} language="en">
        <StudyAssistant />
      </KalimaProvider>,
    )
    expect(screen.getByText('Loading…')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Study Assistant' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    expect(screen.queryByText(/No study history yet/)).not.toBeInTheDocument()
    expect(screen.queryByText('Day streak')).not.toBeInTheDocument()
    release()
    expect(
      within((await screen.findByText('Day streak')).parentElement as HTMLElement).getByText(
        '3 days',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument()
  })
})

/** Three words answered correctly on each of the last three days. */
function threeDays(): Progress {
  const words = getLesson(1).words.slice(0, 3)
  let progress = emptyProgress()
  for (let day = 0; day < 3; day++) {
    for (const w of words)
      progress = recordAttempt(progress, w.id, true, { now: NOW - day * 86_400_000 }, 'test')
  }
  return progress
}

describe('StudyAssistant rendered twice on a page', () => {
  it('gives each its own ids: every section is named by its own heading', async () => {
    const { container } = render(
      <KalimaTestProvider now={NOW} initialProgress={threeDays()}>
        <StudyAssistant />
        <StudyAssistant />
      </KalimaTestProvider>,
    )
    await screen.findAllByText('Day streak')
    const ids = [...container.querySelectorAll('[id]')].map((e) => e.id)
    expect(ids.length).toBeGreaterThan(0)
    expect(new Set(ids).size).toBe(ids.length)
    const assistants = screen.getAllByRole('region', { name: 'Study Assistant' })
    expect(assistants).toHaveLength(2)
    for (const assistant of assistants) {
      const heading = within(assistant).getAllByRole('heading')[0]
      expect(assistant.getAttribute('aria-labelledby')).toBe(heading?.id)
      // The generated ids name the sections; the stylesheet's classes stay as they were.
      expect(heading).toHaveClass('kalima-assistant-title')
    }
  })
})
