import type Database from 'better-sqlite3'
import {isLoopbackHost} from '../cors/origins'
import type {AuthProvider} from './AuthProvider'
import {devProvider} from './devProvider'
import {localProvider} from './localProvider'
import {generatePassword} from './passwordHash'
import {SessionStore} from './SessionStore'
import {SignInLimiter, type SignInLimits} from './SignInLimiter'
import {UserStore} from './UserStore'

/** Users, sessions, sign-in limits and providers of one server. */
export interface ServerAuth {
  users: UserStore
  sessions: SessionStore
  limiter: SignInLimiter
  /** The providers `GET /auth/providers` lists, in order. */
  providers: readonly AuthProvider[]
  /** Whether developer sign-in is on: asked for, and the server binds a loopback address. */
  dev: boolean
}

/** Options of {@link createServerAuth}. */
export interface ServerAuthOptions {
  /** Asked-for developer mode; it stays off unless `host` is a loopback address. */
  dev?: boolean
  /** The address the server binds. */
  host: string
  /**
   * The sign-in limits (`signInMaxFailuresPerAccount`, `signInMaxFailuresPerAddress`,
   * `signInWindowMs`): from the server's `limits`; the defaults when left out.
   */
  signInLimits?: SignInLimits
  /** Names of the project's custom roles, which users may hold besides the built-in ones. */
  customRoleNames?: readonly string[]
}

/**
 * Sets up sign-in for a server over its SQLite database. Providers are a list, so more (e.g.
 * OpenID Connect) can be added without touching the routes.
 */
export function createServerAuth(db: Database.Database, options: ServerAuthOptions): ServerAuth {
  const dev = options.dev === true && isLoopbackHost(options.host)
  return {
    users: new UserStore(db, options.customRoleNames),
    sessions: new SessionStore(db),
    limiter: new SignInLimiter(db, options.signInLimits),
    providers: dev ? [devProvider, localProvider] : [localProvider],
    dev,
  }
}

/**
 * The administrator developer mode creates on a first start, with its one-time password.
 * @public
 */
export interface DevAdministrator {
  /** The administrator's e-mail address, to sign in with. */
  email: string
  /** The generated password; only its hash is stored, so this is the one chance to show it. */
  password: string
}

/** The e-mail of the administrator developer mode creates. */
export const DEV_ADMIN_EMAIL = 'admin@localhost'

/**
 * In developer mode, creates an administrator when the server has no users yet, so
 * "Continue as developer" has someone to sign in as.
 * @returns the new administrator's e-mail and generated password, or undefined when users
 *   exist already or developer mode is off.
 */
export async function ensureDevAdministrator(auth: ServerAuth): Promise<DevAdministrator | undefined> {
  if (!auth.dev || auth.users.count() > 0) return undefined
  const password = generatePassword()
  await auth.users.add({email: DEV_ADMIN_EMAIL, name: 'Local administrator', roles: ['administrator'], password})
  return {email: DEV_ADMIN_EMAIL, password}
}
