import {useCallback, useSyncExternalStore} from 'react'
import type {Path} from '../../../types'
import {useFormBuilder} from '../../builder/FormBuilderContext'
import {uploadRegistryFor, type UploadEntry, type UploadRegistry} from './uploadRegistry'

/** This session's upload into the value at `path`, kept current, and the form's registry. */
export function useUploadEntry(path: Path): {entry: UploadEntry | undefined; registry: UploadRegistry} {
  const registry = uploadRegistryFor(useFormBuilder())
  const subscribe = useCallback((listener: () => void) => registry.subscribe(listener), [registry])
  const entry = useSyncExternalStore(
    subscribe,
    () => registry.get(path),
    () => registry.get(path),
  )
  return {entry, registry}
}
