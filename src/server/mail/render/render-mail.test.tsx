import { describe, expect, it } from 'vitest'
import { MAIL_KINDS } from '../../../domain/mail/mail-kinds'
import { DEFAULT_TEMPLATES } from '../../../domain/mail/mail-template'
import { sampleMail } from '../../../domain/mail/sample-values'
import { renderMail } from './render-mail'

const branding = { business_name: 'Oak & Stone', brand_color: '#1d4ed8' }

describe('renderMail', () => {
  it.each(MAIL_KINDS)(
    '%s: HTML and text in the brand colour with the link button',
    async (kind) => {
      const { values, summary } = sampleMail(
        kind,
        branding.business_name,
        'https://crm.example.com/x?a=1&b=2',
      )
      const mail = await renderMail({
        kind,
        template: DEFAULT_TEMPLATES[kind],
        values,
        branding,
        summary,
      })
      expect(mail.subject).not.toMatch(/[{}\r\n]/)
      expect(mail.html).toMatch(/^<!DOCTYPE html/)
      expect(mail.html).toContain('max-width:600px')
      expect(mail.html).toContain('background-color:#1d4ed8')
      expect(mail.html).toContain('href="https://crm.example.com/x?a=1&amp;b=2"')
      expect(mail.html).toContain('Oak &amp; Stone')
      expect(mail.text).toContain('https://crm.example.com/x?a=1&b=2')
      for (const row of summary) {
        expect(mail.html).toContain(row.label)
        expect(mail.text).toContain(row.value)
      }
    },
  )

  it('escapes user text in the HTML and keeps it as written in the text part', async () => {
    const name = '<script>alert("x")</script>'
    const mail = await renderMail({
      kind: 'estimate',
      template: DEFAULT_TEMPLATES.estimate,
      values: { client_name: name, link: 'https://crm.example.com/e' },
      branding: { ...branding, business_name: '<b>Bold</b> & Co' },
      summary: [{ label: '<i>Total</i>', value: '$1' }],
    })
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).not.toContain('<b>Bold')
    expect(mail.html).not.toContain('<i>Total')
    expect(mail.html).toContain('&lt;script&gt;')
    expect(mail.text).toContain(`Hi ${name},`)
    expect(mail.text).toContain('<b>Bold</b> & Co')
  })

  // Until the client hub exists (issue #31) an estimate's {link} is empty: the e-mail neither shows
  // a button to nowhere nor promises that the estimate can be seen online.
  it('sends an estimate without a link: no button, no link line, no promise of viewing it online', async () => {
    const { values, summary } = sampleMail('estimate', branding.business_name, '')
    const mail = await renderMail({
      kind: 'estimate',
      template: DEFAULT_TEMPLATES.estimate,
      values: { ...values, link: '' },
      branding,
      summary,
    })
    for (const part of [mail.html, mail.text]) {
      expect(part).not.toContain('View estimate')
      expect(part).not.toContain('Or open this link')
      expect(part).not.toMatch(/online/i)
    }
    expect(mail.html).not.toMatch(/<a[^>]+href=""/)
    expect(mail.text).toContain('is attached as a PDF.')
  })

  it('shows the logo and contact lines when Branding has them', async () => {
    const mail = await renderMail({
      kind: 'invoice',
      template: DEFAULT_TEMPLATES.invoice,
      values: {},
      branding: {
        ...branding,
        logo_url: 'https://crm.example.com/api/media/files/logo.png',
        email: 'office@oak.example',
        phone: '555-0100',
        address: null,
      },
    })
    expect(mail.html).toContain('src="https://crm.example.com/api/media/files/logo.png"')
    expect(mail.html).toContain('office@oak.example')
    expect(mail.text).toContain('555-0100\noffice@oak.example')
    expect(mail.html).not.toContain('View invoice')
  })
})
