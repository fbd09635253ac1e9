// The persons the Sales screens pick from (clients, contact persons) and name on cards.
import { queryOptions } from '@tanstack/react-query'
import type { Person } from '../../../domain/crm/person'
import { fetchList, listKey } from '../../data/list'

/** The API's largest page: the choices of a client picker. */
const ALL = 200

export const salesPeopleQueries = {
  /** Everyone, by name. */
  clients: () => {
    const params = { sort: 'name', limit: ALL }
    return queryOptions({
      queryKey: listKey('persons', params),
      queryFn: ({ signal }) => fetchList<Person>('persons', params, signal),
    })
  },
}
