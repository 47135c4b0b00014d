import { MESSAGES } from './messages'

/** Error codes of server calls, as in the original app. */
export const SERVER_ERROR_CODES = [
  'ok',
  'cancelled',
  'unknown',
  'invalid-argument',
  'deadline-exceeded',
  'not-found',
  'already-exists',
  'permission-denied',
  'unauthenticated',
  'resource-exhausted',
  'failed-precondition',
  'aborted',
  'out-of-range',
  'unimplemented',
  'internal',
  'unavailable',
  'data-loss',
] as const

/** An error code of a server call. */
export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number]

const BY_STATUS: Readonly<Record<number, ServerErrorCode>> = {
  0: 'internal',
  400: 'invalid-argument',
  401: 'unauthenticated',
  403: 'permission-denied',
  404: 'not-found',
  409: 'aborted',
  429: 'resource-exhausted',
  499: 'cancelled',
  500: 'internal',
  501: 'unimplemented',
  503: 'unavailable',
  504: 'deadline-exceeded',
}

/** The error code of an HTTP status: 2xx ok, known statuses mapped, anything else unknown. */
export const codeForHttpStatus = (status: number): ServerErrorCode => {
  if (status >= 200 && status < 300) return 'ok'
  return BY_STATUS[status] ?? 'unknown'
}

/** An error of a server call, with its code and an English message. */
export class ServerError extends Error {
  /** The error code. */
  readonly code: ServerErrorCode
  /** Extra data the server sent, if any. */
  readonly details: unknown

  constructor(code: ServerErrorCode, message: string, details?: unknown) {
    super(message)
    this.name = 'ServerError'
    this.code = code
    this.details = details
  }
}

/** The error for a response body that is not a JSON object. */
export const responseNotJsonObject = (): ServerError =>
  new ServerError('internal', MESSAGES.responseNotJsonObject)

/** The error for a response without its data field. */
export const responseMissingData = (): ServerError =>
  new ServerError('internal', MESSAGES.responseMissingData)

/** Reads `data` (or `result`) from a response body, or throws the matching ServerError. */
export const readResponseData = (body: unknown): unknown => {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw responseNotJsonObject()
  const record = body as Record<string, unknown>
  if ('data' in record) return record.data
  if ('result' in record) return record.result
  throw responseMissingData()
}
