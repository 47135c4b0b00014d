/// <reference path="../../pb_data/types.d.ts" />
// The server's environment and error shape, shared by every hook. PocketBase runs each
// handler in its own goja VM, so handlers load this file with
// require(`${__hooks}/lib/env.js`). Plain JavaScript only: no npm imports.

/** An environment variable, trimmed; '' when unset. */
function env(name) {
  return String($os.getenv(name) || '').trim()
}

/** 'true', '1', 'yes', 'on' → true. */
function envFlag(name, fallback) {
  const value = env(name).toLowerCase()
  if (value === '') return fallback
  return value === 'true' || value === '1' || value === 'yes' || value === 'on'
}

/** A 400 error with a clear message, in PocketBase's error shape. */
function invalid(message, field) {
  const data = {}
  if (field) data[field] = new ValidationError('validation_invalid', message)
  return new BadRequestError(message, data)
}

function isObject(v) {
  return v !== null && typeof v === 'object' && !Array.isArray(v)
}

module.exports = { env, envFlag, invalid, isObject }
