// Issue #30 section 5: the e-mail templates over HTTP on the real databases: read, edit (an unknown
// placeholder refused by name), reset, preview in the business's branding, and who may do what.
import { describe, expect, it } from 'vitest'
import { MAIL_KINDS } from '../../domain/mail/mail-kinds'
import { DEFAULT_TEMPLATES } from '../../domain/mail/mail-template'
import { useTestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'

describe.each(testBackends())('mail templates on $name', (backend) => {
  const t = useTestApp(backend)

  it('lists every kind with its defaults, edits one and resets it', async () => {
    const list = await t.call({ method: 'GET', url: '/api/mail-templates' })
    expect(list.status).toBe(200)
    expect(list.body.map((v: { kind: string }) => v.kind)).toEqual([...MAIL_KINDS])
    expect(list.body[0]).toMatchObject({
      kind: 'estimate',
      subject: DEFAULT_TEMPLATES.estimate.subject,
      is_customised: false,
      placeholders: expect.arrayContaining(['link', 'estimate_total']),
    })

    const saved = await t.call({
      method: 'PATCH',
      url: '/api/mail-templates/estimate',
      payload: {
        subject: 'Quote {estimate_number}\r\nBcc: x@evil.example',
        message: 'Hi {client_name}',
      },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body).toMatchObject({
      subject: 'Quote {estimate_number} Bcc: x@evil.example',
      is_customised: true,
      default_subject: DEFAULT_TEMPLATES.estimate.subject,
    })
    const after = await t.call({ method: 'GET', url: '/api/mail-templates' })
    expect(after.body[0]).toMatchObject({ message: 'Hi {client_name}', is_customised: true })

    const reset = await t.call({ method: 'DELETE', url: '/api/mail-templates/estimate' })
    expect(reset.status).toBe(200)
    expect(reset.body).toMatchObject({
      subject: DEFAULT_TEMPLATES.estimate.subject,
      is_customised: false,
    })
    const again = await t.call({ method: 'GET', url: '/api/mail-templates' })
    expect(again.body[0].is_customised).toBe(false)
  })

  it('refuses an unknown placeholder with a field error naming it, and saves nothing', async () => {
    const res = await t.call({
      method: 'PATCH',
      url: '/api/mail-templates/invoice',
      payload: { subject: 'Invoice {invoice_number}', message: 'Dear {clientname}' },
    })
    expect(res.status).toBe(400)
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION',
      fields: { message: 'Unknown placeholder {clientname}' },
    })
    const list = await t.call({ method: 'GET', url: '/api/mail-templates' })
    expect(list.body.find((v: { kind: string }) => v.kind === 'invoice').is_customised).toBe(false)
    const unknownKind = await t.call({
      method: 'PATCH',
      url: '/api/mail-templates/newsletter',
      payload: { subject: 'a', message: 'b' },
    })
    expect(unknownKind.status).toBe(404)
  })

  it('previews the typed texts with sample values in the branding, escaped', async () => {
    await t.call({
      method: 'PATCH',
      url: '/api/settings/branding',
      payload: { business_name: 'Oak <&> Stone', brand_color: '#aa3300' },
    })
    const res = await t.call({
      method: 'POST',
      url: '/api/mail-templates/estimate/preview',
      payload: {
        subject: 'Estimate {estimate_number} {oops}',
        message: 'Hi {client_name},\n\nTotal {estimate_total}',
      },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.subject).toBe('Estimate EST-1a2b3c4d {oops}')
    expect(res.body.html).toContain('background-color:#aa3300')
    expect(res.body.html).toContain('Oak &lt;&amp;&gt; Stone')
    expect(res.body.html).toContain('Rounding')
    expect(res.body.text).toContain('Hi Jordan Rivera,')
    expect(res.body.text).toContain('Oak <&> Stone')
  })

  it('lets the Office read and preview, and only the Owner change', async () => {
    const office = await t.signInAs('Office')
    expect(
      (await t.call({ method: 'GET', url: '/api/mail-templates', cookies: office })).status,
    ).toBe(200)
    const preview = await t.call({
      method: 'POST',
      url: '/api/mail-templates/invite/preview',
      cookies: office,
      payload: { subject: 'a', message: 'b' },
    })
    expect(preview.status).toBe(200)
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await t.call({
        method,
        url: '/api/mail-templates/invite',
        cookies: office,
        ...(method === 'PATCH' ? { payload: { subject: 'a', message: 'b' } } : {}),
      })
      expect(res.status).toBe(403)
    }
    const estimator = await t.signInAs('Estimator')
    expect(
      (await t.call({ method: 'GET', url: '/api/mail-templates', cookies: estimator })).status,
    ).toBe(403)
  })
})
