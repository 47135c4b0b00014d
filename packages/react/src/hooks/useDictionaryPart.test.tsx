// A widget whose texts are in a part of the UI dictionaries other than `main` (here the
// settings panel) waits for that part of the interface language, then shows it.
import { render, screen } from '@testing-library/react'
import { hasDictionary, loadDictionaryPart, prepareDictionary } from '../i18n'
import { KalimaTestProvider } from '../testing/KalimaTestProvider'
import { SettingsPanel } from '../widgets/SettingsPanel/SettingsPanel'

describe('a widget of a dictionary part', () => {
  it('shows "Loading…" in the interface language until its part is there, then the part', async () => {
    await prepareDictionary('zh')
    expect(hasDictionary('zh', ['settings'])).toBe(false)
    const main = await loadDictionaryPart('zh', 'main')
    const settings = await loadDictionaryPart('zh', 'settings')
    render(
      <KalimaTestProvider language="zh" uiLanguage="zh">
        <SettingsPanel />
      </KalimaTestProvider>,
    )
    expect(screen.getByText(main['common.loading'])).toHaveAttribute('aria-busy', 'true')
    expect(
      await screen.findByRole('switch', { name: settings['settings.darkMode'] }),
    ).toBeInTheDocument()
    expect(screen.queryByText(main['common.loading'])).not.toBeInTheDocument()
    expect(hasDictionary('zh', ['settings'])).toBe(true)
  })

  it('renders at once when the page prepared the part before', async () => {
    await prepareDictionary('tr', ['main', 'settings'])
    const settings = await loadDictionaryPart('tr', 'settings')
    render(
      <KalimaTestProvider language="tr" uiLanguage="tr">
        <SettingsPanel />
      </KalimaTestProvider>,
    )
    expect(screen.getByRole('switch', { name: settings['settings.darkMode'] })).toBeVisible()
  })

  it('keeps the widget (and its state) through a change of interface language, then shows the new one whole', async () => {
    await prepareDictionary('id', ['main', 'settings'])
    await prepareDictionary('es')
    expect(hasDictionary('es', ['settings'])).toBe(false)
    const [id, es] = await Promise.all([
      loadDictionaryPart('id', 'settings'),
      loadDictionaryPart('es', 'settings'),
    ])
    const { rerender } = render(
      <KalimaTestProvider language="id" uiLanguage="id">
        <SettingsPanel />
      </KalimaTestProvider>,
    )
    const before = screen.getByRole('switch', { name: id['settings.darkMode'] })
    rerender(
      <KalimaTestProvider language="id" uiLanguage="es">
        <SettingsPanel />
      </KalimaTestProvider>,
    )
    // Until Spanish's settings part is there the panel stays, whole, in Indonesian.
    expect(screen.getByRole('switch', { name: id['settings.darkMode'] })).toBe(before)
    expect(await screen.findByRole('switch', { name: es['settings.darkMode'] })).toBe(before)
  })
})
