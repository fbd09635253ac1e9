// The port that hashes and checks passwords (decision 028): the server implements it with scrypt
// from node:crypto, so the application layer holds no Node API.
export type PasswordHasher = {
  /** A self-describing hash (algorithm, parameters, salt) of `password`. */
  hash(password: string): Promise<string>
  /** Whether `password` is the one `stored` was made from; false for a malformed `stored`. */
  verify(password: string, stored: string): Promise<boolean>
}
