// Password hashing for tests: scrypt with small parameters (1 KiB of work instead of 32 MiB), the
// same format and checks as the server's, so the sign-in tests stay quick on a busy machine.
import { createScryptHasher } from '../auth/scrypt-hasher'

export const fastPasswords = createScryptHasher({ N: 2 ** 10, r: 8, p: 1 })
