import { describe, expect, it } from 'vitest'
import { guessMapping, headerKey } from './import-fields'

describe('headerKey', () => {
  it('compares headers by their letters and digits', () => {
    expect(headerKey(' E-mail ')).toBe('email')
    expect(headerKey('Mobile phone #')).toBe('mobilephone')
    expect(headerKey('Street 1')).toBe('street1')
  })
})

describe('guessMapping for persons', () => {
  it('maps the headers of the issue (Housecall Pro style)', () => {
    const headers = [
      'First Name',
      'Last Name',
      'Display Name',
      'Email',
      'Phone',
      'Mobile',
      'Street 1',
      'City',
      'State',
      'Zip',
      'Tags',
      'Company',
    ]
    expect(guessMapping('persons', headers)).toEqual([
      'first_name',
      'last_name',
      'name',
      'email',
      'phone',
      'mobile',
      'street',
      'city',
      'state',
      'zip',
      'tags',
      'company',
    ])
  })

  it('maps a Jobber client export', () => {
    const headers = [
      'Client ID',
      'First name',
      'Last name',
      'Company name',
      'E-mail',
      'Main phone #',
      'Mobile phone #',
      'Billing street 1',
      'Billing city',
      'Billing province',
      'Billing ZIP',
      'Tags',
    ]
    expect(guessMapping('persons', headers)).toEqual([
      null,
      'first_name',
      'last_name',
      'company',
      'email',
      'phone',
      'mobile',
      'street',
      'city',
      'state',
      'zip',
      'tags',
    ])
  })

  it('maps a QuickBooks customer list', () => {
    const headers = [
      'Customer',
      'Company',
      'Email',
      'Phone',
      'Billing Street',
      'Billing City',
      'Billing State',
      'Billing ZIP',
      'Open Balance',
    ]
    expect(guessMapping('persons', headers)).toEqual([
      'name',
      'company',
      'email',
      'phone',
      'street',
      'city',
      'state',
      'zip',
      null,
    ])
  })

  it('maps Groundwork’s own export back, and gives a field to one column only', () => {
    expect(
      guessMapping('persons', ['id', 'name', 'email', 'phone', 'tags', 'location', 'created_at']),
    ).toEqual([null, 'name', 'email', 'phone', 'tags', 'location', null])
    expect(guessMapping('persons', ['Email', 'Email Address'])).toEqual(['email', null])
  })
})

describe('guessMapping for companies', () => {
  it('takes the company column as the name, and the address and website', () => {
    const headers = [
      'Display Name',
      'Company Name',
      'Website',
      'Street',
      'City',
      'State',
      'Zip',
      'Notes',
    ]
    expect(guessMapping('companies', headers)).toEqual([
      null,
      'name',
      'website',
      'street',
      'city',
      'state',
      'zip',
      'notes',
    ])
  })

  it('falls back to a display name when there is no company column', () => {
    expect(guessMapping('companies', ['Display Name', 'Email'])).toEqual(['name', null])
  })
})
