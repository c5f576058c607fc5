import {isRecord} from '../../document'
import type {ConfigIssue} from './ConfigIssue'
import {getPrintableType} from './getPrintableType'

/**
 * Checks that every item of a resolved list is an object with a non-empty string `name`
 * (search filters and operators, asset sources); the others are errors and left out.
 *
 * @param items - The resolved list.
 * @param propertyName - The property it came from, e.g. `search.filters`.
 * @param path - The workspace's path, for the issues.
 * @param issues - Where issues go.
 * @returns The items that passed.
 */
export function checkNamedItems<T>(
  items: readonly unknown[],
  propertyName: string,
  path: string[],
  issues: ConfigIssue[],
): T[] {
  return items.filter((item, index): boolean => {
    if (isRecord(item) && typeof item.name === 'string' && item.name !== '') return true
    const found = isRecord(item) ? 'has no `name`' : `is ${getPrintableType(item)}`
    issues.push({
      severity: 'error',
      message: `Expected every item of \`${propertyName}\` to be an object with a \`name\`, but the item at index ${index} ${found}`,
      path,
      property: propertyName,
    })
    return false
  }) as T[]
}
