// GET /api/settings/branding is public (the sign-in page shows the business's name and colour), so
// a caller without a session gets those two only: none of the contact and payment details the
// documents print. Any signed-in user, of every role, gets the whole branding as before.
import { describe, expect, it } from 'vitest'
import { ROLES } from '../../domain/access/roles'
import { SESSION_COOKIE } from '../auth/session-cookie'
import { useTestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'

const DETAILS = {
  business_name: 'Sunrise Landscaping',
  brand_color: '#1d4ed8',
  business_email: 'office@sunrise.example',
  business_phone: '+1 512 555 0100',
  business_address: '12 Oak Lane\nAustin, TX 78701',
  payment_instructions: 'Bank transfer to account 123456',
  paper_size: 'Letter',
  time_zone: 'America/Chicago',
}

describe.each(testBackends())('the public branding on $name', (backend) => {
  const t = useTestApp(backend)

  it('answers a caller without a session the name and colour only', async () => {
    expect(
      (await t.call({ method: 'PATCH', url: '/api/settings/branding', payload: DETAILS })).status,
    ).toBe(200)
    const strangers: Record<string, string>[] = [{}, { [SESSION_COOKIE]: 'not-a-session' }]
    for (const cookies of strangers) {
      const res = await t.call({ method: 'GET', url: '/api/settings/branding', cookies })
      expect(res.status).toBe(200)
      expect(res.body).toEqual({ business_name: 'Sunrise Landscaping', brand_color: '#1d4ed8' })
    }
  })

  it('answers every signed-in role the whole branding', async () => {
    await t.call({ method: 'PATCH', url: '/api/settings/branding', payload: DETAILS })
    for (const role of ROLES) {
      const cookies = await t.signInAs(role)
      const res = await t.call({ method: 'GET', url: '/api/settings/branding', cookies })
      expect(res.status, role).toBe(200)
      expect(res.body, role).toEqual({ ...DETAILS, has_logo: false })
    }
  })
})
