// A refused stale edit answers the record as it is now (issue #33, decision 053), so a phone that
// replays an edit made offline can show both versions. The record goes through the same field step
// as a GET, so the caller sees no more of it than they could read.
import { AppError } from '../../domain/shared/app-error'
import { STALE_EDIT_MESSAGE } from '../../domain/shared/resource'

/** Runs `work`; a stale-edit conflict it throws comes back with `details.current`. */
export async function withCurrentOnStaleEdit<T>(
  work: () => Promise<T>,
  current: () => Promise<Record<string, unknown>>,
): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'CONFLICT') throw error
    if (error.message !== STALE_EDIT_MESSAGE) throw error
    throw new AppError('CONFLICT', STALE_EDIT_MESSAGE, error.fields, { current: await current() })
  }
}
