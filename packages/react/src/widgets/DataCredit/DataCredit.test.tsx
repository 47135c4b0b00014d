import { createMemoryStorage, DATA_SOURCES } from '@kalima/core'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { registerDictionary } from '../../i18n'
import { ur } from '../../i18n/ur'
import { KalimaProvider } from '../../provider/KalimaProvider'
import { KalimaTestProvider } from '../../testing/KalimaTestProvider'
import { DataCredit } from './DataCredit'

describe('DataCredit', () => {
  it('names and links every data source, with its licence where it states one', () => {
    render(
      <KalimaTestProvider>
        <DataCredit />
      </KalimaTestProvider>,
    )
    const credit = screen.getByText('Word data:', { exact: false })
    for (const source of DATA_SOURCES) {
      expect(screen.getByRole('link', { name: source.name })).toHaveAttribute('href', source.url)
      if (source.licence) expect(credit).toHaveTextContent(`${source.name} (${source.licence})`)
    }
  })

  it('reads its label in the UI language', () => {
    registerDictionary('ur', ur)
    render(
      <KalimaProvider storage={createMemoryStorage()} uiLanguage="ur">
        <DataCredit />
      </KalimaProvider>,
    )
    expect(screen.getByText('الفاظ کے ماخذ:', { exact: false })).toBeInTheDocument()
    // Each source with its licence is one left-to-right piece of the right-to-left line.
    for (const source of DATA_SOURCES) {
      const piece = screen.getByRole('link', { name: source.name }).parentElement
      expect(piece).toHaveAttribute('dir', 'ltr')
      expect(piece?.textContent).toBe(
        source.licence ? `${source.name} (${source.licence})` : source.name,
      )
    }
  })
})
