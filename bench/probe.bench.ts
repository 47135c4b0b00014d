// TEMPORARY probe (removed before hand-off): server time per push vs record size.
import { progressDelta } from '../packages/core/src/progress/delta'
import { recordAttempt } from '../packages/core/src/progress/record'
import { emptyProgress, type Progress } from '../packages/core/src/progress/types'
import { getLessonWords } from '../packages/core/src/vocabulary/vocabulary'
import { api, createUser, startPocketBase, type TestPocketBase } from '../tests/helpers/pocketbase'

describe('probe', () => {
  let pb: TestPocketBase
  beforeAll(async () => {
    pb = await startPocketBase({
      env: {
        KALIMA_RATE_LIMIT_MULTIPLIER: '10000',
        ...(process.env.PROBE_ENV ? JSON.parse(process.env.PROBE_ENV) : {}),
      },
    })
  })
  afterAll(async () => {
    await pb?.stop()
  })
  it('per push', async () => {
    const words = getLessonWords()
    for (const n of [1, 200, 600]) {
      const user = await createUser(pb.url, `p${n}@x.test`)
      let p: Progress = emptyProgress()
      let t = Date.now() - 1e7
      for (let i = 0; i < n; i++)
        p = recordAttempt(p, words[i % words.length]!.id, true, { now: t++ }, 'devaaaaaaaa')
      const created = await api(pb.url, 'POST', '/api/collections/progress/records?fields=id', {
        token: user.token,
        body: { user: user.id, data: p },
      })
      const id = created.body.id
      const time = async (body: unknown, fields: boolean) => {
        const t0 = performance.now()
        const r = await api(
          pb.url,
          'PATCH',
          `/api/collections/progress/records/${id}${fields ? '?fields=id' : ''}`,
          { token: user.token, body: { data: body } },
        )
        if (r.status !== 200) throw new Error(JSON.stringify(r.body))
        return performance.now() - t0
      }
      const full: number[] = []
      const delta: number[] = []
      for (let k = 0; k < 30; k++) {
        const before = p
        for (let j = 0; j < 10; j++)
          p = recordAttempt(p, words[(k * 10 + j) % n]!.id, true, { now: t++ }, 'devaaaaaaaa')
        delta.push(await time(progressDelta(p, before), true))
      }
      for (let k = 0; k < 10; k++) full.push(await time(p, false))
      const med = (a: number[]) => a.sort((x, y) => x - y)[Math.floor(a.length / 2)]!.toFixed(1)
      console.log(
        `words=${n} bytes=${JSON.stringify(p).length} delta10=${med(delta)}ms full=${med(full)}ms`,
      )
    }
  })
})
