import type { Meta, StoryObj } from '@storybook/react-vite'
import { useArgs } from 'storybook/preview-api'
import { expect, fn, waitFor, within } from 'storybook/test'
import { t } from '../../i18n'
import { SAMPLE_WORDS } from '../../testing/fixtures'
import { inUrdu } from '../../testing/urduStory'
import { ShareDialog, type ShareDialogProps } from './ShareDialog'

const meta = {
  title: 'Sharing/ShareDialog',
  component: ShareDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    word: SAMPLE_WORDS[0] as ShareDialogProps['word'],
    url: 'https://kalima.example/flashcards/1',
  },
  // The dialog is controlled (`open`, `onOpenChange`): the story's button and the dialog's
  // close button change the `open` arg, as a host's state would.
  render: function ControlledShareDialog(args) {
    const [, updateArgs] = useArgs<ShareDialogProps>()
    return (
      <>
        <button type="button" className="kalima-button" onClick={() => updateArgs({ open: true })}>
          {t('common.share')}
        </button>
        <ShareDialog
          {...args}
          onOpenChange={(open) => {
            args.onOpenChange(open)
            updateArgs({ open })
          }}
        />
      </>
    )
  },
  // Every story: the modal opens (its fade-in done before anything checks its colours).
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    // By role alone: the Urdu story names it in Urdu (the only dialog open).
    const dialog = await body.findByRole('dialog')
    await waitFor(() => expect(dialog).toBeVisible())
    await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'))
  },
  parameters: {
    // A modal covers the page it is in: each story in its own frame on the docs page.
    docs: {
      story: { inline: false, iframeHeight: 760 },
      source: {
        code: `const [open, setOpen] = useState(false)

<button onClick={() => setOpen(true)}>Share</button>
<ShareDialog open={open} onOpenChange={setOpen} word={word} url="https://kalima.example/flashcards/1" />`,
      },
    },
  },
} satisfies Meta<typeof ShareDialog>

export default meta
type Story = StoryObj<typeof meta>

/** The image card with the first of 6 gradients. */
export const Open: Story = {}
/** The sixth gradient. */
export const LastGradient: Story = { args: { defaultGradient: 5 } }
export const Dark: Story = { parameters: { kalima: { theme: 'dark' } } }

/** Open with the interface and meanings in Urdu: right to left, Nastaliq. */
export const Urdu: Story = inUrdu(Open)
