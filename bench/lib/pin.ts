// CPU pinning for the server bench: PocketBase on one core, the load generator (this
// process) on another, so neither takes the other's CPU and the capacity measured is the
// capacity of one core. Uses `taskset` (util-linux); without it, or with fewer than two
// cores, nothing is pinned and `note` says so (the figures then say they were not pinned).
import { spawnSync } from 'node:child_process'
import { availableParallelism, loadavg } from 'node:os'

/** What was pinned, for the figures' "how measured". */
export interface Pinning {
  /** True when both processes were pinned. */
  pinned: boolean
  /** e.g. 'PocketBase on core 0 (GOMAXPROCS=1), load generator on core 1 (taskset)'. */
  note: string
  /** Puts the affinity of this process back as it was (after the bench). */
  restore(): void
}

const hasTaskset = () => spawnSync('taskset', ['-V'], { encoding: 'utf8' }).status === 0

/** The CPU list a process may run on (`taskset -cp`), e.g. '0,1' or '0-1'; '' if unknown. */
function affinity(pid: number): string {
  const answer = spawnSync('taskset', ['-cp', String(pid)], { encoding: 'utf8' })
  return /:\s*([\d,-]+)\s*$/.exec(answer.stdout ?? '')?.[1] ?? ''
}

/** Pins every thread of `pid` to `cpus` (threads created later inherit it). */
function pinProcess(pid: number, cpus: string): boolean {
  return spawnSync('taskset', ['-a', '-cp', cpus, String(pid)], { encoding: 'utf8' }).status === 0
}

/**
 * Environment for a PocketBase that will be pinned to one core: Go sizes its scheduler from
 * the CPUs it may use at start, so a process pinned after its start is told to use one.
 */
export const oneCoreEnv = (): Record<string, string> =>
  canPin() ? { GOMAXPROCS: '1' } : ({} as Record<string, string>)

/** Whether this machine can pin the two processes apart. */
export function canPin(): boolean {
  return availableParallelism() >= 2 && process.platform === 'linux' && hasTaskset()
}

/** Pins the server `serverPid` to core 0 and this process (the load generator) to core 1. */
export function pinServerAndGenerator(serverPid: number | undefined): Pinning {
  const none = (why: string): Pinning => ({
    pinned: false,
    note: `not pinned (${why}): load generator and server share the cores`,
    restore() {},
  })
  if (!serverPid) return none('no server process')
  if (process.platform !== 'linux') return none('not Linux')
  if (availableParallelism() < 2) return none('fewer than 2 cores')
  if (!hasTaskset()) return none('taskset is missing; install util-linux')
  const before = affinity(process.pid)
  if (!pinProcess(serverPid, '0') || !pinProcess(process.pid, '1')) {
    if (before) pinProcess(process.pid, before)
    return none('taskset failed')
  }
  return {
    pinned: true,
    note: 'PocketBase pinned to core 0 (GOMAXPROCS=1), load generator to core 1 (taskset)',
    restore() {
      if (before) pinProcess(process.pid, before)
    },
  }
}

/** The machine's 1-minute load average (what `uptime` shows first), to one decimal. */
export const load1 = () => Math.round((loadavg()[0] ?? 0) * 10) / 10
