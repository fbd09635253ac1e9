import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { mailContent, mailText, textColorOn } from './mail-content'
import { MAIL_KINDS } from './mail-kinds'
import { DEFAULT_TEMPLATES } from './mail-template'
import { sampleMail } from './sample-values'

const branding = { business_name: 'Oak & Stone', brand_color: '#2F6B3A' }

describe('mail content', () => {
  it('fills the subject and message and makes the button from {link}', () => {
    const content = mailContent({
      kind: 'invoice',
      template: DEFAULT_TEMPLATES.invoice,
      values: {
        client_name: 'Ann',
        invoice_number: 'INV-0013',
        amount_due: '$5.00',
        link: 'https://crm.example.com/hub/x',
      },
      branding,
    })
    expect(content.subject).toBe('Invoice INV-0013 from Oak & Stone')
    expect(content.paragraphs[0]).toBe('Hi Ann,')
    expect(content.link).toEqual({ label: 'View invoice', url: 'https://crm.example.com/hub/x' })
    expect(content.brandColor).toBe('#2f6b3a')
    expect(content.contactLines).toEqual([])
  })

  it('shows no button without a web link', () => {
    for (const link of [undefined, '', 'javascript:alert(1)', 'data:text/html,x']) {
      const content = mailContent({
        kind: 'estimate',
        template: DEFAULT_TEMPLATES.estimate,
        values: { link },
        branding,
      })
      expect(content.link).toBeNull()
    }
  })

  it('keeps a value with line breaks off the subject line', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MAIL_KINDS), fc.string(), (kind, name) => {
        const content = mailContent({
          kind,
          template: { subject: '{business_name} {client_name}', message: 'x' },
          values: { client_name: name },
          branding: { ...branding, business_name: `A\r\nBcc: ${name}` },
        })
        expect(content.subject).not.toMatch(/[\r\n]/)
      }),
    )
  })

  it('shows contact lines and the logo only when the business has them', () => {
    const content = mailContent({
      kind: 'invoice',
      template: DEFAULT_TEMPLATES.invoice,
      values: {},
      branding: {
        ...branding,
        email: 'office@oak.example',
        phone: ' ',
        address: '1 Main St',
        logo_url: 'data:image/png;base64,AA',
      },
    })
    expect(content.contactLines).toEqual(['1 Main St', 'office@oak.example'])
    expect(content.logoUrl).toBeNull()
  })

  it('writes the plain text with the figures and the link', () => {
    const { values, summary } = sampleMail('estimate', 'Oak & Stone', 'https://crm.example.com/e/1')
    const text = mailText(
      mailContent({
        kind: 'estimate',
        template: DEFAULT_TEMPLATES.estimate,
        values,
        summary,
        branding,
      }),
    )
    expect(text).toContain('Hi Jordan Rivera,')
    expect(text).toContain('Rounding: +$0.38')
    expect(text).toContain('Tax:      $286.12')
    expect(text).toContain('View estimate: https://crm.example.com/e/1')
    expect(text).toMatch(/--\nOak & Stone\n$/)
  })

  it('picks the readable button text colour', () => {
    expect(textColorOn('#2f6b3a')).toBe('#ffffff')
    expect(textColorOn('#ffe066')).toBe('#111111')
    expect(textColorOn('#000000')).toBe('#ffffff')
    expect(textColorOn('#ffffff')).toBe('#111111')
  })
})
