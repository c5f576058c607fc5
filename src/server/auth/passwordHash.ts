import {randomBytes, scrypt, timingSafeEqual, type ScryptOptions} from 'node:crypto'

/** scrypt cost parameters; stored with each hash so they can be raised later. */
const PARAMS = {N: 16384, r: 8, p: 1} as const
const KEY_LENGTH = 32
const SALT_LENGTH = 16
// Room for N up to 2^17 with r 8 (128 * N * r bytes) when old hashes carry higher costs.
const MAX_MEMORY = 256 * 1024 * 1024

/** The shortest password {@link hashPassword} accepts. */
export const MIN_PASSWORD_LENGTH = 8

function derive(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, {...options, maxmem: MAX_MEMORY}, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

/**
 * Hashes a password with scrypt and a random 16-byte salt. The result holds the parameters,
 * salt and key: `scrypt$N$r$p$<salt base64url>$<key base64url>`.
 *
 * @example
 * const stored = await hashPassword('correct horse battery staple')
 * await verifyPassword('correct horse battery staple', stored) // true
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH)
  const key = await derive(password, salt, KEY_LENGTH, PARAMS)
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/**
 * Checks a password against a stored hash in constant time (for hashes of equal length).
 * @returns false for a wrong password and for a stored value that is not a scrypt hash.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [N, r, p] = parts.slice(1, 4).map(Number)
  if (!Number.isInteger(N) || !Number.isInteger(r) || !Number.isInteger(p)) return false
  const salt = Buffer.from(parts[4]!, 'base64url')
  const expected = Buffer.from(parts[5]!, 'base64url')
  if (expected.length === 0) return false
  const actual = await derive(password, salt, expected.length, {N, r, p})
  return timingSafeEqual(actual, expected)
}

/** The hash of a random password, checked against for unknown accounts (made on first use). */
let decoy: Promise<string> | undefined
/** Spends the time a password check takes without checking anything (for unknown e-mails). */
export async function spendPasswordCheckTime(password: string): Promise<void> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'))
  await verifyPassword(password, await decoy)
}

/** A random password for generated accounts: 20 URL-safe characters (120 bits). */
export function generatePassword(): string {
  return randomBytes(15).toString('base64url')
}
