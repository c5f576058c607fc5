import type {VellumClient} from '../../client'
import type {Workspace} from '../config'
import {useWorkspaceContext} from './useWorkspaceContext'

/**
 * The workspace on screen, resolved for the signed-in user: its schema, tools, templates,
 * document actions and the rest of its configuration.
 *
 * @throws Error outside a signed-in workspace of `<Studio>`.
 * @example
 * ```tsx
 * function TypeList() {
 *   const {schema} = useWorkspace()
 *   return <ul>{schema.getTypeNames().map((name) => <li key={name}>{name}</li>)}</ul>
 * }
 * ```
 * @public
 */
export function useWorkspace(): Workspace<VellumClient> {
  return useWorkspaceContext().workspace
}
