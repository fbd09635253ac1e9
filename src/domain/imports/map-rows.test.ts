import { describe, expect, it } from 'vitest'
import { mapRow } from './map-rows'

describe('mapRow', () => {
  it('puts each cell under its field, leaving out ignored columns and empty cells', () => {
    expect(mapRow([' Ada ', 'x', '', 'ada@example.com'], ['name', null, 'phone', 'email'])).toEqual(
      {
        name: 'Ada',
        email: 'ada@example.com',
      },
    )
  })

  it('joins two columns of one field: text with a space, tags with a comma', () => {
    expect(
      mapRow(['1 Elm St', 'Apt 2', 'VIP', 'Residential'], ['street', 'street', 'tags', 'tags']),
    ).toEqual({ street: '1 Elm St Apt 2', tags: 'VIP,Residential' })
  })
})
