import {useMemo} from 'react'
import type {CrossDatasetReferenceSchemaType} from '../../../types'
import type {PreviewLayout} from '../../resolve/PreviewProps'
import {ReferencePreview} from '../reference/ReferencePreview'
import {referenceIdOf} from '../reference/referenceValue'
import {crossDatasetTargetOf} from './crossDatasetReferenceValue'
import type {FormCrossDatasetReferenceServices} from './FormCrossDatasetReferenceServices'

/** Props of {@link CrossDatasetReferencePreview}. */
export interface CrossDatasetReferencePreviewProps {
  services: FormCrossDatasetReferenceServices
  /** The cross-dataset reference value (`_ref`, `_dataset`, `_projectId`). */
  value: unknown
  schemaType: CrossDatasetReferenceSchemaType
  layout?: PreviewLayout
}

/**
 * The live preview of the document a cross-dataset reference points to, in its dataset, as the
 * field's `to[].preview` prepares it — for array rows and other places that show the value
 * rather than edit it. Without a `_ref` it renders nothing.
 */
export function CrossDatasetReferencePreview({services, value, schemaType, layout}: CrossDatasetReferencePreviewProps) {
  const ref = referenceIdOf(value)
  const {dataset, projectId} = crossDatasetTargetOf(value, schemaType)
  const bound = useMemo(
    () => ({
      observePreview: (id: string) =>
        services.observePreview({dataset, ...(projectId === undefined ? {} : {projectId})}, id, schemaType),
    }),
    [services, dataset, projectId, schemaType],
  )
  if (ref === undefined) return null
  return (
    <ReferencePreview
      services={bound}
      id={ref}
      schemaType={schemaType}
      showStatus={false}
      {...(layout === undefined ? {} : {layout})}
    />
  )
}
