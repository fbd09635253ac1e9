// The kinds of e-mail the business sends (issue #30 section 5): one template each. The outbox
// (engineer A's) stores the same names in its `kind` column, beside its own `test`.

export const MAIL_KINDS = [
  'estimate',
  'invoice',
  'reminder',
  'estimate-follow-up',
  'visit-reminder',
  'on-my-way',
  'hub-link',
  'invite',
  'password-reset',
  'office-notice',
] as const
export type MailKind = (typeof MAIL_KINDS)[number]

export const isMailKind = (value: string): value is MailKind =>
  (MAIL_KINDS as readonly string[]).includes(value)

/** What Settings > Notifications calls each kind. */
export const MAIL_KIND_LABELS: Readonly<Record<MailKind, string>> = {
  estimate: 'Estimate',
  invoice: 'Invoice',
  reminder: 'Invoice reminder',
  'estimate-follow-up': 'Estimate follow-up',
  'visit-reminder': 'Visit reminder',
  'on-my-way': 'Crew on the way',
  'hub-link': 'Client hub link',
  invite: 'Invite',
  'password-reset': 'Password reset',
  'office-notice': 'Office notice',
}

/** Who reads it: the business's clients, or its own staff (invites, resets, office notices). */
export const MAIL_KIND_AUDIENCE: Readonly<Record<MailKind, 'client' | 'staff'>> = {
  estimate: 'client',
  invoice: 'client',
  reminder: 'client',
  'estimate-follow-up': 'client',
  'visit-reminder': 'client',
  'on-my-way': 'client',
  'hub-link': 'client',
  invite: 'staff',
  'password-reset': 'staff',
  'office-notice': 'staff',
}
