// The assistant's localStorage keys (both modes), each with the key its corrupt text is kept under.

export const CHAT_HISTORY_KEY = 'groundwork.assistant.v1.history'
export const CHAT_HISTORY_BACKUP_KEY = 'groundwork.assistant.v1.backup.history'

/** 'Speak replies' on the AI screen. */
export const SPEAK_KEY = 'groundwork.assistant.v1.speak'
export const SPEAK_BACKUP_KEY = 'groundwork.assistant.v1.backup.speak'
