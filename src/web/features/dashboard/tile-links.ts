// Where each dashboard tile leads (SPEC "Dashboard"): the list screens apply the same named filter
// the API counts the tile with, so the number on the tile is the number of rows on the list.
export const tileLinks = {
  jobsToday: '/projects/jobs?filter=today',
  openEstimates: '/sales/estimates?filter=open',
  overdueInvoices: '/billing/invoices?filter=overdue',
  revenue30: '/reports?view=revenue-30',
  crewsOnSite: '/team/crews?filter=active',
  unreadMessages: '/messages/inbox?filter=unread',
} as const
