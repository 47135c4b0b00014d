import type { LanguageCode } from '@kalima/core'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SAMPLE_WORDS } from '../../testing/fixtures'
import { KalimaTestProvider } from '../../testing/KalimaTestProvider'
import { TestCompleteDialog } from './CompletionDialogs'

/** `n` distinct words (the sample words repeated under ids of their own). */
const wordsOf = (n: number) =>
  Array.from({ length: n }, (_, i) => {
    const w = SAMPLE_WORDS[i % SAMPLE_WORDS.length] as (typeof SAMPLE_WORDS)[number]
    return { ...w, id: `${w.id}-${i}` }
  })

/** A finished Test of 50 words with `firstTry` right the first time, each other one missed once. */
function finishedTest(firstTry: number, uiLanguage: LanguageCode = 'en') {
  const onReviewMissed = vi.fn()
  const onTryAgain = vi.fn()
  const missed = wordsOf(50 - firstTry)
  const { unmount } = render(
    <KalimaTestProvider uiLanguage={uiLanguage}>
      <TestCompleteDialog
        open
        total={50}
        correct={50}
        timeSeconds={263}
        firstTry={firstTry}
        mistakes={missed.length}
        missed={missed}
        lang="en"
        deck={{ kind: 'lesson', id: 3 }}
        onReviewMissed={onReviewMissed}
        onTryAgain={onTryAgain}
        onGoHome={vi.fn()}
        onNextCategory={vi.fn()}
      />
    </KalimaTestProvider>,
  )
  return { onReviewMissed, onTryAgain, unmount }
}

/** The names of the dialog's actions (the buttons under its text), in order. */
const actionNames = (dialog: HTMLElement) =>
  within(dialog.querySelector('.kalima-dialog-actions') as HTMLElement)
    .getAllByRole('button')
    .map((b) => b.textContent)

describe('the Test completion dialog (issue 45: a Test that can be failed)', () => {
  it('does not congratulate 11 of 50 right the first time: not there yet, the score and pass mark, Review first', async () => {
    const user = userEvent.setup()
    const { onReviewMissed, onTryAgain } = finishedTest(11)
    expect(screen.queryByRole('dialog', { name: 'Congratulations' })).not.toBeInTheDocument()
    const dialog = screen.getByRole('dialog', { name: 'Not there yet' })
    expect(dialog).not.toHaveTextContent(/Congratulations|You passed|completed all/)
    expect(dialog).toHaveTextContent(
      'You got 11 of 50 right the first time. The pass mark is 40 of 50 (80%).',
    )
    // The 39 words missed are what to do next: reviewing them comes first, with the focus;
    // every other action stays.
    const review = within(dialog).getByRole('button', { name: 'Review these 39 words' })
    expect(actionNames(dialog)).toEqual([
      'Review these 39 words',
      'Try Again',
      'Go Home',
      'Next Category',
    ])
    expect(review).toHaveAttribute('data-variant', 'primary')
    expect(review).toHaveFocus()
    expect(within(dialog).getByRole('button', { name: 'Try Again' })).not.toHaveAttribute(
      'data-variant',
    )
    const list = within(dialog).getByRole('list', { name: 'Words you missed' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(39)
    await user.click(review)
    expect(onReviewMissed).toHaveBeenCalledTimes(1)
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }))
    expect(onTryAgain).toHaveBeenCalledTimes(1)
  })

  it('fails 39 of 50 and passes 40 of 50: the pass mark is 80 %', () => {
    const { unmount } = finishedTest(39)
    expect(screen.getByRole('dialog', { name: 'Not there yet' })).toHaveTextContent(
      'You got 39 of 50 right the first time.',
    )
    unmount()
    finishedTest(40)
    expect(screen.getByRole('dialog', { name: 'Congratulations' })).toHaveTextContent(
      'You passed! You got 40 of 50 right the first time.',
    )
  })

  it('congratulates 45 of 50 with the score, Try Again first and the review after it', () => {
    finishedTest(45)
    const dialog = screen.getByRole('dialog', { name: 'Congratulations' })
    expect(dialog).toHaveTextContent('You passed! You got 45 of 50 right the first time.')
    expect(dialog).not.toHaveTextContent(/Not there yet|pass mark/)
    expect(actionNames(dialog)).toEqual([
      'Try Again',
      'Review these 5 words',
      'Go Home',
      'Next Category',
    ])
    expect(within(dialog).getByRole('button', { name: 'Try Again' })).toHaveFocus()
  })

  it('names one missed word in the singular', () => {
    finishedTest(49)
    const dialog = screen.getByRole('dialog', { name: 'Congratulations' })
    expect(within(dialog).getByRole('button', { name: 'Review this word' })).toBeInTheDocument()
  })

  it('says it in the interface language: Urdu, and Bengali with its digits', async () => {
    const { unmount } = finishedTest(11, 'ur')
    const urdu = await screen.findByRole('dialog', { name: 'ابھی کچھ کسر باقی ہے' })
    expect(urdu).not.toHaveTextContent('مبارک ہو')
    expect(urdu).toHaveTextContent('پہلی بار میں 50 میں سے 11 کا درست جواب دیا')
    expect(urdu).toHaveTextContent('50 میں سے 40 (80%)')
    expect(actionNames(urdu)[0]).toBe('ان 39 الفاظ کی دہرائی کریں')
    unmount()
    finishedTest(45, 'bn')
    const bengali = await screen.findByRole('dialog', { name: 'অভিনন্দন' })
    expect(bengali).toHaveTextContent('প্রথম চেষ্টায় ৫০টির মধ্যে ৪৫টি সঠিক হয়েছে')
    expect(within(bengali).getByRole('button', { name: 'এই ৫টি শব্দ পুনরালোচনা করুন' })).toBeVisible()
  })

  it('without a first-try score (a caller that does not count it) keeps the neutral completion', () => {
    render(
      <KalimaTestProvider>
        <TestCompleteDialog open total={50} correct={50} timeSeconds={65} onTryAgain={vi.fn()} />
      </KalimaTestProvider>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Congratulations' })
    expect(dialog).toHaveTextContent("You've completed all 50 words correctly!")
    expect(dialog).not.toHaveTextContent('right the first time')
  })
})
