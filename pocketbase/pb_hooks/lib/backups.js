/// <reference path="../../pb_data/types.d.ts" />
// Backups settings from the environment, applied by bootstrap.pb.js on every start.
// Plain JavaScript only: no npm imports.
const u = require(`${__hooks}/lib/env.js`)

/**
 * PocketBase's built-in backups, set from the environment on every start (the
 * environment is the source of truth: a change made in the admin UI lasts until the next
 * start). KALIMA_BACKUP_CRON (default daily at 03:00 UTC, `off` disables), KALIMA_BACKUP_KEEP
 * (automatic backups kept, default 7) and an optional S3-compatible target
 * (KALIMA_BACKUP_S3_*). An invalid value throws, which stops the start with its message.
 */
function applyBackups(settings) {
  const backups = settings.backups
  const keepRaw = u.env('KALIMA_BACKUP_KEEP') || '7'
  const keep = Number(keepRaw)
  if (!/^\d+$/.test(keepRaw) || !Number.isInteger(keep) || keep < 1 || keep > 10000) {
    throw new Error(
      `KALIMA_BACKUP_KEEP must be a whole number of backups from 1 to 10000 (got "${keepRaw}").`,
    )
  }
  backups.cronMaxKeep = keep
  const cron = u.env('KALIMA_BACKUP_CRON') || '0 3 * * *'
  if (cron.toLowerCase() === 'off') {
    backups.cron = ''
  } else {
    backups.cron = cron
    let problem = ''
    try {
      backups.validate()
    } catch (err) {
      problem = String(err)
    }
    if (/(^|[\s;])cron:/.test(problem)) {
      throw new Error(
        `KALIMA_BACKUP_CRON must be a cron expression of 5 fields such as "0 3 * * *" (daily at 03:00 UTC) or a macro such as "@daily", or "off" (got "${cron}").`,
      )
    }
  }

  const names = ['ENDPOINT', 'BUCKET', 'REGION', 'ACCESS_KEY', 'SECRET']
  const given = names.filter((n) => u.env(`KALIMA_BACKUP_S3_${n}`) !== '')
  if (given.length === 0 && u.env('KALIMA_BACKUP_S3_FORCE_PATH_STYLE') === '') {
    backups.s3.enabled = false
    return
  }
  const missing = names.filter((n) => given.indexOf(n) < 0)
  if (missing.length > 0) {
    throw new Error(
      `An S3 backup target needs all of KALIMA_BACKUP_S3_ENDPOINT, _BUCKET, _REGION, _ACCESS_KEY and _SECRET (missing: ${missing
        .map((n) => `KALIMA_BACKUP_S3_${n}`)
        .join(', ')}).`,
    )
  }
  const endpoint = u.env('KALIMA_BACKUP_S3_ENDPOINT')
  if (!/^https?:\/\/[^\s/]+/.test(endpoint)) {
    throw new Error(
      `KALIMA_BACKUP_S3_ENDPOINT must be an http(s) URL such as https://s3.eu-central-1.amazonaws.com (got "${endpoint}").`,
    )
  }
  const pathStyle = u.env('KALIMA_BACKUP_S3_FORCE_PATH_STYLE').toLowerCase()
  if (['', 'true', 'false', '1', '0', 'yes', 'no', 'on', 'off'].indexOf(pathStyle) < 0) {
    throw new Error(
      `KALIMA_BACKUP_S3_FORCE_PATH_STYLE must be true or false (got "${u.env('KALIMA_BACKUP_S3_FORCE_PATH_STYLE')}").`,
    )
  }
  backups.s3.enabled = true
  backups.s3.endpoint = endpoint
  backups.s3.bucket = u.env('KALIMA_BACKUP_S3_BUCKET')
  backups.s3.region = u.env('KALIMA_BACKUP_S3_REGION')
  backups.s3.accessKey = u.env('KALIMA_BACKUP_S3_ACCESS_KEY')
  backups.s3.secret = u.env('KALIMA_BACKUP_S3_SECRET')
  backups.s3.forcePathStyle = u.envFlag('KALIMA_BACKUP_S3_FORCE_PATH_STYLE', false)
}

module.exports = { applyBackups }
