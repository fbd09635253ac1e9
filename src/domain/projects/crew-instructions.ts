// The office's instructions for the crew on a job (issue #32 section 1): their label and length, in a
// file without schemas, so the phone's Today page shows the label without zod.

/** The longest instructions for the crew: a few paragraphs, read on a phone. */
export const MAX_CREW_INSTRUCTIONS = 2000
export const CREW_INSTRUCTIONS_LABEL = 'Instructions for the crew'
