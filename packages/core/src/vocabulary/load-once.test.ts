import { loadOnce, madeOnce } from './load-once'

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

describe('madeOnce', () => {
  it('makes each object its value once and gives that same value after', () => {
    const made: string[] = []
    const lengthOf = madeOnce((list: readonly string[], label: string) => {
      made.push(label)
      return { label, n: list.length }
    })
    const a = ['x', 'y']
    const b = ['z']
    const first = lengthOf(a, 'a')
    expect(first).toEqual({ label: 'a', n: 2 })
    expect(lengthOf(a, 'a')).toBe(first)
    expect(lengthOf(b, 'b')).toEqual({ label: 'b', n: 1 })
    // An equal but different object is another key.
    expect(lengthOf(['x', 'y'], 'c')).toEqual({ label: 'c', n: 2 })
    expect(made).toEqual(['a', 'b', 'c'])
  })

  it('keeps a value that is undefined rather than making it again', () => {
    let calls = 0
    const nothing = madeOnce((_key: object) => {
      calls += 1
      return undefined
    })
    const key = {}
    nothing(key)
    nothing(key)
    expect(calls).toBe(1)
  })
})
