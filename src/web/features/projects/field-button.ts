/** Every field action's button is at least 44 px high: used with a thumb, on a phone. */
export const BIG = 'min-h-11'
