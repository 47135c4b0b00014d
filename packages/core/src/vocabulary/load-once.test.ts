import { loadOnce } from './load-once'

describe('loadOnce', () => {
  it('loads each key once and shares the result', async () => {
    const calls: string[] = []
    const load = loadOnce(async (key: string) => {
      calls.push(key)
      return key.length
    })
    const [a, b] = await Promise.all([load('abc'), load('abc')])
    expect([a, b, await load('de')]).toEqual([3, 3, 2])
    expect(calls).toEqual(['abc', 'de'])
  })

  it('tries a failed key again on the next call', async () => {
    let attempts = 0
    const load = loadOnce(async (_key: number) => {
      attempts += 1
      if (attempts === 1) throw new Error('offline')
      return 'loaded'
    })
    await expect(load(1)).rejects.toThrow('offline')
    await expect(load(1)).resolves.toBe('loaded')
    await expect(load(1)).resolves.toBe('loaded')
    expect(attempts).toBe(2)
  })
})

describe('loadOnce.peek', () => {
  it('gives a value once its load has finished, nothing before or after a failure', async () => {
    let fail = true
    const load = loadOnce(async (key: string) => {
      if (fail) throw new Error('offline')
      return key.toUpperCase()
    })
    expect(load.peek('a')).toBeUndefined()
    await expect(load('a')).rejects.toThrow('offline')
    expect(load.peek('a')).toBeUndefined()
    fail = false
    const pending = load('a')
    expect(load.peek('a')).toBeUndefined()
    await pending
    expect(load.peek('a')).toBe('A')
  })
})
