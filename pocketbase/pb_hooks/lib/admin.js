/// <reference path="../../pb_data/types.d.ts" />
// The admin UI gate of pb_hooks/static.pb.js: KALIMA_ADMIN_UI=off, KALIMA_ADMIN_ALLOW.

/** Whether PocketBase's admin UI (/_/) must answer 404 to the request `e`. */
function adminUiBlocked(e) {
  const { env } = require(`${__hooks}/lib/env.js`)
  if (env('KALIMA_ADMIN_UI').toLowerCase() === 'off') return true
  const allow = env('KALIMA_ADMIN_ALLOW')
  if (!allow) return false
  const ip = require(`${__hooks}/lib/ip.js`)
  return !ip.ipAllowed(e.realIP(), ip.parseAllowList(allow))
}

module.exports = { adminUiBlocked }
