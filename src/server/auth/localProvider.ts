import {clientAddress} from '../clientAddress'
import {badRequest} from '../HttpError'
import {readBody} from '../readBody'
import type {RequestContext} from '../RequestContext'
import type {AuthProvider, SignInRequest, SignInStep} from './AuthProvider'
import {renderSignInPage} from './signInPage'

/** The largest sign-in form the server reads: e-mail and password need little. */
const FORM_LIMIT = 16 * 1024
/** The longest e-mail address a user can have (see UserStore's checkEmail). */
const MAX_EMAIL_LENGTH = 254

/** Reads `email` and `password` from a form post (urlencoded) or a JSON object. */
async function readCredentials(ctx: RequestContext): Promise<{email: string; password: string}> {
  const text = (await readBody(ctx.req, FORM_LIMIT)).toString('utf8')
  const type = ctx.req.headers['content-type']?.split(';')[0]?.trim().toLowerCase()
  let email: unknown
  let password: unknown
  if (type === 'application/json') {
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      // The message must not quote the body: it holds the password.
      throw badRequest('The sign-in body is not valid JSON')
    }
    if (body !== null && typeof body === 'object') ({email, password} = body as Record<string, unknown>)
  } else if (type === 'application/x-www-form-urlencoded' || type === undefined) {
    const form = new URLSearchParams(text)
    email = form.get('email') ?? undefined
    password = form.get('password') ?? undefined
  } else {
    throw badRequest('Send the sign-in form as application/x-www-form-urlencoded or application/json')
  }
  return {email: typeof email === 'string' ? email.trim() : '', password: typeof password === 'string' ? password : ''}
}

/** A page step with an error: HTML for browsers, JSON for other clients. */
function failure(
  loginUrl: string,
  status: number,
  error: string,
  email: string,
  headers?: Record<string, string>,
): SignInStep {
  return {
    kind: 'page',
    status,
    error,
    html: renderSignInPage({action: loginUrl, email, error}),
    ...(headers ? {headers} : {}),
  }
}

/** Waits `ms` milliseconds. */
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * The `local` provider: e-mail and password of a user in the server's {@link UserStore},
 * through the sign-in page the server serves. Every attempt is reserved with the
 * {@link SignInLimiter} before the password is checked: past the limit for the account from
 * the client's address the answer is 429 with `Retry-After`, whatever the password; many
 * failures from one address, or for one account from anywhere, slow attempts down instead.
 */
export const localProvider: AuthProvider = {
  name: 'local',
  title: 'E-mail and password',

  start({loginUrl}: SignInRequest): SignInStep {
    return {kind: 'page', status: 200, html: renderSignInPage({action: loginUrl})}
  },

  async complete({ctx, loginUrl}: SignInRequest): Promise<SignInStep> {
    const {email, password} = await readCredentials(ctx)
    if (email === '' || password === '') return failure(loginUrl, 400, 'Enter your e-mail address and password', email)
    // No account has a longer one; a longer one would only make the counters' keys long.
    if (email.length > MAX_EMAIL_LENGTH) return failure(loginUrl, 400, 'That is not an e-mail address', '')
    const {users, limiter} = ctx.server.auth
    const address = clientAddress(ctx.req, ctx.server.limits.trustedProxies)
    // Counted before the (slow) password check, so attempts sent at once cannot all get past the limit.
    const attempt = limiter.reserveAttempt(email, address)
    if (!attempt.allowed) {
      const minutes = Math.ceil(attempt.retryAfter / 60)
      const message = `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
      return failure(loginUrl, 429, message, email, {'Retry-After': String(attempt.retryAfter)})
    }
    if (attempt.delayMs > 0) await sleep(attempt.delayMs)
    const user = await users.checkPassword(email, password)
    if (!user) return failure(loginUrl, 401, 'Wrong e-mail or password', email)
    limiter.recordSuccess(email, address)
    return {kind: 'user', user}
  },
}
