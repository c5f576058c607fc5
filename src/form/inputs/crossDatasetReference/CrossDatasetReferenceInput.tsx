import {useMemo, useState} from 'react'
import {isKeyedSegment, isRecord} from '../../../document'
import type {CrossDatasetReferenceSchemaType} from '../../../types'
import {CloseIcon, ErrorIcon, IconButton, Spinner, WarningIcon} from '../../../ui'
import {useFormBuilder} from '../../builder/FormBuilderContext'
import {PatchEvent} from '../../patch/PatchEvent'
import {insert, set, unset} from '../../patch/patches'
import type {ObjectInputProps} from '../../resolve/InputProps'
import {useFormServices} from '../../services/useFormServices'
import {useFormTranslation} from '../../translation/useFormTranslation'
import {duplicateArrayItem} from '../array/newArrayItem'
import type {FormReferenceServices, ReferenceSearchHit} from '../reference/FormReferenceServices'
import {ReferenceAlert} from '../reference/ReferenceAlert'
import {ReferenceCard} from '../reference/ReferenceCard'
import {ReferenceSearchField} from '../reference/ReferenceSearchField'
import {referenceIdOf} from '../reference/referenceValue'
import {useReferencePicker} from '../reference/useReferencePicker'
import {useSubscribed} from '../reference/useSubscribed'
import {crossDatasetReferenceToHit, crossDatasetTargetOf} from './crossDatasetReferenceValue'
import type {CrossDatasetTarget, FormCrossDatasetReferenceServices} from './FormCrossDatasetReferenceServices'

/** The reference pieces' services, bound to one dataset. */
type BoundServices = Pick<FormReferenceServices, 'search' | 'observePreview' | 'observeAvailability'>

/** The cross-dataset services as the shared reference pieces (search field, card) take them, for one target. */
function bindTarget(
  services: FormCrossDatasetReferenceServices,
  target: CrossDatasetTarget,
  schemaType: CrossDatasetReferenceSchemaType,
): BoundServices {
  return {
    search: (request) => services.search(target, request),
    observePreview: (id) => services.observePreview(target, id, schemaType),
    observeAvailability: (id) => services.observeAvailability(target, id),
  }
}

/**
 * The input of a `crossDatasetReference` field: a reference to a
 * published document in another dataset, stored with `_dataset` (and `_projectId` when the
 * field names another project).
 *
 * It needs the project's cross-dataset feature (`FormReferenceServices.crossDataset`'s
 * `observeEnabled`): while that is being asked it shows a spinner; when the feature is off it
 * shows an alert saying so, with a Clear button when there is a value (not when read-only).
 *
 * Empty, it is a search combobox labelled by the field's title: typing searches the field's
 * `to` types in its dataset (with its `options.filter` and `filterParams`, a filter function
 * given the document), results show as previews prepared by the type's `to[].preview`, and
 * picking one sets `{_type, _ref, _dataset, _projectId?, _weak?}`. Only a document from the
 * results, of an allowed type, can be chosen ('Selected an item that wasnt part of the result
 * set' otherwise). A failed search shows the 'Reference search failed' toast.
 *
 * Set, it shows the document's preview with a menu (clear, replace or cancel replace, duplicate
 * when the reference is an array item), or why it cannot be shown: the lock and the
 * missing-read-permissions message, or the nonexistent message with a clear button (the other
 * dataset's document endpoint with `excludeContent`). A document whose type the field does not
 * allow shows the cross-dataset invalid type warning. There is no 'Open in new tab': the
 * studio's intents open documents of its own dataset. Read-only: no menu, no search. Without
 * the services it shows the referenced id.
 * @beta
 */
