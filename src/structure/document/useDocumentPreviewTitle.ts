import {useEffect, useMemo, useState} from 'react'
import {BehaviorSubject, distinctUntilChanged, filter, map, of, switchMap} from 'rxjs'
import type {PreviewState} from '../../store'
import type {ObjectSchemaType} from '../../types'
import {useDocumentServices} from '../services/useDocumentServices'
import {useObservableState} from '../services/useObservableState'

/**
 * The title of the document being edited, from its type's preview config (`preview.select`
 * and `prepare`, references followed) applied to the value the form shows — local edits
 * included, so the header follows typing. Undefined when the preview has no title ('Untitled'
 * is the caller's to show).
 */
export function useDocumentPreviewTitle(
  value: Record<string, unknown> | undefined,
  schemaType: ObjectSchemaType,
): string | undefined {
  const {previews} = useDocumentServices()
  const [values] = useState(() => new BehaviorSubject(value))
  useEffect(() => values.next(value), [values, value])
  const observable = useMemo(
    () =>
      values.pipe(
        switchMap((current) => {
          if (!current) return of<PreviewState>({snapshot: null})
          // Without `_id` the value itself is previewed, not the stored document of that id.
          const {_id: _ignored, ...rest} = current
          return previews.observeForPreview(rest, schemaType)
        }),
        // While the next preview loads (a keystroke later), the previous title stays.
        filter((state) => !state.isLoading),
        map((state) => toTitle(state.snapshot?.title)),
        distinctUntilChanged(),
      ),
    [values, previews, schemaType],
  )
  return useObservableState<string | undefined>(observable, undefined).value
}

function toTitle(title: unknown): string | undefined {
  if (title === null || title === undefined || title === '' || title === false) return undefined
  return String(title)
}
