import {useEffect, useMemo, useState} from 'react'
import {BehaviorSubject, distinctUntilChanged, filter, map, of, switchMap} from 'rxjs'
import type {PreviewState} from '../../store'
import {isPreviewImageSource} from '../../form'
import type {ObjectSchemaType} from '../../types'
import {useDocumentServices} from '../services/useDocumentServices'
import {useObservableState} from '../services/useObservableState'

/** What the document pane's header shows of the document's preview. */
export interface DocumentHeaderPreview {
  /** Undefined when the preview has no title ('Untitled' is the caller's to show). */
  title: string | undefined
  /** The image the preview selects (an image value or asset), when it selects one. */
  media: unknown
}

const NO_PREVIEW: DocumentHeaderPreview = {title: undefined, media: undefined}

/**
 * The title and image of the document being edited, from its type's preview config
 * (`preview.select` and `prepare`, references followed) applied to the value the form shows —
 * local edits included, so the header follows typing.
 */
export function useDocumentPreview(
  value: Record<string, unknown> | undefined,
  schemaType: ObjectSchemaType,
): DocumentHeaderPreview {
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
        map((state): DocumentHeaderPreview => {
          const media = state.snapshot?.media
          return {title: toTitle(state.snapshot?.title), media: isPreviewImageSource(media) ? media : undefined}
        }),
        distinctUntilChanged((a, b) => a.title === b.title && sameMedia(a.media, b.media)),
      ),
    [values, previews, schemaType],
  )
  return useObservableState<DocumentHeaderPreview>(observable, NO_PREVIEW).value
}

/** Whether two images are the same one (the value is rebuilt on every keystroke). */
function sameMedia(a: unknown, b: unknown): boolean {
  return a === b || (a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b))
}

function toTitle(title: unknown): string | undefined {
  if (title === null || title === undefined || title === '' || title === false) return undefined
  return String(title)
}
