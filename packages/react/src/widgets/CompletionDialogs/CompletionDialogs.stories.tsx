import type { LocalizedWord } from '@kalima/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { SAMPLE_WORDS } from '../../testing/fixtures'
import { inUrdu } from '../../testing/urduStory'
import { LearnCompleteDialog, MatchCompleteDialog, TestCompleteDialog } from './CompletionDialogs'

/**
 * What Learn, Test and Match show when a session completes: the figures of the session and
 * the ways on (again, home, next category). Learn's props below; Test's and Match's in their
 * own tabs.
 */
const meta = {
  title: 'Modes/Completion dialogs',
  component: LearnCompleteDialog,
  subcomponents: { TestCompleteDialog, MatchCompleteDialog },
  args: { open: true, total: 50, correct: 50, wrongAttempts: 7, onTryAgain: fn(), onGoHome: fn() },
  // A modal covers the page it is in: each story in its own frame on the docs page.
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof LearnCompleteDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Learn: 'Congratulations! You've successfully learned all 50 words!'. */
export const Learn: Story = {}

/** Test: time, total correct, Try Again, Go Home, Next Category. */
export const Test: Story = {
  render: () => (
    <TestCompleteDialog
      open
      total={50}
      correct={50}
      timeSeconds={263}
      deck={{ kind: 'lesson', id: 3 }}
      onTryAgain={fn()}
      onGoHome={fn()}
      onNextCategory={fn()}
    />
  ),
}

/** A Test's results with mistakes: the figures, the words missed, Review these words. */
const TestWithMissed = (p: {
  missed: readonly LocalizedWord[]
  firstTry: number
  mistakes: number
}) => (
  <TestCompleteDialog
    open
    total={50}
    correct={50}
    timeSeconds={263}
    firstTry={p.firstTry}
    mistakes={p.mistakes}
    missed={p.missed}
    lang="en"
    deck={{ kind: 'lesson', id: 3 }}
    onTryAgain={fn()}
    onReviewMissed={fn()}
    onGoHome={fn()}
    onNextCategory={fn()}
  />
)

/**
 * A Test failed on the way: 'Right the first time 47 of 50', 3 mistakes, the words missed
 * with their meanings, and Review these words.
 */
export const TestWithMistakes: Story = {
  render: () => <TestWithMissed missed={SAMPLE_WORDS.slice(0, 3)} firstTry={47} mistakes={4} />,
}

/** Twelve words missed, as the learner answered them. */
const MANY_MISSED = [0, 1, 2].flatMap((round) =>
  SAMPLE_WORDS.map((w) => ({ ...w, id: `${w.id}-${round}` })),
)

/**
 * A Test with many mistakes on a small phone (360 × 640), in Urdu, whose Nastaliq lines are
 * tall: the title and the actions stay in view, the figures and the missed words scroll
 * between them; Try Again has the focus.
 */
export const TestOnASmallPhone: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false }, locale: 'ur', language: 'ur' },
  render: () => <TestWithMissed missed={MANY_MISSED} firstTry={38} mistakes={19} />,
}

/** Match: 'Category Completed!', time m:ss, Total Moves. */
export const Match: Story = {
  render: () => (
    <MatchCompleteDialog
      open
      timeSeconds={402}
      totalMoves={61}
      deck={{ kind: 'lesson', id: 3 }}
      onStartAgain={fn()}
      onGoHome={fn()}
      onNextCategory={fn()}
    />
  ),
}

/** After lesson 12 there is no Next Category. */
export const TestLastLesson: Story = {
  render: () => (
    <TestCompleteDialog
      open
      total={50}
      correct={50}
      timeSeconds={95}
      deck={{ kind: 'lesson', id: 12 }}
      onTryAgain={fn()}
      onGoHome={fn()}
      onNextCategory={fn()}
    />
  ),
}

export const Dark: Story = { parameters: { kalima: { theme: 'dark' } } }

/** Learn with the interface and meanings in Urdu: right to left, Nastaliq. */
export const Urdu: Story = inUrdu(Learn)
