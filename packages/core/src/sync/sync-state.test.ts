import { createMemoryStorage } from '../adapters/memory-storage'
import { createSyncReport, readSavedSync, SYNC_STATE_KEY } from './sync-state'

describe('sync state', () => {
  it('reads what an earlier page kept, and nothing from anything else', () => {
    expect(readSavedSync({ pending: 3, lastSyncedAt: 50 })).toEqual({
      pending: 3,
      lastSyncedAt: 50,
    })
    expect(readSavedSync({ pending: 2 })).toEqual({ pending: 2, lastSyncedAt: null })
    for (const saved of [undefined, null, 'x', 7, { pending: '3' }, {}])
      expect(readSavedSync(saved)).toBeUndefined()
  })

  it('tells its listeners of each change, keeps the pending count and adds it back after a reload', async () => {
    const storage = createMemoryStorage()
    const report = createSyncReport('synced', storage)
    const heard: string[] = []
    const stop = report.subscribe((state) => heard.push(`${state.status}:${state.pending}`))
    report.set({ status: 'pending', pending: 2 })
    report.set({ lastSyncedAt: 40 })
    stop()
    report.set({ status: 'syncing' })
    expect(heard).toEqual(['pending:2', 'pending:2'])
    await report.persist()
    expect(await storage.get(SYNC_STATE_KEY)).toEqual({ pending: 2, lastSyncedAt: 40 })

    const reloaded = createSyncReport('signedOut', storage)
    reloaded.set({ pending: 1 })
    await reloaded.restore()
    expect(reloaded.get()).toMatchObject({ status: 'signedOut', pending: 3, lastSyncedAt: 40 })
  })

  it('keeps nothing without storage, and a storage that fails changes nothing', async () => {
    const report = createSyncReport('synced')
    expect(report.persist()).toBeUndefined()
    await report.restore()
    expect(report.get().pending).toBe(0)
    const broken = {
      get: () => Promise.reject(new Error('unavailable')),
      set: () => Promise.reject(new Error('unavailable')),
    }
    const failing = createSyncReport('synced', broken)
    await expect(failing.persist()).resolves.toBeUndefined()
    await failing.restore()
    expect(failing.get()).toMatchObject({ pending: 0, lastSyncedAt: null })
  })
})
