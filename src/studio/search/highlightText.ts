/** The words of a query as the server matches them (letters and digits), lower-cased. */
export function tokenizeQuery(query: string): string[] {
  return query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
}
