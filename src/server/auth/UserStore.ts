import {randomBytes} from 'node:crypto'
import type Database from 'better-sqlite3'
import {getRole} from '../../lake'
import {TOKEN_ROLES} from '../tokenStore'
import {hashPassword, MIN_PASSWORD_LENGTH, spendPasswordCheckTime, verifyPassword} from './passwordHash'

/**
 * A person who signs in. The password hash never leaves the store.
 * @public
 */
export interface User {
  /** `u` plus 16 random hex digits; the author id of the user's transactions. */
  id: string
  /** Unique, compared case-insensitively; kept as entered. */
  email: string
  /** The name the studio shows for the user. */
  name: string
  /** The provider that vouches for the user: `local` for e-mail and password. */
  provider: string
  /** Role names, e.g. `['editor']`; zero roles means signed in but not authorized. */
  roles: string[]
  /** The URL of the user's avatar; null without one. */
  imageUrl: string | null
  /** When the user was created (ISO 8601). */
  createdAt: string
}

/**
 * What {@link UserStore.add} needs.
 * @public
 */
export interface NewUser {
  /** The user's e-mail address; unique, compared case-insensitively. */
  email: string
  /** The name the studio shows for the user. */
  name: string
  /** Role names, e.g. `['editor']`; each must be a built-in or custom role, else `add` throws a `UserInputError`. */
  roles: string[]
  /** Without one the user cannot sign in with the local provider. */
  password?: string
  /** The provider that vouches for the user; default `local` (e-mail and password). */
  provider?: string
  /** The URL of the user's avatar. */
  imageUrl?: string
}

/**
 * Input a user cannot be created or changed with: a bad e-mail, role or password, a duplicate.
 * @public
 */
export class UserInputError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UserInputError'
  }
}

/** The built-in roles users can hold; custom roles (`<dataDir>/roles.json`) come on top. */
export const USER_ROLES: readonly string[] = TOKEN_ROLES

/** The title of a role as the studio shows it, e.g. `Administrator`. */
export function roleTitle(name: string): string {
  return getRole(name)?.title ?? name
}

interface UserRow {
  id: string
  email: string
  name: string
  password_hash: string | null
  provider: string
  roles: string
  image_url: string | null
  created_at: string
}

const COLUMNS = 'id, email, name, password_hash, provider, roles, image_url, created_at'

function toUser(row: UserRow): User {
  const roles = JSON.parse(row.roles) as unknown
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    provider: row.provider,
    roles: Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [],
    imageUrl: row.image_url,
    createdAt: row.created_at,
  }
}

// Deliberately loose: one @, something on both sides, no spaces. Delivery is not our concern.
const EMAIL = /^[^\s@]+@[^\s@]+$/

/** Checks an e-mail address and trims it. @throws UserInputError */
export function checkEmail(email: string): string {
  const trimmed = email.trim()
  if (!EMAIL.test(trimmed) || trimmed.length > 254) throw new UserInputError(`"${email}" is not an e-mail address`)
  return trimmed
}

/**
 * Checks role names against the built-in roles and the given custom role names.
 * @throws UserInputError naming the unknown role and the ones to choose from
 */
export function checkRoles(roles: readonly string[], customRoleNames: readonly string[] = []): string[] {
  const known = [...USER_ROLES, ...customRoleNames]
  for (const role of roles) {
    if (!known.includes(role)) throw new UserInputError(`Unknown role "${role}": use one of ${known.join(', ')}`)
  }
  return [...new Set(roles)]
}

/** Checks a new password's length. @throws UserInputError */
export function checkNewPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH)
    throw new UserInputError(`A password needs at least ${MIN_PASSWORD_LENGTH} characters`)
}

/**
 * The users of a server, in its SQLite database. Passwords are kept as scrypt hashes only
 * (see {@link hashPassword}); e-mails are unique regardless of case.
 *
 * @example
 * const users = new UserStore(db)
 * const ada = await users.add({email: 'ada@example.com', name: 'Ada', roles: ['editor'], password: 's3cret-pass'})
 * await users.checkPassword('ADA@example.com', 's3cret-pass') // ada
 * @public
 */
