import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAIL_KINDS } from './mail-kinds'
import {
  DEFAULT_TEMPLATES,
  mailTemplateInput,
  mailTemplateView,
  PLACEHOLDERS_OF,
  placeholderProblem,
  SUBJECT_MAX,
} from './mail-template'
import { PLACEHOLDERS, placeholdersIn } from './placeholders'

const fieldErrors = (kind: (typeof MAIL_KINDS)[number], input: unknown) => {
  const result = mailTemplateInput(kind).safeParse(input)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('mail templates', () => {
  it.each(MAIL_KINDS)('%s: the defaults pass their own check and offer {link}', (kind) => {
    expect(fieldErrors(kind, DEFAULT_TEMPLATES[kind])).toEqual({})
    expect(PLACEHOLDERS_OF[kind]).toContain('link')
    expect(DEFAULT_TEMPLATES[kind].subject.length).toBeLessThanOrEqual(60)
  })

  it('refuses an unknown placeholder, naming it, in the field that holds it', () => {
    expect(fieldErrors('estimate', { subject: 'Hi {clientname}', message: 'ok' })).toEqual({
      subject: 'Unknown placeholder {clientname}',
    })
    expect(fieldErrors('invoice', { subject: 'Hi', message: 'See {visit_date}' })).toEqual({
      message: '{visit_date} is not available in this e-mail',
    })
  })

  it('refuses empty and too long texts and unknown keys', () => {
    expect(fieldErrors('invite', { subject: ' ', message: '' })).toEqual({
      subject: 'Subject is required',
      message: 'Message is required',
    })
    expect(fieldErrors('invite', { message: 'x' })).toEqual({ subject: 'Subject is required' })
    expect(fieldErrors('invite', { subject: 'x'.repeat(SUBJECT_MAX + 1), message: 'x' })).toEqual({
      subject: `Subject is too long (max ${SUBJECT_MAX})`,
    })
    expect(Object.keys(fieldErrors('invite', { subject: 'a', message: 'b', html: 'c' }))).toEqual([
      '',
    ])
  })

  it('saves a subject on one line', () => {
    const parsed = mailTemplateInput('estimate').parse({
      subject: 'Estimate\r\nBcc: a@b.c',
      message: 'Line 1\r\nLine 2',
    })
    expect(parsed).toEqual({ subject: 'Estimate Bcc: a@b.c', message: 'Line 1\nLine 2' })
  })

  it('accepts a text exactly when each of its placeholders is offered by the kind', () => {
    const name = fc.oneof(fc.constantFrom(...PLACEHOLDERS), fc.stringMatching(/^[a-z_]{1,12}$/))
    fc.assert(
      fc.property(
        fc.constantFrom(...MAIL_KINDS),
        fc.array(name, { maxLength: 4 }),
        (kind, names) => {
          const message = `Hi ${names.map((n) => `{${n}}`).join(' and ')}`
          const accepted = mailTemplateInput(kind).safeParse({ subject: 'S', message }).success
          const allOffered = placeholdersIn(message).every(
            (n) => placeholderProblem(kind, n) === null,
          )
          expect(accepted).toBe(allOffered)
        },
      ),
    )
  })

  it('shows the defaults until a kind is edited', () => {
    expect(mailTemplateView('reminder', null)).toMatchObject({
      subject: DEFAULT_TEMPLATES.reminder.subject,
      is_customised: false,
      updated_at: null,
    })
    const stored = {
      kind: 'reminder' as const,
      subject: 'Pay up',
      message: 'Please',
      updated_at: 5,
      updated_by: null,
    }
    expect(mailTemplateView('reminder', stored)).toMatchObject({
      subject: 'Pay up',
      message: 'Please',
      default_subject: DEFAULT_TEMPLATES.reminder.subject,
      is_customised: true,
    })
  })
})
