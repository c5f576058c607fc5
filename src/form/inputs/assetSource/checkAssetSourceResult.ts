import type {AssetFromSource} from './AssetFromSource'

/** Why an asset source's result was refused, as a key of the form's messages. */
export type AssetSourceResultProblem =
  'asset-source.no-asset-given' | 'asset-source.empty-result' | 'asset-source.invalid-result'

/** What {@link checkAssetSourceResult} found. */
export type AssetSourceResultCheck =
  {ok: true; assets: AssetFromSource[]} | {ok: false; problem: AssetSourceResultProblem}

const KINDS = new Set(['assetDocumentId', 'file', 'base64', 'url'])

function isAsset(item: unknown): item is AssetFromSource {
  if (typeof item !== 'object' || item === null) return false
  const {kind, value} = item as {kind?: unknown; value?: unknown}
  if (typeof kind !== 'string' || !KINDS.has(kind)) return false
  if (kind === 'file')
    return typeof File !== 'undefined' ? value instanceof File : typeof value === 'object' && value !== null
  return typeof value === 'string' && value !== ''
}

/**
 * Checks what an asset source's `onSelect` was given: it must be a
 * non-empty array ('No asset given' when nothing, 'Returned value must be an array with at least
 * one item (asset)' when not an array or empty), and each item of kind `assetDocumentId`, `file`,
 * `base64` or `url` with a value ('Invalid value returned from asset source plugin' otherwise).
 *
 * @example
 * checkAssetSourceResult([{kind: 'url', value: 'https://example.com/a.jpg'}]) // {ok: true, assets: [...]}
 * checkAssetSourceResult([]) // {ok: false, problem: 'asset-source.empty-result'}
 */
export function checkAssetSourceResult(result: unknown): AssetSourceResultCheck {
  if (result === undefined || result === null) return {ok: false, problem: 'asset-source.no-asset-given'}
  if (!Array.isArray(result) || result.length === 0) return {ok: false, problem: 'asset-source.empty-result'}
  if (!result.every(isAsset)) return {ok: false, problem: 'asset-source.invalid-result'}
  return {ok: true, assets: result}
}
