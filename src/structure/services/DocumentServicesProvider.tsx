import {useEffect, useMemo, type ReactNode} from 'react'
import {useCurrentUser, useTranslation, useWorkspace, useWorkspaceServices} from '../../studio'
import {createDocumentServices, DOCUMENT_API_VERSION} from './createDocumentServices'
import {DocumentServicesContext} from './DocumentServicesContext'

/** Props of {@link DocumentServicesProvider}. */
export interface DocumentServicesProviderProps {
  /** How long a pair nobody shows stays open, in ms (`PAIR_LINGER_MS` unless told). */
  pairLingerMs?: number
  children?: ReactNode
}

/**
 * Makes the document services of the signed-in workspace for the panes below: made once per
 * workspace client (again when the session changes) and disposed when unmounted, which closes
 * the pairs it checked out. Panes outside one share a set per workspace instead.
 *
 * @example
 * ```tsx
 * <DocumentServicesProvider>
 *   <DocumentPane documentId="post-1" documentType="post" />
 * </DocumentServicesProvider>
 * ```
 */
export function DocumentServicesProvider({pairLingerMs, children}: DocumentServicesProviderProps) {
  const workspace = useWorkspace()
  const workspaceServices = useWorkspaceServices()
  const currentUser = useCurrentUser()
  const i18n = useTranslation()
  const client = workspace.getClient({apiVersion: DOCUMENT_API_VERSION})
  const services = useMemo(
    () =>
      createDocumentServices({
        client,
        schema: workspace.schema,
        templates: workspace.templates,
        currentUser,
        presence: workspaceServices.presence,
        permissions: workspaceServices.permissions,
        i18n,
        ...(pairLingerMs === undefined ? {} : {pairLingerMs}),
      }),
    [client, workspace.schema, workspace.templates, currentUser, workspaceServices, i18n, pairLingerMs],
  )
  useEffect(() => () => services.dispose(), [services])
  return <DocumentServicesContext.Provider value={services}>{children}</DocumentServicesContext.Provider>
}
