// The badge of a crew that is on site now (crews, an employee's crews, a job's crew).
import { Radio } from 'lucide-react'
import { Badge } from './ui/badge'

export function OnSiteBadge() {
  return (
    <Badge variant="success">
      <Radio aria-hidden="true" />
      On Site Now
    </Badge>
  )
}