export function CrossDatasetReferenceInput(props: ObjectInputProps) {
  const {value, readOnly, onChange, path, id, elementProps} = props
  const schemaType = props.schemaType as CrossDatasetReferenceSchemaType
  const {references} = useFormServices()
  const services = references?.crossDataset
  const t = useFormTranslation()
  const form = useFormBuilder()
  const ref = referenceIdOf(value)
  const [replacing, setReplacing] = useState(false)

  const enabled$ = useMemo(() => services?.observeEnabled(), [services])
  const enabled = useSubscribed<boolean | null>(enabled$, null)
  const valueTarget = crossDatasetTargetOf(value, schemaType)
  const {dataset: valueDataset, projectId: valueProject} = valueTarget
  // Bound once per target, so the card's and the rows' observables keep their identity.
  const cardServices = useMemo(
    () =>
      services
        ? bindTarget(
            services,
            {dataset: valueDataset, ...(valueProject === undefined ? {} : {projectId: valueProject})},
            schemaType,
          )
        : undefined,
    [services, valueDataset, valueProject, schemaType],
  )
  const searchServices = useMemo(
    () => (services ? bindTarget(services, crossDatasetTargetOf(undefined, schemaType), schemaType) : undefined),
    [services, schemaType],
  )
  const types = useMemo(() => schemaType.to.map((type) => type.type), [schemaType])
  const {search, filterError, accept} = useReferencePicker(searchServices, types, schemaType.options, path)

  const pick = (hit: ReferenceSearchHit) => {
    if (!accept(hit)) return
    setReplacing(false)
    onChange(set(crossDatasetReferenceToHit(hit, schemaType, value)))
  }
  const clear = () => {
    setReplacing(false)
    // An array item keeps its place (and key); a field is removed.
    onChange(
      isRecord(value) && typeof value._key === 'string'
        ? [unset(['_ref']), unset(['_dataset']), unset(['_projectId']), unset(['_weak'])]
        : unset(),
    )
  }

  // A copy of the item right after it, as the array's own item menu duplicates.
  const duplicate = () => form.onChange(PatchEvent.from(insert([duplicateArrayItem(value)], 'after', path)))

  if (!services || !cardServices || !searchServices) {
    return (
      <div className="vellum-form-reference-input" data-state="no-services">
        <span className="vellum-form-reference-id">{ref ?? t('reference.cross-dataset.no-services')}</span>
        {ref && !readOnly && <IconButton icon={<CloseIcon />} label={t('reference.menu.clear')} onClick={clear} />}
      </div>
    )
  }
  if (enabled.value === null && enabled.error === undefined) {
    return (
      <div className="vellum-form-reference-input" data-state="checking-feature">
        <Spinner label={t('reference.cross-dataset.loading')} />
      </div>
    )
  }
  if (enabled.value !== true) {
    return (
      <div className="vellum-form-reference-input" data-state="feature-disabled">
        <ReferenceAlert
          tone="caution"
          icon={<WarningIcon />}
          title={t('reference.cross-dataset.disabled.title')}
          description={t('reference.cross-dataset.disabled.description', {dataset: schemaType.dataset})}
          {...(ref !== undefined && !readOnly ? {action: {text: t('reference.menu.clear'), onClick: clear}} : {})}
        />
      </div>
    )
  }

  const arrayItem = isKeyedSegment(path[path.length - 1])
  const showSearch = !ref || replacing
  return (
    <div className="vellum-form-reference-input" data-state={ref ? (replacing ? 'replacing' : 'selected') : 'empty'}>
      {ref && (
        <ReferenceCard
          services={cardServices}
          id={ref}
          schemaType={schemaType}
          allowedTypes={types}
          invalidTypeTitle={t('reference.cross-dataset.invalid-type.title')}
          readOnly={readOnly}
          replacing={replacing}
          onClear={clear}
          onReplace={() => setReplacing(true)}
          {...(arrayItem ? {onDuplicate: duplicate} : {})}
          onCancelReplace={() => {
            setReplacing(false)
            search.reset()
          }}
        />
      )}
      {showSearch && (
        <div className="vellum-form-reference-search-row">
          <ReferenceSearchField
            services={searchServices}
            schemaType={schemaType}
            id={id}
            elementProps={elementProps}
            search={search}
            readOnly={readOnly}
            onPick={pick}
            autoFocus={replacing}
          />
        </div>
      )}
      {filterError && showSearch && <ReferenceAlert tone="critical" icon={<ErrorIcon />} title={filterError} />}
    </div>
  )
}
