import { LANGUAGES } from '@kalima/core'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLanguage } from '../../hooks/useKalima'
import { KalimaTestProvider } from '../../testing/KalimaTestProvider'
import { LanguageSelector } from './LanguageSelector'

function Current() {
  const [lang] = useLanguage()
  return <p data-testid="lang">{lang}</p>
}

describe('LanguageSelector', () => {
  it('changes the provider language from the dropdown', async () => {
    const user = userEvent.setup()
    render(
      <KalimaProvider>
        <LanguageSelector />
        <Current />
      </KalimaProvider>,
    )
    expect(screen.getByTestId('lang')).toHaveTextContent('en')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'tr')
    expect(screen.getByTestId('lang')).toHaveTextContent('tr')
  })

  it('shows disabled languages as Coming Soon and refuses them', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    const languages = LANGUAGES.map((l) => (l.code === 'ur' ? { ...l, enabled: false } : l))
    render(
      <KalimaTestProvider language="bn">
        <LanguageSelector variant="list" languages={languages} onValueChange={onValueChange} />
      </KalimaTestProvider>,
    )
    const urdu = screen.getByRole('radio', { name: /اردو/ })
    expect(urdu).toBeDisabled()
    expect(screen.getByText('Coming Soon')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: /বাংলা/ })).toBeChecked()
    await user.click(screen.getByRole('radio', { name: /English/ }))
    expect(onValueChange).toHaveBeenCalledWith('en')
    expect(screen.getByRole('radio', { name: /English/ })).toBeChecked()
  })
})

function KalimaProvider({ children }: { children: React.ReactNode }) {
  return <KalimaTestProvider language="en">{children}</KalimaTestProvider>
}
