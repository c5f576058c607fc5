/** One stored preference of a user (`GET /users/me/keyvalue/{keys}`, `PUT /users/me/keyvalue`). */
export interface KeyValuePair {
  key: string
  /** Any JSON value; null for a key that holds nothing (writing null removes it). */
  value: unknown
}
