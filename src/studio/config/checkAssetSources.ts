import {isRecord} from '../../document'
import {DEFAULT_ASSET_SOURCE_NAME, type AssetSource} from './AssetSource'
import type {ConfigIssue} from './ConfigIssue'
import {getPrintableType} from './getPrintableType'
import {isComponentType} from './isComponentType'

/**
 * Checks resolved asset sources: each is an object with a `name`, and every source but the
 * built-in one (which the form renders itself) has a `component`. Problems are errors
 * ('Unknown asset source found'), and such sources are left out.
 *
 * @param sources - The sources after every plugin's `form.file.assetSources` (or image) was applied.
 * @param propertyName - `form.file.assetSources` or `form.image.assetSources`.
 * @param path - The workspace's path, for the issues.
 * @param issues - Where issues go.
 * @returns The sources that passed.
 */
export function checkAssetSources(
  sources: readonly unknown[],
  propertyName: string,
  path: string[],
  issues: ConfigIssue[],
): AssetSource[] {
  const fail = (message: string) => issues.push({severity: 'error', message, path, property: propertyName})
  return sources.filter((source, index): boolean => {
    if (!isRecord(source) || typeof source.name !== 'string' || source.name === '') {
      const found = isRecord(source) ? 'an object without a `name`' : getPrintableType(source)
      fail(
        `Unknown asset source found in \`${propertyName}\` at index ${index}: expected an asset source with a \`name\`, but received ${found}`,
      )
      return false
    }
    if (source.name !== DEFAULT_ASSET_SOURCE_NAME && !isComponentType(source.component)) {
      fail(
        `Unknown asset source found in \`${propertyName}\`: the asset source "${source.name}" has no \`component\` to render`,
      )
      return false
    }
    return true
  }) as AssetSource[]
}
