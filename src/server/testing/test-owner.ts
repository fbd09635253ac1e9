// The Owner that a server started as a child process creates on its first start (OWNER_EMAIL and
// OWNER_PASSWORD), and that the tests and benchmarks driving it sign in as.
export const TEST_OWNER = {
  email: 'owner@groundwork.test',
  password: 'test-owner-password',
} as const

/** The environment that makes a first start create TEST_OWNER and load the sample data. */
export const TEST_OWNER_ENV = {
  OWNER_EMAIL: TEST_OWNER.email,
  OWNER_PASSWORD: TEST_OWNER.password,
  SAMPLE_DATA: '1',
} as const
