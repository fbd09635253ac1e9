// A period of calendar days picked on a form (Payroll CSV, Invoice completed work): the end may not
// come before the start.
export const PERIOD_BACKWARDS = 'The end must not be before the start'
