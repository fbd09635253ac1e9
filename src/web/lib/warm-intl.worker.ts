// Makes the formatters a page makes first (warm-intl.ts), so that ICU's locale and zone data are
// loaded on this thread, then says so.
new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric' }).format(0)
// @date-fns/tz reads a zone's offset through this one.
new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Chicago',
  timeZoneName: 'longOffset',
}).format(0)
new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(1)
postMessage('warm')
