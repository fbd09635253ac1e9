// The AI screen's 'Speak replies' switch, kept in localStorage as JSON true / false; any other
// stored text counts as off and is kept under a backup key.
import { storedValue } from '../../lib/stored-value'

import { SPEAK_BACKUP_KEY, SPEAK_KEY } from './storage-keys'

export const speakSetting = storedValue<boolean>({
  key: SPEAK_KEY,
  backupKey: SPEAK_BACKUP_KEY,
  parse: (json) => (typeof json === 'boolean' ? { value: json, isComplete: true } : null),
  fallback: () => false,
})
