// spdx-satisfies 5 ships no types.
declare module 'spdx-satisfies' {
  /** Whether the SPDX expression `candidate` is satisfied by the allowed expression `allowed`. */
  export default function satisfies(candidate: string, allowed: string): boolean
}
