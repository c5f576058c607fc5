/**
 * The colours users are told apart by in presence avatars and cursors. Green, red and gray are
 * left out on purpose: they already mean published, error and inactive.
 */
export const USER_COLORS = {
  blue: '#3b6fe0',
  cyan: '#1a8ca6',
  purple: '#7c55d9',
  magenta: '#c03e9b',
  orange: '#c9651a',
  yellow: '#a88500',
} as const

/** The name of a user colour. */
export type UserColorName = keyof typeof USER_COLORS

const names = Object.keys(USER_COLORS) as UserColorName[]

/**
 * The colour of a user, the same on every screen and in every session: a hash of `seed`
 * (the user id) picks one of {@link USER_COLORS}, spreading users evenly over them.
 */
export function userColor(seed: string): {name: UserColorName; value: string} {
  // FNV-1a: cheap, and it spreads ids that differ in one character.
  let hash = 0x811c9dc5
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  const name = names[(hash >>> 0) % names.length]!
  return {name, value: USER_COLORS[name]}
}
