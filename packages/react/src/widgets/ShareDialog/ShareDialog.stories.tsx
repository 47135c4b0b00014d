import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { SAMPLE_WORDS } from '../../testing/fixtures'
import { inUrdu } from '../../testing/urduStory'
import { ShareDialog, type ShareDialogProps } from './ShareDialog'

function Demo(props: Omit<ShareDialogProps, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(true)
  return (
    <>
      <button type="button" className="kalima-button" onClick={() => setOpen(true)}>
        Share
      </button>
      <ShareDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  )
}

const meta = {
  title: 'Sharing/ShareDialog',
  component: Demo,
  args: {
    word: SAMPLE_WORDS[0] as ShareDialogProps['word'],
    url: 'https://kalima.example/flashcards/1',
  },
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

/** The image card with the first of 6 gradients. */
export const Open: Story = {}
/** The sixth gradient. */
export const LastGradient: Story = { args: { defaultGradient: 5 } }
export const Dark: Story = { parameters: { kalima: { theme: 'dark' } } }

/** Open with the interface and meanings in Urdu: right to left, Nastaliq. */
export const Urdu: Story = inUrdu(Open)
