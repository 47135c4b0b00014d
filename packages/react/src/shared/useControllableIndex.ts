import { useEffect, useRef } from 'react'

/** Props of a widget whose position (a card, a word) may be controlled by its host. */
export interface ControllableIndexProps {
  /** 0-based index (controlled). */
  index?: number
  /** Initial index (uncontrolled). */
  defaultIndex?: number
  /** Called when the learner moves to another index. */
  onIndexChange?: (index: number) => void
}

/**
 * The controlled/uncontrolled index of a pager widget, over a machine that holds the
 * current index: a controlled `index` is followed (with `goTo`), every change of the
 * machine's index is reported once to `onIndexChange`, and `move(target)` asks the host
 * when controlled (returning true) or leaves the move to the machine (returning false).
 */
export function useControllableIndex(
  props: ControllableIndexProps,
  current: number,
  goTo: (index: number) => void,
): { controlled: boolean; move: (target: number) => boolean } {
  const { index, onIndexChange } = props
  const follow = useRef(goTo)
  follow.current = goTo
  useEffect(() => {
    if (index !== undefined && index !== current) follow.current(index)
  }, [index, current])
  const reported = useRef(current)
  useEffect(() => {
    if (current !== reported.current) {
      reported.current = current
      onIndexChange?.(current)
    }
  }, [current, onIndexChange])
  const controlled = index !== undefined
  return {
    controlled,
    move: (target) => {
      if (!controlled) return false
      onIndexChange?.(target)
      return true
    },
  }
}
