// A message with elements in its placeholders, in the provider's interface language.
import { render, screen } from '@testing-library/react'
import { loadDictionaryPart, prepareDictionary, t } from '../i18n'
import { KalimaTestProvider } from '../testing/KalimaTestProvider'
import { RichMessage } from './RichMessage'

describe('RichMessage', () => {
  it('puts each element in its placeholder, in the interface language', async () => {
    await prepareDictionary('tr', ['main', 'pages'])
    const tr = await loadDictionaryPart('tr', 'pages')
    const { container } = render(
      <KalimaTestProvider uiLanguage="tr">
        <p>
          <RichMessage id="about.blog" values={{ link: <a href="/blog">blog</a> }} />
        </p>
      </KalimaTestProvider>,
    )
    const link = await screen.findByRole('link', { name: 'blog' })
    expect(link.getAttribute('href')).toBe('/blog')
    expect(container.querySelector('p')?.textContent).toBe(
      tr['about.blog'].replace('{link}', 'blog'),
    )
  })

  it('writes numbers for the language and keeps a placeholder with no value', async () => {
    await prepareDictionary('bn', ['main', 'pages'])
    render(
      <KalimaTestProvider uiLanguage="bn">
        <p data-testid="stats">
          <RichMessage id="about.stats.coverageWithPronouns" values={{ words: 600 }} />
        </p>
        <p data-testid="blog">
          <RichMessage id="about.blog" values={{}} />
        </p>
      </KalimaTestProvider>,
    )
    expect((await screen.findByTestId('stats')).textContent).toBe(
      t('about.stats.coverageWithPronouns', { words: 600 }, 'bn'),
    )
    expect(screen.getByTestId('stats').textContent).toContain('৬০০')
    expect(screen.getByTestId('blog').textContent).toContain('{link}')
  })
})
