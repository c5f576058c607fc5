import {useMemo} from 'react'
import type {ReferenceDiff} from '../../diff'
import type {PreviewState} from '../../store'
import {DocumentIcon} from '../../ui'
import {useStructureTranslation} from '../i18n'
import {useObservableState} from '../services/useObservableState'
import {useChangeList} from './ChangeListContext'
import {FromTo} from './FromTo'

const LOADING: PreviewState = {snapshot: null, isLoading: true}

/** A reference's change as previews of the document it pointed to and the one it points to. */
export function ReferenceChange({diff}: {diff: ReferenceDiff}) {
  const {t} = useStructureTranslation()
  const from = diff.fromRef === undefined ? undefined : <ReferencePreview diff={diff} id={diff.fromRef} />
  const to = diff.toRef === undefined ? undefined : <ReferencePreview diff={diff} id={diff.toRef} />
  if (from === undefined && to === undefined)
    return <span className="vellum-changes-empty-value">{t('changes.reference.none')}</span>
  return <FromTo from={from} to={to} />
}

/** The preview (title, subtitle) of a referenced document; its id while there is no preview store. */
function ReferencePreview({diff, id}: {diff: ReferenceDiff; id: string}) {
  const {t} = useStructureTranslation()
  const {previews} = useChangeList()
  const schemaType = diff.schemaType
  const preview$ = useMemo(
    () => (previews && schemaType ? previews.observeForPreview({_type: 'reference', _ref: id}, schemaType) : null),
    [previews, schemaType, id],
  )
  const {value: state} = useObservableState<PreviewState>(preview$, LOADING)
  const title = state.snapshot?.title
  const subtitle = state.snapshot?.subtitle
  const missing = preview$ !== null && !state.isLoading && !state.snapshot
  return (
    <span className="vellum-changes-reference" data-ref={id}>
      <DocumentIcon />
      <span className="vellum-changes-reference-text">
        <span className="vellum-changes-reference-title">
          {missing
            ? t('changes.reference.missing')
            : title !== undefined && title !== null && title !== ''
              ? String(title)
              : id}
        </span>
        {subtitle !== undefined && subtitle !== null && subtitle !== '' ? (
          <span className="vellum-changes-reference-subtitle">{String(subtitle)}</span>
        ) : null}
      </span>
    </span>
  )
}
