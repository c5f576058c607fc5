import type {PreviewProps} from '../../resolve/PreviewProps'
import type {CrossDatasetReferenceSchemaType} from '../../../types'
import {useFormServices} from '../../services/useFormServices'
import {CrossDatasetReferencePreview} from '../crossDatasetReference/CrossDatasetReferencePreview'
import {ReferencePreview} from '../reference/ReferencePreview'
import {referenceIdOf} from '../reference/referenceValue'
import {PreviewFields} from './PreviewFields'

/**
 * The form's preview of a value: its media (an element, a component, an image value or image
 * asset — shown as a thumbnail sized for the layout, see `PreviewImage` — or `imageUrl`), title,
 * subtitle and description, laid out by `layout` — `default` and `compact` on one line,
 * `media` (grid cards) with the media above the text, `detail` and `block` with the description
 * too. It renders the fields it is given; array items prepare them from the type's `preview`.
 *
 * A reference (with `FormServices.references`) is previewed as the document it points to, live,
 * with its draft/published status, rather than by its `_ref`; a cross-dataset reference (with
 * `FormServices.references.crossDataset`) as the document it points to in its dataset.
 * @beta
 */
export function DefaultPreview(props: PreviewProps) {
  const {references} = useFormServices()
  const id = props.schemaType?.intrinsic === 'reference' ? referenceIdOf(props.value) : undefined
  if (references && id !== undefined)
    return (
      <ReferencePreview
        services={references}
        id={id}
        schemaType={props.schemaType}
        layout={props.layout ?? 'default'}
      />
    )
  if (references?.crossDataset && props.schemaType?.intrinsic === 'crossDatasetReference' && referenceIdOf(props.value))
    return (
      <CrossDatasetReferencePreview
        services={references.crossDataset}
        value={props.value}
        schemaType={props.schemaType as CrossDatasetReferenceSchemaType}
        layout={props.layout ?? 'default'}
      />
    )
  return <PreviewFields {...props} />
}
