import { codeForHttpStatus, readResponseData, SERVER_ERROR_CODES, ServerError } from './codes'
import { MESSAGES, message } from './messages'

describe('message catalogue', () => {
  it('holds every text of §8', () => {
    expect(Object.values(MESSAGES)).toEqual(
      expect.arrayContaining([
        'Correct! ✨',
        'Try again!',
        'Image copied to clipboard!',
        'Instagram sharing is not supported directly. Please download the image and share manually.',
        'Apple sign-in not implemented',
        'User created successfully',
        'Account created but profile update failed. Please try updating your profile later.',
        'User already signed up!',
        'Passwords do not match',
        'Username or password is incorrect',
        'Please enter your email to reset password.',
        'Password reset email sent!',
        'Error sending password reset email.',
        'Thank you for your message! We will get back to you soon.',
        'Sorry, something went wrong. Please try again later.',
        'User not authenticated',
        'Content coming soon...',
        'User signed up successfully but profile update failed',
        'Response is not valid JSON object.',
        'Response is missing data field.',
      ]),
    )
    expect(message('tryAgain')).toBe('Try again!')
  })
})

describe('server error codes', () => {
  it('has the 17 codes', () => {
    expect(SERVER_ERROR_CODES).toHaveLength(17)
  })

  it.each([
    [200, 'ok'],
    [204, 'ok'],
    [299, 'ok'],
    [0, 'internal'],
    [500, 'internal'],
    [400, 'invalid-argument'],
    [401, 'unauthenticated'],
    [403, 'permission-denied'],
    [404, 'not-found'],
    [409, 'aborted'],
    [429, 'resource-exhausted'],
    [499, 'cancelled'],
    [501, 'unimplemented'],
    [503, 'unavailable'],
    [504, 'deadline-exceeded'],
    [302, 'unknown'],
    [418, 'unknown'],
    [502, 'unknown'],
  ])('maps HTTP %i to %s', (status, code) => {
    expect(codeForHttpStatus(status)).toBe(code)
  })

  it('reads data or result and rejects malformed responses', () => {
    expect(readResponseData({ data: 1 })).toBe(1)
    expect(readResponseData({ result: 2 })).toBe(2)
    expect(() => readResponseData('x')).toThrow('Response is not valid JSON object.')
    expect(() => readResponseData([])).toThrow(ServerError)
    expect(() => readResponseData({})).toThrow('Response is missing data field.')
  })
})
