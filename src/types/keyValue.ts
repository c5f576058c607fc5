/**
 * One stored preference of a user (`GET /users/me/keyvalue/{keys}`, `PUT /users/me/keyvalue`).
 * @public
 */
export interface KeyValuePair {
  /** The preference's name, e.g. `studio.structure-tool.sort-order.post`. */
  key: string
  /** Any JSON value; null for a key that holds nothing (writing null removes it). */
  value: unknown
}
