import type {VellumClient} from '../../client'
import type {CurrentUser} from '../config'
import type {CrossOriginError} from './CrossOriginError'

/**
 * Where a workspace's sign-in stands: `connecting` first, then one of
 *
 * - `logged-in`: a user with at least one role; `client` sends their credentials;
 * - `unauthorized`: signed in, but without any role in the project ('Not authorized');
 * - `logged-out`: nobody is signed in (the login screen); `error` says why when something
 *   went wrong on the way, such as an expired sign-in link;
 * - `cross-origin-error`: the studio's origin may not call the server with credentials;
 * - `error`: the server could not be reached or failed.
 */
export type AuthState =
  | {type: 'connecting'}
  | {type: 'logged-in'; user: CurrentUser; client: VellumClient}
  | {type: 'unauthorized'; user: CurrentUser; client: VellumClient}
  | {type: 'logged-out'; error?: Error}
  | {type: 'cross-origin-error'; error: CrossOriginError}
  | {type: 'error'; error: Error}

/** The kinds of {@link AuthState}. */
export type AuthStateType = AuthState['type']
