// What the estimate and edit-estimate pages show when the estimate cannot be loaded: 'Estimate not
// found' (SPEC section 8) for an unknown id, otherwise the error with a retry.
import { FileX } from 'lucide-react'
import { RecordLoadError } from '../../components/record-load-error'
import { ESTIMATES_HREF } from './estimate-links'

export function EstimateLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <RecordLoadError
      error={error}
      onRetry={onRetry}
      notFoundTitle="Estimate not found"
      icon={<FileX />}
      backTo={ESTIMATES_HREF}
      backLabel="Back to Estimates"
    />
  )
}
