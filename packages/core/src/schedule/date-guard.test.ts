// The scheduler must not change the host page's Date.prototype (the embed runs in any page).
describe('Date.prototype after loading the scheduler', () => {
  const own = (name: string) => Object.getOwnPropertyDescriptor(Date.prototype, name)

  it('keeps a method the page defined and adds none of its own', async () => {
    const pageFormat = function (this: Date) {
      return `page:${this.getTime()}`
    }
    Object.defineProperty(Date.prototype, 'format', {
      value: pageFormat,
      writable: true,
      configurable: true,
    })
    try {
      const { gradeCard, newReviewCard, FSRS_DATE_METHODS } = await loadScheduler()
      expect(own('format')?.value).toBe(pageFormat)
      expect((new Date(5) as unknown as { format(): string }).format()).toBe('page:5')
      for (const name of FSRS_DATE_METHODS.filter((n) => n !== 'format'))
        expect(own(name), name).toBeUndefined()
      // …and scheduling still works.
      const now = Date.UTC(2025, 0, 1)
      expect(gradeCard(newReviewCard(now), 'good', now).due).toBeGreaterThan(now)
    } finally {
      delete (Date.prototype as unknown as Record<string, unknown>).format
    }
  })
})

async function loadScheduler() {
  const schedule = await import('./index')
  const guard = await import('./date-guard')
  return {
    gradeCard: schedule.gradeCard,
    newReviewCard: schedule.newReviewCard,
    FSRS_DATE_METHODS: guard.FSRS_DATE_METHODS,
  }
}
