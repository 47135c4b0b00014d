import { loadReaderIndex, surahKnowledge } from '@kalima/core/reader'
import { useKalima, useLanguage, useProgress, useSettings } from '../../hooks/useKalima'
import { withProvider } from '../../provider/KalimaProvider'
import { defaultLink, type RenderLink } from '../../shared/navigation'
import { useLoaded } from '../../shared/useLoaded'
import { type WidgetBaseProps, WidgetRoot } from '../../shared/WidgetRoot'
import './Reader.css'
import { surahName } from '../../shared/deckTitle'
import { LoadFailed } from './LoadFailed'
import { QuranKnowledge } from './QuranKnowledge'

/** Props of {@link SurahList}. */
export interface SurahListProps extends WidgetBaseProps {
  /** Link of a surah in the reader (e.g. `/read/67`). */
  surahHref: (surah: number) => string
  /** Renders links with the host's router; `<a>` by default. */
  renderLink?: RenderLink
}

/**
 * The 114 surahs, each with "N% known" for this learner now; above them the Quran's two
 * figures (the share of its words they are learning or know, and know) and the surah closest
 * to fully known, all by the coverage rule.
 */
export const SurahList = /* @__PURE__ */ withProvider(SurahListView, 'SurahList', 'reader')

function SurahListView(props: SurahListProps) {
  const { t, now } = useKalima()
  const { settings } = useSettings(props.settings)
  const [lang] = useLanguage(props.language)
  const progress = useProgress()
  const { value: index, error: failed, retry } = useLoaded('index', loadReaderIndex)
  const link = props.renderLink ?? defaultLink
  const content = () => {
    if (failed) return <LoadFailed retry={retry} />
    if (!index) return <p>{t('common.loading')}</p>
    const at = now()
    return (
      <>
        <QuranKnowledge index={index} surahHref={props.surahHref} renderLink={props.renderLink} />
        <ol className="kalima-surah-items" aria-label={t('reader.listLabel')}>
          {index.map((s) => (
            <li key={s.surah}>
              {link({
                href: props.surahHref(s.surah),
                className: 'kalima-surah-link',
                children: (
                  <>
                    <span className="kalima-surah-number">{s.surah}</span>
                    <span className="kalima-surah-name">{surahName(s.surah, t, s.name)}</span>
                    <span className="kalima-surah-arabic" lang="ar" dir="rtl" data-kalima-arabic="">
                      {s.arabicName}
                    </span>
                    <span className="kalima-surah-meta">
                      {t('reader.verses', { n: s.verses })} ·{' '}
                      {t('reader.surahKnown', { percent: surahKnowledge(progress, s, at).percent })}
                    </span>
                  </>
                ),
              })}
            </li>
          ))}
        </ol>
      </>
    )
  }
  return (
    <WidgetRoot name="surah-list" settings={settings} lang={lang} className={props.className}>
      {content()}
    </WidgetRoot>
  )
}
