import { DataCredit, useKalima } from '@kalima/react'
import { Link } from 'wouter'

/** Site footer: secondary pages and the data credits. */
export function Footer() {
  const { t } = useKalima()
  return (
    <footer className="site-footer">
      <nav aria-label={t('site.nav.more')}>
        <Link to="/team">{t('site.nav.team')}</Link>
        <Link to="/feedback">{t('site.nav.feedback')}</Link>
        <Link to="/embed">{t('site.nav.embed')}</Link>
        <Link to="/terms">{t('site.nav.terms')}</Link>
        <Link to="/privacy">{t('site.nav.privacy')}</Link>
      </nav>
      <DataCredit />
      <p>
        <Link to="/about">{t('site.footer.credits')}</Link>
      </p>
    </footer>
  )
}
