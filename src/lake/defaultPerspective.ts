import type {Perspective} from '../types'

/** The first API version whose default perspective is `published` instead of `raw`. */
export const PUBLISHED_BY_DEFAULT_FROM = '2025-02-19'

/**
 * The perspective a query runs in when it names none: `raw` before API version 2025-02-19
 * and `published` from it, and on the experimental version `X`.
 *
 * @param apiVersion - the API version without its `v`: `2021-06-07`, `1` or `X`
 * @example
 * defaultPerspective('2021-06-07') // 'raw'
 * defaultPerspective('2025-02-19') // 'published'
 */
export function defaultPerspective(apiVersion: string): Perspective {
  if (apiVersion === 'X') return 'published'
  return apiVersion !== '1' && apiVersion >= PUBLISHED_BY_DEFAULT_FROM ? 'published' : 'raw'
}
