import 'fake-indexeddb/auto'
import { createStore } from 'idb-keyval'
import { createIdbStorage } from './idb-storage'
import { createMemoryStorage } from './memory-storage'

describe('storage getMany (the progress store reads a record and its tab marks together)', () => {
  it("IndexedDB: reads this namespace's values, undefined for a key never stored", async () => {
    const store = createStore('kalima-get-many', 'keyval')
    const mine = createIdbStorage({ namespace: 'mine', store, channel: null })
    const theirs = createIdbStorage({ namespace: 'theirs', store, channel: null })
    await mine.set('a', { n: 1 })
    await theirs.set('b', 2)
    expect(await mine.getMany?.(['a', 'b'])).toEqual({ a: { n: 1 }, b: undefined })
    expect(await theirs.getMany?.(['b'])).toEqual({ b: 2 })
    expect(await mine.getMany?.([])).toEqual({})
  })

  it('memory: reads copies, so changing what it gave changes nothing stored', async () => {
    const storage = createMemoryStorage({ a: { n: 1 } })
    const values = (await storage.getMany?.(['a', 'b'])) ?? {}
    expect(values).toEqual({ a: { n: 1 }, b: undefined })
    ;(values.a as { n: number }).n = 5
    expect(await storage.get('a')).toEqual({ n: 1 })
  })
})
