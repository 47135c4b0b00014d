import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createFakeBackend } from '../../testing/fakeBackend'
import { KalimaTestProvider } from '../../testing/KalimaTestProvider'
import { FeedbackForm } from '../FeedbackForm/FeedbackForm'
import { ContactForm } from './ContactForm'

const fill = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText('Name'), 'Amina')
  await user.type(screen.getByLabelText('Email'), 'amina@example.com')
  await user.type(screen.getByLabelText('Subject'), 'Hello')
  await user.type(screen.getByLabelText('Message'), 'Thank you for Kalima.')
}

describe('ContactForm', () => {
  it('requires every field, sends with a spinner, thanks and clears', async () => {
    const user = userEvent.setup()
    let release = () => {}
    const backend = createFakeBackend({ hold: new Promise<void>((r) => (release = r)) })
    render(
      <KalimaTestProvider backend={backend}>
        <ContactForm />
      </KalimaTestProvider>,
    )
    for (const name of ['Name', 'Email', 'Subject', 'Message'])
      expect(screen.getByLabelText(name)).toBeRequired()
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('Message')).toHaveAttribute('rows', '6')
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled()
    release()
    expect(
      await screen.findByText('Thank you for your message! We will get back to you soon.'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveValue('')
    expect(backend.contacts).toEqual([
      {
        name: 'Amina',
        email: 'amina@example.com',
        subject: 'Hello',
        message: 'Thank you for Kalima.',
      },
    ])
  })

  it('shows the error text when sending fails', async () => {
    const user = userEvent.setup()
    render(
      <KalimaTestProvider backend={createFakeBackend({ failSending: true })}>
        <ContactForm />
      </KalimaTestProvider>,
    )
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(
      await screen.findByText('Sorry, something went wrong. Please try again later.'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveValue('Amina')
  })
})

describe('FeedbackForm', () => {
  it('rates 1–5 (default 5), comments and sends', async () => {
    const user = userEvent.setup()
    const backend = createFakeBackend()
    render(
      <KalimaTestProvider backend={backend}>
        <FeedbackForm />
      </KalimaTestProvider>,
    )
    expect(screen.getByRole('heading', { name: 'Your Feedback Matters' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: '5 of 5 stars' })).toBeChecked()
    await user.click(screen.getByRole('radio', { name: '4 of 5 stars' }))
    await user.type(screen.getByLabelText('Comment'), 'Great app')
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }))
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument()
    expect(backend.feedback).toEqual([{ rating: 4, comment: 'Great app' }])
  })
})