export class UserStore {
  /**
   * @param db - the server's database
   * @param customRoleNames - the project's custom roles, which users may hold besides the built-in ones
   */
  constructor(
    private readonly db: Database.Database,
    private readonly customRoleNames: readonly string[] = [],
  ) {}

  /**
   * Creates a user.
   * @throws UserInputError for a bad e-mail, role or password, or an e-mail already taken.
   */
  async add(input: NewUser): Promise<User> {
    const email = checkEmail(input.email)
    const name = input.name.trim()
    if (name === '') throw new UserInputError('A user needs a name')
    const roles = checkRoles(input.roles, this.customRoleNames)
    if (input.password !== undefined) checkNewPassword(input.password)
    if (this.findByEmail(email)) throw new UserInputError(`A user with the e-mail ${email} exists already`)
    const passwordHash = input.password === undefined ? null : await hashPassword(input.password)
    const id = `u${randomBytes(8).toString('hex')}`
    try {
      this.db
        .prepare(`INSERT INTO users (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
        .run(
          id,
          email,
          name,
          passwordHash,
          input.provider ?? 'local',
          JSON.stringify(roles),
          input.imageUrl ?? null,
          new Date().toISOString(),
        )
    } catch (error) {
      // Another writer took the e-mail while the password was being hashed.
      if ((error as {code?: string}).code === 'SQLITE_CONSTRAINT_UNIQUE')
        throw new UserInputError(`A user with the e-mail ${email} exists already`)
      throw error
    }
    return this.get(id)!
  }

  /** The user with an id, or undefined. */
  get(id: string): User | undefined {
    const row = this.db.prepare<[string], UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = ?`).get(id)
    return row && toUser(row)
  }

  /** The user with an e-mail (any case), or undefined. */
  findByEmail(email: string): User | undefined {
    const row = this.db.prepare<[string], UserRow>(`SELECT ${COLUMNS} FROM users WHERE email = ?`).get(email.trim())
    return row && toUser(row)
  }

  /** Every user, oldest first. */
  list(): User[] {
    return this.db.prepare<[], UserRow>(`SELECT ${COLUMNS} FROM users ORDER BY created_at, rowid`).all().map(toUser)
  }

  /** How many users there are. */
  count(): number {
    return this.db.prepare<[], {n: number}>('SELECT count(*) AS n FROM users').get()!.n
  }

  /** The oldest user with the administrator role: who `dev` sign-in acts as. */
  firstAdministrator(): User | undefined {
    return this.list().find((user) => user.roles.includes('administrator'))
  }

  /**
   * Replaces a user's roles.
   * @returns the updated user, or undefined when no user has that e-mail.
   * @throws UserInputError for an unknown role.
   */
  setRoles(email: string, roles: readonly string[]): User | undefined {
    const checked = checkRoles(roles, this.customRoleNames)
    const user = this.findByEmail(email)
    if (!user) return undefined
    this.db.prepare('UPDATE users SET roles = ? WHERE id = ?').run(JSON.stringify(checked), user.id)
    return this.get(user.id)
  }

  /**
   * Deletes a user; their sessions and pending sign-ins go with them.
   * @returns whether a user had that e-mail.
   */
  remove(email: string): boolean {
    return this.db.prepare('DELETE FROM users WHERE email = ?').run(email.trim()).changes > 0
  }

  /**
   * The user an e-mail and password belong to, or undefined. Unknown e-mails take as long as
   * wrong passwords, so timing does not tell which accounts exist.
   */
  async checkPassword(email: string, password: string): Promise<User | undefined> {
    const row = this.db.prepare<[string], UserRow>(`SELECT ${COLUMNS} FROM users WHERE email = ?`).get(email.trim())
    if (!row?.password_hash) {
      await spendPasswordCheckTime(password)
      return undefined
    }
    return (await verifyPassword(password, row.password_hash)) ? toUser(row) : undefined
  }
}
