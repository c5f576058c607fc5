import {useContext} from 'react'
import {useCurrentUser, useTranslation, useWorkspace, useWorkspaceServices, type WorkspaceServices} from '../../studio'
import {createDocumentServices, DOCUMENT_API_VERSION, type DocumentServices} from './createDocumentServices'
import {DocumentServicesContext} from './DocumentServicesContext'

// One set per signed-in workspace: its services are made again when the session changes.
const byWorkspace = new WeakMap<WorkspaceServices, DocumentServices>()

/**
 * The document services of the workspace on screen: those of the nearest
 * `DocumentServicesProvider`, else one set per signed-in workspace, made on first use.
 *
 * @throws Error outside a signed-in workspace of `<Studio>`.
 */
export function useDocumentServices(): DocumentServices {
  const provided = useContext(DocumentServicesContext)
  const workspace = useWorkspace()
  const workspaceServices = useWorkspaceServices()
  const currentUser = useCurrentUser()
  const i18n = useTranslation()
  if (provided) return provided
  let services = byWorkspace.get(workspaceServices)
  if (!services) {
    services = createDocumentServices({
      client: workspace.getClient({apiVersion: DOCUMENT_API_VERSION}),
      schema: workspace.schema,
      templates: workspace.templates,
      currentUser,
      presence: workspaceServices.presence,
      permissions: workspaceServices.permissions,
      i18n,
    })
    byWorkspace.set(workspaceServices, services)
  }
  return services
}
