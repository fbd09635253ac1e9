import { describe, expect, it } from 'vitest'
import { hubDocumentPage, hubLandingOf } from './hub-landing'

const ID = '0b7f3c1e-5a4d-4e2b-9c1d-2f3e4a5b6c7d'

describe('hubLandingOf', () => {
  it('follows a hub document page', () => {
    expect(hubLandingOf(hubDocumentPage('estimates', ID))).toBe(`/hub/estimates/${ID}`)
    expect(hubLandingOf(`/hub/invoices/${ID}`)).toBe(`/hub/invoices/${ID}`)
  })

  it('lands on the hub for anything else', () => {
    for (const to of [
      undefined,
      ['/hub/estimates/' + ID],
      'https://evil.example/hub/estimates/' + ID,
      '//evil.example',
      '/dashboard',
      `/hub/estimates/${ID}/../../dashboard`,
      `/hub/persons/${ID}`,
      `/hub/estimates/${ID}?x=1`,
    ])
      expect(hubLandingOf(to)).toBe('/hub')
  })
})
