import { loadMeanings } from '@kalima/core'
import { loadRecallData, peekRecallData } from '@kalima/core/reader'
import { renderHook, waitFor } from '@testing-library/react'
import { useMeanings } from '../../hooks/useMeanings'
import { useRecallData } from './useTodayPlan'

// Data already loaded (by an earlier page or session of the visit) is there in the widget's
// first render, so it asks its first question without a "Loading…" render first.
describe("Today's data in the first render", () => {
  it('useRecallData: undefined while loading, the data once loaded, null when not needed', async () => {
    expect(peekRecallData()).toBeUndefined()
    const loading = renderHook(() => useRecallData(true))
    expect(loading.result.current).toBeUndefined()
    await waitFor(() => expect(loading.result.current).toBeDefined())
    expect(loading.result.current).toBe(peekRecallData())
    expect(renderHook(() => useRecallData(false)).result.current).toBeNull()
    expect(renderHook(() => useRecallData(null)).result.current).toBeUndefined()
  })

  it('useRecallData: data loaded before the first render is there in that render', async () => {
    const data = await loadRecallData()
    const { result } = renderHook(() => useRecallData(true))
    expect(result.current).toBe(data)
  })

  it('useMeanings: meanings loaded before the first render are there in that render', async () => {
    const { result: before } = renderHook(() => useMeanings('tr'))
    expect(before.current).toBeNull()
    const meanings = await loadMeanings('tr')
    const { result } = renderHook(() => useMeanings('tr'))
    expect(result.current).toBe(meanings)
    // Another language's are not shown while this one's load.
    expect(renderHook(() => useMeanings('zh')).result.current).toBeNull()
  })
})
