import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../errors/messages'
import {
  COMMON_PASSWORDS,
  checkNewPassword,
  checkPassword,
  isSingleLine,
  normalizeEmail,
  passwordProblemMessage,
} from './rules'

describe('password policy', () => {
  it('accepts ten characters or more that are not common', () => {
    expect(checkPassword('correct-horse-battery')).toBeNull()
    expect(checkPassword('a-long-password-1')).toBeNull()
    expect(checkPassword('ten chars!')).toBeNull()
  })

  it('refuses fewer than ten characters (counted as characters, not bytes)', () => {
    expect(checkPassword('')).toBe('passwordTooShort')
    expect(checkPassword('aaaaaaaa')).toBe('passwordTooShort')
    expect(checkPassword('nine-char')).toBe('passwordTooShort')
    expect(checkPassword('كلمةسرقوية')).toBeNull() // ten Arabic letters
    expect(checkPassword('🔑🔑🔑🔑🔑🔑🔑🔑🔑')).toBe('passwordTooShort')
  })

  it('refuses more than 71 characters', () => {
    expect(checkPassword('x1'.repeat(36))).toBe('passwordTooLong')
    expect(checkPassword(`${'x1'.repeat(35)}y`)).toBeNull()
  })

  it('refuses one character repeated, and the common passwords in any case', () => {
    expect(checkPassword('aaaaaaaaaaaa')).toBe('passwordTooCommon')
    expect(checkPassword('1111111111')).toBe('passwordTooCommon')
    expect(checkPassword('QwertyUiop')).toBe('passwordTooCommon')
    for (const common of COMMON_PASSWORDS) {
      expect(common.length).toBeGreaterThanOrEqual(10)
      expect(checkPassword(common)).toBe('passwordTooCommon')
    }
  })

  it('checks the policy first, then that the confirmation matches', () => {
    expect(checkNewPassword('short', 'other')).toBe('passwordTooShort')
    expect(checkNewPassword('a-long-password-1', 'a-long-password-2')).toBe('passwordsDoNotMatch')
    expect(checkNewPassword('a-long-password-1', 'a-long-password-1')).toBeNull()
  })

  it('names each problem with a catalogue message', () => {
    expect(passwordProblemMessage('passwordsDoNotMatch')).toBe(MESSAGES.passwordsDoNotMatch)
    expect(passwordProblemMessage('passwordTooShort')).toMatch(/at least 10 characters/)
  })
})

describe('e-mail and single-line text', () => {
  it('normalises an e-mail address: trimmed, lower case', () => {
    expect(normalizeEmail('  ALICE@Example.COM ')).toBe('alice@example.com')
  })

  it('refuses line breaks and other control characters in single-line text', () => {
    expect(isSingleLine('Aisha bint Abi Bakr — عائشة')).toBe(true)
    for (const bad of [
      'a\nb',
      'a\r\nBcc: x@y.z',
      'a\tb',
      'a\u0000b',
      'a\u007fb',
      'a\u0085b',
      'a\u2028b',
    ]) {
      expect(isSingleLine(bad)).toBe(false)
    }
  })
})
