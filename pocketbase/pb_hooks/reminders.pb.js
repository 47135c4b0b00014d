/// <reference path="../pb_data/types.d.ts" />
// E-mail reminders (issue 19; lib/reminders.js, operators: pocketbase/README.md):
// - a cron job, every 5 minutes (KALIMA_REMINDERS_CRON; 'off' registers none), sends each
//   learner who opted in one reminder on a day with reviews due, at their hour;
// - POST /api/kalima/unsubscribe?u=&t= turns a learner's reminders off by the token of their
//   e-mails, signed out too (the site's /unsubscribe page and mail clients' one-click
//   List-Unsubscribe-Post call it);
// - only when KALIMA_REMINDERS_TEST_CLOCK=1 (tests; never in production): POST
//   /api/kalima/reminders/run { now } runs the job at an injected time, superusers only.

{
  const schedule = require(`${__hooks}/lib/reminders.js`).schedule()
  if (schedule)
    cronAdd('kalimaReminders', schedule, () => {
      require(`${__hooks}/lib/reminders.js`).runReminders($app, Date.now())
    })
}

routerAdd('POST', '/api/kalima/unsubscribe', (e) =>
  require(`${__hooks}/lib/reminders.js`).unsubscribe(e, Date.now()),
)

if ($os.getenv('KALIMA_REMINDERS_TEST_CLOCK') === '1') {
  routerAdd(
    'POST',
    '/api/kalima/reminders/run',
    (e) => {
      const body = e.requestInfo().body
      const now = Number(body ? body.now : Number.NaN)
      if (!Number.isInteger(now) || now <= 0)
        throw new BadRequestError('now must be a time in ms since epoch.')
      try {
        return e.json(200, require(`${__hooks}/lib/reminders.js`).runReminders(e.app, now))
      } catch (err) {
        throw new BadRequestError(`Reminders run failed: ${err}`)
      }
    },
    $apis.requireSuperuserAuth(),
  )
  onBootstrap((e) => {
    e.next()
    e.app
      .logger()
      .warn('KALIMA_REMINDERS_TEST_CLOCK=1: the reminders test route is on (tests only)')
  })
}
