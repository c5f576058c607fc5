import {useMemo} from 'react'
import type {SchemaType} from '../../../types'
import {Badge} from '../../../ui'
import {PreviewFields} from '../array/PreviewFields'
import type {PreviewLayout} from '../../resolve/PreviewProps'
import type {FormReferenceServices, ReferencePreviewState} from './FormReferenceServices'
import {useFormTranslation} from '../../translation/useFormTranslation'
import {useSubscribed} from './useSubscribed'

/** Props of {@link ReferencePreview}. */
export interface ReferencePreviewProps {
  /** Where previews come from (the same-dataset services, or a cross-dataset field's bound to its dataset). */
  services: Pick<FormReferenceServices, 'observePreview'>
  /** The published id of the referenced document. */
  id: string
  /** The reference field's compiled type. */
  schemaType: SchemaType
  layout?: PreviewLayout
  /** Show the draft/published status (default true). */
  showStatus?: boolean
}

const LOADING: ReferencePreviewState = {loading: true, preview: null, published: false, draft: false}

/** A preview primitive as text, or undefined when it says nothing. */
export function previewText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return undefined
}

/**
 * The live preview of the document a reference points to, as the target type's `preview`
 * prepares it (following references, e.g. `author.name`), with its status: 'Unpublished'
 * when only a draft exists, 'Edited' when a published document has a draft.
 */
export function ReferencePreview({
  services,
  id,
  schemaType,
  layout = 'default',
  showStatus = true,
}: ReferencePreviewProps) {
  const source = useMemo(() => services.observePreview(id, schemaType), [services, id, schemaType])
  const {value: state} = useSubscribed(source, LOADING)
  return <ReferencePreviewView state={state} schemaType={schemaType} layout={layout} showStatus={showStatus} />
}

/** Props of {@link ReferencePreviewView}. */
export interface ReferencePreviewViewProps {
  state: ReferencePreviewState
  /** The reference field's compiled type. */
  schemaType: SchemaType
  layout?: PreviewLayout
  showStatus?: boolean
}

/** The look of {@link ReferencePreview} for a given state. */
export function ReferencePreviewView({
  state,
  schemaType,
  layout = 'default',
  showStatus = true,
}: ReferencePreviewViewProps) {
  const t = useFormTranslation()
  const {preview} = state
  const title = state.loading ? t('reference.loading') : (previewText(preview?.title) ?? t('reference.untitled'))
  const status = !state.published && state.draft ? 'unpublished' : state.published && state.draft ? 'edited' : undefined
  return (
    <span className="vellum-form-reference-preview" aria-busy={state.loading || undefined}>
      <PreviewFields
        schemaType={schemaType}
        value={undefined}
        layout={layout}
        title={title}
        {...(previewText(preview?.subtitle) ? {subtitle: previewText(preview?.subtitle)} : {})}
        {...(previewText(preview?.description) ? {description: previewText(preview?.description)} : {})}
        {...(preview?.media !== undefined && preview.media !== null ? {media: preview.media as never} : {})}
        {...(typeof preview?.imageUrl === 'string' ? {imageUrl: preview.imageUrl} : {})}
      />
      {showStatus && status && (
        <Badge tone={status === 'unpublished' ? 'caution' : 'primary'} className="vellum-form-reference-status">
          {t(status === 'unpublished' ? 'reference.status.unpublished' : 'reference.status.edited')}
        </Badge>
      )}
    </span>
  )
}
