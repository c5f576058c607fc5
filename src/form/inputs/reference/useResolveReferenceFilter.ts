import {useCallback, useContext, useEffect, useRef} from 'react'
import {getValueAtPath, isRecord} from '../../../document'
import type {ContentDocument, Path, ReferenceOptions} from '../../../types'
import {FormValueContext} from '../../builder/FormValueContext'
import {resolveReferenceFilter} from './referenceFilter'

/**
 * A function resolving a reference field's `filter` option (see `resolveReferenceFilter`)
 * against the document as it is when a search runs — not on every render of the input. Shared
 * by the reference and cross-dataset reference inputs.
 *
 * @param options - the field type's options (`filter`, `filterParams`)
 * @param path - the field's path, whose parent is the filter function's `parent`
 */
export function useResolveReferenceFilter(
  options: ReferenceOptions | undefined,
  path: Path,
): () => Promise<{filter?: string; params?: Record<string, unknown>}> {
  const documentValue = useContext(FormValueContext)
  const latestDocument = useRef<unknown>(documentValue)
  useEffect(() => {
    latestDocument.current = documentValue
  }, [documentValue])
  return useCallback(() => {
    const document = isRecord(latestDocument.current) ? latestDocument.current : {}
    const parentPath = path.slice(0, -1)
    return resolveReferenceFilter(options, {
      document: document as ContentDocument,
      parent: getValueAtPath(document, parentPath),
      parentPath,
    })
  }, [options, path])
}
