import {useMemo} from 'react'
import type {VellumClient} from '../../client'
import {getDraftId} from '../../document'
import {checkDocumentPermission, type CompiledGrants} from '../../lake'
import {isDocumentSchemaType} from '../../schema'
import type {Workspace} from '../config'
import {createNewDocumentOptions, type NewDocumentCreateOption, type NewDocumentItemLike} from '../navbar'
import type {WorkspaceServices} from './createWorkspaceServices'
import {useObservableValue} from './useObservableValue'

/** The id a new document's create permission is checked under when its option names none. */
export const NEW_DOCUMENT_PLACEHOLDER_ID = 'new-document'

/** Whether the grants allow creating the document an option would create (a draft, or the published document of a live-edit type). */
function canCreate(grants: CompiledGrants, item: NewDocumentItemLike, workspace: Pick<Workspace, 'schema'>): boolean {
  const id = item.initialDocumentId ?? NEW_DOCUMENT_PLACEHOLDER_ID
  const schemaType = workspace.schema.get(item.schemaType)
  const liveEdit = isDocumentSchemaType(schemaType) && schemaType.liveEdit === true
  return checkDocumentPermission(grants, 'create', {_id: liveEdit ? id : getDraftId(id), _type: item.schemaType})
    .granted
}

/**
 * The navbar's new-document options for a signed-in workspace: its global new-document items,
 * read-only types left out, each marked with whether the user's grants allow creating it.
 * Until the grants are known every option counts as allowed (the server decides anyway); if
 * they cannot be fetched the options stay allowed and the failure is logged.
 */
export function useNewDocumentOptions(
  workspace: Workspace<VellumClient>,
  services: Pick<WorkspaceServices, 'permissions'>,
): NewDocumentCreateOption[] {
  const grants = useObservableValue<CompiledGrants | null>(services.permissions.grants$, null)
  return useMemo(
    () =>
      createNewDocumentOptions(workspace.newDocumentOptions, {
        schema: workspace.schema,
        ...(grants ? {hasPermission: (item: NewDocumentItemLike) => canCreate(grants, item, workspace)} : {}),
      }),
    [workspace, grants],
  )
}
