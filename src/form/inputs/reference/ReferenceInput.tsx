import {useContext, useMemo, useState} from 'react'
import {isKeyedSegment, isRecord} from '../../../document'
import type {ReferenceSchemaType} from '../../../types'
import {CloseIcon, ErrorIcon, IconButton} from '../../../ui'
import {useFormBuilder} from '../../builder/FormBuilderContext'
import {FormValueContext} from '../../builder/FormValueContext'
import {PatchEvent} from '../../patch/PatchEvent'
import {insert, set, unset} from '../../patch/patches'
import type {ObjectInputProps} from '../../resolve/InputProps'
import {duplicateArrayItem} from '../array/newArrayItem'
import {useFormServices} from '../../services/useFormServices'
import type {ReferenceAvailability, ReferenceSearchHit, ReferenceTemplateOption} from './FormReferenceServices'
import {ReferenceAlert} from './ReferenceAlert'
import {ReferenceCard} from './ReferenceCard'
import {ReferenceCreateMenu} from './ReferenceCreateMenu'
import {ReferenceNotices} from './ReferenceNotices'
import {ReferenceSearchField} from './ReferenceSearchField'
import {referenceIdOf, referenceToHit, referenceToNewDocument} from './referenceValue'
import {useReferencePicker} from './useReferencePicker'
import {useSubscribed} from './useSubscribed'
import {useFormTranslation} from '../../translation/useFormTranslation'

/** A new document's id, as the create-new choice gives it. */
function newDocumentId(): string {
  return globalThis.crypto.randomUUID()
}

/**
 * The input of a `reference` field.
 *
 * Empty, it is a search combobox labelled by the field's title: typing searches the target
 * types through `FormServices.references` (the server's text search, at most 100 hits, with the
 * field's `options.filter` and `filterParams`, a filter function given the document), results
 * show as previews with their status, and picking one sets the reference — strong to a
 * published document, weak with `_strengthenOnPublish` to a draft-only one. Only a document from
 * the results can be chosen. A failed search shows the 'Reference search failed' toast; a
 * filter that gives no filter shows 'Invalid reference filter, please check the custom "filter"
 * option'. 'Create new' offers the target types' templates the user may create: it sets a weak
 * reference with `_strengthenOnPublish` to a new id and opens the new document beside the
 * current one (closing the array item's dialog the input is in, which would cover it).
 *
 * Set, it shows the referenced document's live preview and a menu (clear, replace or cancel
 * replace, duplicate when the reference is an array item, open in new tab), or why it cannot be
 * shown (no read permission, nonexistent), with the strength notices (see `ReferenceNotices`).
 * Read-only: no menu, no search, no create.
 * Without `FormServices.references` it shows the referenced id and a clear button.
 * @beta
 */
export function ReferenceInput(props: ObjectInputProps) {
  const {value, readOnly, onChange, path, id, elementProps} = props
  const schemaType = props.schemaType as ReferenceSchemaType
  const {references: services} = useFormServices()
  const form = useFormBuilder()
  const t = useFormTranslation()
  const ref = referenceIdOf(value)
  // The card shows the referenced document's availability; the notices need to know a missing one.
  const availability$ = useMemo(
    () => (services && ref ? services.observeAvailability(ref) : undefined),
    [services, ref],
  )
  const availability = useSubscribed<ReferenceAvailability | null>(availability$, null)
  // An item of an array of references is addressed by its key; a field by its name.
  const arrayItem = isKeyedSegment(path[path.length - 1])
  const [replacing, setReplacing] = useState(false)
  const documentValue = useContext(FormValueContext)

  const types = useMemo(() => schemaType.to.map((type) => type.name), [schemaType])
  const typeTitles = useMemo(
    () => Object.fromEntries(schemaType.to.map((type) => [type.name, type.title ?? type.name])),
    [schemaType],
  )
  const {search, filterError, accept} = useReferencePicker(services, types, schemaType.options, path)

  const pick = (hit: ReferenceSearchHit) => {
    if (!accept(hit)) return
    setReplacing(false)
    onChange(set(referenceToHit(hit, schemaType, value)))
  }
  const create = (option: ReferenceTemplateOption) => {
    if (!services) return
    const newId = newDocumentId()
    setReplacing(false)
    onChange(set(referenceToNewDocument(newId, option, schemaType, value)))
    // An array item's dialog would cover the new document's pane: the item closes, its row
    // shows the new document's preview.
    if (arrayItem) form.onSetPathCollapsed(path, true)
    services.openDocument({
      id: newId,
      type: option.schemaType,
      template: {id: option.id, ...(option.params ? {params: option.params} : {})},
    })
  }
  const clear = () => {
    setReplacing(false)
    // An array item keeps its place (and key); a field is removed.
    onChange(
      isRecord(value) && typeof value._key === 'string'
        ? [unset(['_ref']), unset(['_weak']), unset(['_strengthenOnPublish'])]
        : unset(),
    )
  }
  // A copy of the item (new `_key`, the same reference) right after it, as the array's own
  // item menu duplicates: the patch addresses the array, which the item's onChange cannot.
  const duplicate = () => form.onChange(PatchEvent.from(insert([duplicateArrayItem(value)], 'after', path)))

  if (!services) {
    return (
      <div className="vellum-form-reference-input" data-state="no-services">
        <span className="vellum-form-reference-id">{ref ?? t('reference.no-services')}</span>
        {ref && !readOnly && <IconButton icon={<CloseIcon />} label={t('reference.menu.clear')} onClick={clear} />}
      </div>
    )
  }

  const liveEdit =
    isRecord(documentValue) && typeof documentValue._type === 'string'
      ? (services.isLiveEdit?.(documentValue._type) ?? false)
      : false
  const showSearch = !ref || replacing
  return (
    <div className="vellum-form-reference-input" data-state={ref ? (replacing ? 'replacing' : 'selected') : 'empty'}>
      {ref && (
        <ReferenceCard
          services={services}
          id={ref}
          schemaType={schemaType}
          creating={isRecord(value) && value._strengthenOnPublish !== undefined}
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
      {ref && (
        <ReferenceNotices
          value={value}
          schemaType={schemaType}
          liveEdit={liveEdit}
          readOnly={readOnly}
          missing={availability.value === 'NOT_FOUND'}
          onChange={onChange}
        />
      )}
      {showSearch && (
        <div className="vellum-form-reference-search-row">
          <ReferenceSearchField
            services={services}
            schemaType={schemaType}
            id={id}
            elementProps={elementProps}
            search={search}
            readOnly={readOnly}
            onPick={pick}
            autoFocus={replacing}
          />
          {!readOnly && schemaType.options?.disableNew !== true && (
            <ReferenceCreateMenu services={services} types={types} typeTitles={typeTitles} onCreate={create} />
          )}
        </div>
      )}
      {filterError && showSearch && <ReferenceAlert tone="critical" icon={<ErrorIcon />} title={filterError} />}
    </div>
  )
}
