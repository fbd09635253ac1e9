// The business's time zone, in which billing reads calendar days (a period, a due day).
import { useQuery } from '@tanstack/react-query'
import { hostTimeZone } from '../../../domain/settings/read-branding'
import { brandingQuery } from '../../data/branding'

/** The zone, and whether it is still being read (a form that starts from it waits). */
export function useBusinessZone(): { zone: string; isPending: boolean } {
  const branding = useQuery(brandingQuery())
  // A business that has not set its zone works in the host's (as the API reads it).
  return { zone: branding.data?.time_zone || hostTimeZone(), isPending: branding.isPending }
}
