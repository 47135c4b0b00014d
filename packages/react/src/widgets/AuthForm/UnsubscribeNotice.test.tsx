import { render, screen } from '@testing-library/react'
import { createFakeBackend } from '../../testing/fakeBackend'
import { KalimaTestProvider } from '../../testing/KalimaTestProvider'
import { UnsubscribeNotice } from './UnsubscribeNotice'

const TOKEN = 'T'.repeat(40)

const setUp = (user: string, token: string, failSending = false) => {
  const backend = createFakeBackend({ unsubscribeTokens: { amina: TOKEN }, failSending })
  render(
    <KalimaTestProvider backend={backend}>
      <UnsubscribeNotice user={user} token={token} homeHref="/" />
    </KalimaTestProvider>,
  )
  return backend
}

describe('UnsubscribeNotice', () => {
  it('turns the learner’s reminders off at once, signed out, and says so', async () => {
    const backend = setUp('amina', TOKEN)
    expect(screen.getByRole('heading', { name: 'E-mail reminders' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Turning your reminders off…')
    expect(
      await screen.findByText(/You are unsubscribed: Kalima will send you no more reminders/),
    ).toBeInTheDocument()
    expect(backend.unsubscribed).toEqual(['amina'])
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/')
  })

  it('says a link that is not the learner’s own is not valid, and changes nothing', async () => {
    for (const [user, token] of [
      ['amina', 'F'.repeat(40)],
      ['bilal', TOKEN],
      ['', ''],
    ] as const) {
      const backend = setUp(user, token)
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'This unsubscribe link is not valid, so nothing was changed.',
      )
      expect(backend.unsubscribed).toEqual([])
      document.body.innerHTML = ''
    }
  })

  it('says nothing changed yet when the server cannot be reached', async () => {
    const backend = setUp('amina', TOKEN, true)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server could not be reached, so nothing was changed yet.',
    )
    expect(backend.unsubscribed).toEqual([])
  })
})
