import {useEffect, useMemo, useState} from 'react'
import {FormBuilder, FormServicesProvider, type FormNodePresence, type FormServices, type PatchEvent} from '../../form'
import type {DocumentPresence} from '../../store'
import {useCurrentUser, useTranslation, useWorkspace} from '../../studio'
import type {ContentDocument, ObjectSchemaType, Path, ValidationMarker} from '../../types'
import {useToast} from '../../ui'
import {useDocumentServices} from '../services/useDocumentServices'
import {formAssetBrowserFor} from './formAssetBrowserFor'
import {formAssetServicesFor} from './formAssetServices'
import {useFormReferenceServices} from './formReferenceServices'

/** Props of {@link DocumentForm}. */
export interface DocumentFormProps {
  /** The published id (presence is reported for it). */
  documentId: string
  schemaType: ObjectSchemaType
  /** What the form edits: the draft, else the published document, else the initial value. */
  value: ContentDocument | undefined
  onChange: (event: PatchEvent) => void
  validation: readonly ValidationMarker[]
  presence: readonly DocumentPresence[]
  focusPath: Path | undefined
  onPathFocus: (path: Path) => void
  onPathBlur: (path: Path) => void
  readOnly: boolean
  /** Prefix of the inputs' DOM ids. */
  id?: string
}

/**
 * The document's form: `FormBuilder` with the workspace's services (current user,
 * translations, configured form components, initial values of new array items and the
 * toasts about them), the others' presence in its fields, and this
 * tab's own location (the document and the focused field) reported to the presence store.
 */
export function DocumentForm(props: DocumentFormProps) {
  const {
    documentId,
    schemaType,
    value,
    onChange,
    validation,
    presence,
    focusPath,
    onPathFocus,
    onPathBlur,
    readOnly,
    id,
  } = props
  const workspace = useWorkspace()
  const currentUser = useCurrentUser()
  const i18n = useTranslation()
  const services = useDocumentServices()
  const toast = useToast()
  const references = useFormReferenceServices(documentId)
  const {defaultLocale} = workspace.i18n
  const formServices = useMemo(
    (): FormServices => ({
      currentUser,
      i18n,
      components: workspace.form.components,
      // Calendars start their weeks where the workspace's language does.
      locale: {id: defaultLocale.id, weekInfo: defaultLocale.weekInfo},
      // New array items get their type's initial value, resolved as templates resolve theirs.
      resolveInitialValue: (type) => services.resolveInitialValueForType(type),
      toast,
      // Uploads and asset lookups of file and image fields, shared by every pane of the workspace.
      assets: formAssetServicesFor(services.client, workspace.form),
      // The asset browser's lists, usage and deletes; image URLs built straight from references.
      assetBrowser: formAssetBrowserFor(services.client, services.previews),
      imageUrlConfig: {baseUrl: workspace.apiHost, projectId: workspace.projectId, dataset: workspace.dataset},
      // Search, previews, availability and templates of reference fields.
      references,
    }),
    [
      currentUser,
      i18n,
      workspace.form,
      workspace.apiHost,
      workspace.projectId,
      workspace.dataset,
      defaultLocale,
      services,
      toast,
      references,
    ],
  )
  const formPresence = useMemo(
    () =>
      presence.map((entry): FormNodePresence => ({
        sessionId: entry.sessionId,
        user: {id: entry.user.id, displayName: entry.user.name},
        path: entry.path,
        lastActiveAt: entry.lastActiveAt,
      })),
    [presence],
  )

  // Where this tab is: the document, and the field with focus.
  const [owner] = useState(() => ({}))
  useEffect(
    () => services.reportLocation(owner, {documentId, path: focusPath ?? []}),
    [services, owner, documentId, focusPath],
  )
  useEffect(() => () => services.reportLocation(owner, null), [services, owner])

  return (
    <FormServicesProvider services={formServices}>
      <FormBuilder
        schemaType={schemaType}
        value={value}
        document={value}
        onChange={onChange}
        validation={validation}
        presence={formPresence}
        focusPath={focusPath}
        onPathFocus={onPathFocus}
        onPathBlur={onPathBlur}
        readOnly={readOnly}
        {...(id === undefined ? {} : {id})}
      />
    </FormServicesProvider>
  )
}
