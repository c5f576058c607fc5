import type {Workspace} from '../config'

/**
 * The parts of a workspace the router reads: its identity, its basePath and its tools. Every
 * resolved {@link Workspace} is one; the router's functions are generic over it so they hand
 * back the full workspace they were given.
 * @public
 */
export type RoutableWorkspace = Pick<Workspace, 'name' | 'title' | 'basePath' | 'tools'>
