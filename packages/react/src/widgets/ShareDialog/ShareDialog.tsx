import type { LocalizedWord } from '@kalima/core'
import { SHARE_GRADIENTS } from '@kalima/core/stats'
import { useEffect, useRef, useState } from 'react'
import { useKalima } from '../../hooks/useKalima'
import { Dialog } from '../../shared/Dialog'
import './ShareDialog.css'

/** A social site the dialog can open in a new window. */
export type ShareSite = 'twitter' | 'facebook' | 'whatsapp' | 'telegram' | 'instagram'

/** Props of {@link ShareDialog}. */
export interface ShareDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The word on the image card. */
  word: Pick<LocalizedWord, 'arabic' | 'meaning' | 'transliteration' | 'lang'>
  /** Link shared with the text; the current page by default. */
  url?: string
  /** Gradient index 0–5 (controlled). */
  gradient?: number
  /** Initial gradient index (uncontrolled). */
  defaultGradient?: number
  onGradientChange?: (index: number) => void
  /** Called after each share action (for analytics). */
  onShare?: (site: ShareSite | 'copy' | 'download' | 'native') => void
}

const SIZE = 1080

/** The two colours of a CSS linear-gradient string. */
const gradientColors = (css: string): [string, string] => {
  const colors = css.match(/#[0-9a-f]{3,8}/gi) ?? []
  return [colors[0] ?? '#667eea', colors[1] ?? '#764ba2']
}

const canDraw = () =>
  typeof document !== 'undefined' &&
  typeof navigator !== 'undefined' &&
  !/jsdom/i.test(navigator.userAgent)

/** Draws the share card: gradient, Arabic word, transliteration, meaning, site name. */
async function drawCard(
  canvas: HTMLCanvasElement,
  word: ShareDialogProps['word'],
  gradient: string,
) {
  if (!canDraw()) return
  const ctx = canvas.getContext('2d')
  if (!ctx) return
  const arabicFont = `150px 'Amiri Quran', 'Noto Naskh Arabic', serif`
  try {
    await Promise.all([
      document.fonts?.load(arabicFont, word.arabic),
      document.fonts?.load(`60px 'Noto Sans Bengali'`, word.meaning),
    ])
  } catch {
    // Draw with whatever font is there.
  }
  const [from, to] = gradientColors(gradient)
  const fill = ctx.createLinearGradient(0, 0, SIZE, SIZE)
  fill.addColorStop(0, from)
  fill.addColorStop(1, to)
  ctx.fillStyle = fill
  ctx.fillRect(0, 0, SIZE, SIZE)
  ctx.fillStyle = 'rgba(255,255,255,0.14)'
  ctx.beginPath()
  ctx.roundRect?.(90, 90, SIZE - 180, SIZE - 180, 48)
  ctx.fill()
  ctx.fillStyle = '#ffffff'
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  ctx.shadowColor = 'rgba(0,0,0,0.25)'
  ctx.shadowBlur = 12
  ctx.direction = 'rtl'
  ctx.font = arabicFont
  ctx.fillText(word.arabic, SIZE / 2, 430, SIZE - 240)
  ctx.direction = 'ltr'
  ctx.font = `italic 48px system-ui, sans-serif`
  ctx.fillText(word.transliteration, SIZE / 2, 600, SIZE - 240)
  ctx.font = `600 60px 'Noto Sans Bengali', system-ui, sans-serif`
  ctx.direction = word.lang === 'ur' ? 'rtl' : 'ltr'
  ctx.fillText(word.meaning, SIZE / 2, 720, SIZE - 240)
  ctx.direction = 'ltr'
  ctx.shadowBlur = 0
  ctx.font = `600 40px system-ui, sans-serif`
  ctx.fillStyle = 'rgba(255,255,255,0.9)'
  ctx.fillText('Kalima · كلمة', SIZE / 2, SIZE - 150)
}

const toBlob = (canvas: HTMLCanvasElement): Promise<Blob | null> =>
  new Promise((resolve) => {
    try {
      canvas.toBlob((b) => resolve(b), 'image/png')
    } catch {
      resolve(null)
    }
  })

const SITES: {
  site: Exclude<ShareSite, 'instagram'>
  label: string
  url: (text: string, link: string) => string
}[] = [
  {
    site: 'twitter',
    label: 'Twitter',
    url: (text, link) =>
      `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(link)}`,
  },
  {
    site: 'facebook',
    label: 'Facebook',
    url: (_text, link) =>
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
  },
  {
    site: 'whatsapp',
    label: 'WhatsApp',
    url: (text, link) => `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`,
  },
  {
    site: 'telegram',
    label: 'Telegram',
    url: (text, link) =>
      `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(text)}`,
  },
]

/**
 * Share a word as an image card: 6 gradients, Copy Image, Download, social sites in a new
 * window, and the Web Share API with the image file where the browser supports it.
 */
export function ShareDialog(props: ShareDialogProps) {
  const { t } = useKalima()
  const { open, onOpenChange, word, onShare } = props
  const [own, setOwn] = useState(props.defaultGradient ?? 0)
  const gradient = props.gradient ?? own
  const setGradient = (i: number) => {
    setOwn(i)
    props.onGradientChange?.(i)
  }
  const canvas = useRef<HTMLCanvasElement>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [fileShare, setFileShare] = useState(false)

  useEffect(() => {
    if (!open) {
      setMessage(null)
      return
    }
    const c = canvas.current
    if (c) void drawCard(c, word, SHARE_GRADIENTS[gradient] ?? SHARE_GRADIENTS[0] ?? '')
  }, [open, word, gradient])

  useEffect(() => {
    if (!open || typeof navigator === 'undefined' || typeof File === 'undefined') return
    try {
      const probe = new File([''], 'kalima.png', { type: 'image/png' })
      setFileShare(Boolean(navigator.canShare?.({ files: [probe] })))
    } catch {
      setFileShare(false)
    }
  }, [open])

  const text = t('share.text', { arabic: word.arabic, meaning: word.meaning })
  const link = props.url ?? (typeof location !== 'undefined' ? location.href : '')
  const fileName = `kalima-${word.transliteration.replace(/[^\p{L}\p{N}]+/gu, '-') || 'word'}.png`

  const copy = async () => {
    const blob = canvas.current ? await toBlob(canvas.current) : null
    try {
      if (!blob || typeof ClipboardItem === 'undefined') throw new Error('no clipboard')
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': blob })])
      setMessage(t('share.copied'))
      onShare?.('copy')
    } catch {
      setMessage(t('share.copyFailed'))
    }
  }
  const download = async () => {
    const blob = canvas.current ? await toBlob(canvas.current) : null
    if (blob) {
      const a = document.createElement('a')
      a.href = URL.createObjectURL(blob)
      a.download = fileName
      a.click()
      setTimeout(() => URL.revokeObjectURL(a.href), 10_000)
    }
    onShare?.('download')
  }
  const nativeShare = async () => {
    const blob = canvas.current ? await toBlob(canvas.current) : null
    if (!blob) return
    try {
      await navigator.share({ files: [new File([blob], fileName, { type: 'image/png' })], text })
      onShare?.('native')
    } catch {
      // The learner closed the share sheet.
    }
  }
  const instagram = async () => {
    if (fileShare) return nativeShare()
    setMessage(t('share.instagramUnsupported'))
    onShare?.('instagram')
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('share.title')}
      className="kalima-share"
    >
      <canvas
        ref={canvas}
        width={SIZE}
        height={SIZE}
        className="kalima-share-canvas"
        role="img"
        aria-label={t('share.preview', { arabic: word.arabic })}
        style={{ background: SHARE_GRADIENTS[gradient] }}
      />
      <fieldset className="kalima-share-gradients">
        <legend className="kalima-label">{t('share.gradients')}</legend>
        {SHARE_GRADIENTS.map((g, i) => (
          <label key={g} className="kalima-share-swatch" style={{ background: g }}>
            <input
              type="radio"
              name="kalima-share-gradient"
              checked={gradient === i}
              onChange={() => setGradient(i)}
              aria-label={t('share.gradient', { n: i + 1 })}
            />
          </label>
        ))}
      </fieldset>
      <div className="kalima-share-row">
        <button
          type="button"
          className="kalima-button"
          data-variant="primary"
          onClick={copy}
          data-autofocus
        >
          {t('share.copyImage')}
        </button>
        <button type="button" className="kalima-button" onClick={download}>
          {t('share.download')}
        </button>
        {fileShare && (
          <button type="button" className="kalima-button" onClick={nativeShare}>
            {t('share.shareFile')}
          </button>
        )}
      </div>
      <div className="kalima-share-row">
        {SITES.map((s) => (
          <button
            key={s.site}
            type="button"
            className="kalima-button"
            // The site's own name, in every language.
            translate="no"
            onClick={() => {
              window.open(s.url(text, link), '_blank', 'noopener,noreferrer')
              onShare?.(s.site)
            }}
          >
            {s.label}
          </button>
        ))}
        <button type="button" className="kalima-button" onClick={instagram} translate="no">
          Instagram
        </button>
      </div>
      <p className="kalima-share-message" role="status">
        {message}
      </p>
    </Dialog>
  )
}
