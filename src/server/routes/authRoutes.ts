import type {ServerResponse} from 'node:http'
import type {AuthProvider, SignInStep} from '../auth/AuthProvider'
import {resolveIdentity} from '../auth/resolveIdentity'
import {checkReturnUrl} from '../auth/returnUrl'
import {clearedSessionCookie, sessionCookie} from '../auth/sessionCookie'
import {renderContinuePage} from '../auth/signInPage'
import {isOwnOrigin, parseHttpUrl, requestProtocol, serverOrigin} from '../cors/origins'
import {badRequest, HttpError} from '../HttpError'
import type {RequestContext} from '../RequestContext'
import {sendJson} from '../respond'
import type {Router} from '../Router'

/** The shortest sign-in id `/auth/fetch` accepts, in characters; shorter ones are refused unread. */
export const MIN_SID_LENGTH = 20

/** Headers for anything that carries or leads to credentials. */
const NO_STORE = {'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer'}

/** The login URL of a provider on this server, e.g. `http://127.0.0.1:3400/v1/auth/login/local`. */
function loginUrl(ctx: RequestContext, provider: AuthProvider): string {
  return `${serverOrigin(ctx.req)}/v1/auth/login/${encodeURIComponent(provider.name)}`
}

function findProvider(ctx: RequestContext): AuthProvider {
  const provider = ctx.server.auth.providers.find((candidate) => candidate.name === ctx.params.provider)
  if (!provider) throw new HttpError(404, `No sign-in provider "${ctx.params.provider}" on this server`)
  return provider
}

/** `GET /auth/providers`: the ways to sign in. */
function listProviders(ctx: RequestContext): void {
  const providers = ctx.server.auth.providers.map((provider) => ({
    name: provider.name,
    title: provider.title,
    url: loginUrl(ctx, provider),
    ...(provider.logo ? {logo: provider.logo} : {}),
  }))
  sendJson(ctx.res, 200, {providers})
}

/** Sends one of the sign-in HTML pages with headers that keep it to itself. */
function sendPage(
  res: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string> = {},
  referrerPolicy = 'same-origin',
): void {
  res.writeHead(status, {
    ...headers,
    ...NO_STORE,
    // Not no-referrer on the form: with it browsers post the form with `Origin: null`, which is refused.
    'Referrer-Policy': referrerPolicy,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    // No scripts, no external assets, and the form posts nowhere but here.
    'Content-Security-Policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
  })
  res.end(html)
}

/** Whether a request is a browser's (it asks for HTML), so it gets pages rather than JSON errors. */
function wantsHtml(ctx: RequestContext): boolean {
  return ctx.req.headers.accept?.includes('text/html') === true
}

/** Answers a provider's step: a page (or its error as JSON), a redirect, or a finished sign-in. */
function answer(ctx: RequestContext, step: SignInStep, returnTo: URL, stage: 'start' | 'complete'): void {
  if (step.kind === 'redirect') {
    // A provider's own next step (an identity provider's authorization endpoint), not user input.
    ctx.res.writeHead(302, {...NO_STORE, Location: step.location}).end()
    return
  }
  if (step.kind === 'page') {
    if (step.status >= 400 && step.error !== undefined && !wantsHtml(ctx)) {
      throw new HttpError(step.status, step.error, {headers: step.headers ?? {}})
    }
    sendPage(ctx.res, step.status, step.html, step.headers)
    return
  }
  const login = ctx.server.auth.sessions.startLogin(step.user.id)
  const maxAge = (login.expiresAt.getTime() - Date.now()) / 1000
  const location = new URL(returnTo)
  location.hash = `sid=${login.sid}`
  const cookie = sessionCookie(login.cookieToken, maxAge, requestProtocol(ctx.req) === 'https')
  // The sign-in form's `form-action 'self'` also holds for where its post redirects to, so a
  // browser would stop a redirect to another origin (an allow-listed studio): it gets a page
  // that goes on by itself instead, a navigation of its own.
  if (stage === 'complete' && wantsHtml(ctx) && location.origin !== parseHttpUrl(serverOrigin(ctx.req))?.origin) {
    sendPage(ctx.res, 200, renderContinuePage(location.href), {'Set-Cookie': cookie}, 'no-referrer')
    return
  }
  ctx.res.writeHead(302, {...NO_STORE, Location: location.href, 'Set-Cookie': cookie}).end()
}

/** `GET` and `POST /auth/login/{provider}?origin=<return url>`. */
async function signIn(ctx: RequestContext, stage: 'start' | 'complete'): Promise<void> {
  const provider = findProvider(ctx)
  const returnTo = checkReturnUrl(ctx, ctx.query.get('origin'))
  const url = `${loginUrl(ctx, provider)}?${ctx.query.toString()}`
  const request = {ctx, returnTo, loginUrl: url}
  if (stage === 'complete' && !provider.complete)
    throw new HttpError(405, `The provider "${provider.name}" takes no form posts`, {headers: {Allow: 'GET'}})
  // Login CSRF: a browser posting the sign-in form from another site says so in `Origin`.
  const origin = ctx.req.headers.origin
  if (stage === 'complete' && origin !== undefined && !isOwnOrigin(origin, ctx.req)) {
    throw new HttpError(403, "Sign-in forms are only accepted from this server's own sign-in page")
  }
  const step = stage === 'start' ? await provider.start(request) : await provider.complete!(request)
  answer(ctx, step, returnTo, stage)
}

/** `GET /auth/fetch?sid=`: exchanges a sign-in id for a session token, once. */
function fetchToken(ctx: RequestContext): void {
  const sid = ctx.query.get('sid')
  if (sid === null || sid === '') throw badRequest('Missing the "sid" query parameter')
  if (sid.length < MIN_SID_LENGTH) throw badRequest(`A sign-in id has at least ${MIN_SID_LENGTH} characters`)
  const token = ctx.server.auth.sessions.exchangeSignInId(sid)
  if (!token) throw new HttpError(401, 'The sign-in id is unknown, expired or used already; sign in again')
  sendJson(ctx.res, 200, {token}, NO_STORE)
}

/**
 * `POST /auth/logout`: ends the sign-in the request's session token or cookie belongs to
 * (every token of it) and clears the cookie. Answers 204 also when nobody was signed in, and
 * leaves API tokens alone (`vellum tokens` manages those).
 */
function logout(ctx: RequestContext): void {
  const identity = resolveIdentity(ctx)
  if (identity?.loginId !== undefined) ctx.server.auth.sessions.endLogin(identity.loginId)
  ctx.res.writeHead(204, {...NO_STORE, 'Set-Cookie': clearedSessionCookie(requestProtocol(ctx.req) === 'https')}).end()
}

/**
 * Adds the sign-in routes, with and without the API version prefix: providers, the provider
 * login URLs, the `#sid` exchange and logout.
 */
export function addAuthRoutes(router: Router): void {
  const unversioned = {unversioned: true}
  router.add('GET', '/auth/providers', listProviders, unversioned)
  router.add('GET', '/auth/login/:provider', (ctx) => signIn(ctx, 'start'), unversioned)
  router.add('POST', '/auth/login/:provider', (ctx) => signIn(ctx, 'complete'), unversioned)
  router.add('GET', '/auth/fetch', fetchToken, unversioned)
  router.add('POST', '/auth/logout', logout, unversioned)
}
