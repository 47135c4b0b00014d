import { render, screen } from '@testing-library/react'
import { ArabicText } from './ArabicText'

describe('ArabicText', () => {
  it('marks Arabic as right-to-left Arabic for the browser and screen readers', () => {
    render(<ArabicText>ٱللَّه</ArabicText>)
    const text = screen.getByText('ٱللَّه')
    expect(text).toHaveAttribute('lang', 'ar')
    expect(text).toHaveAttribute('dir', 'rtl')
  })

  it('renders as the requested element', () => {
    render(<ArabicText as="h2">مِن</ArabicText>)
    expect(screen.getByRole('heading', { name: 'مِن' })).toHaveAttribute('lang', 'ar')
  })
})
