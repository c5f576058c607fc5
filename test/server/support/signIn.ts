/** What a sign-in form post answered. */
export interface SignInResult {
  status: number
  headers: Headers
  /** The `Location` header of a redirect. */
  location: string | null
  /** The sign-in id from the redirect's `#sid=`, if any. */
  sid: string | undefined
  /** The session token from the `Set-Cookie` header, if any. */
  cookieToken: string | undefined
  /** The whole `Set-Cookie` header. */
  setCookie: string | undefined
  text: string
}

/** The login URL of a provider on a test server, with the return URL as `origin`. */
export function loginUrl(serverUrl: string, provider: string, returnTo: string): string {
  return `${serverUrl}/v1/auth/login/${provider}?${new URLSearchParams({origin: returnTo})}`
}

/** Reads a sign-in answer without following its redirect. */
export async function readSignIn(response: Response): Promise<SignInResult> {
  const location = response.headers.get('location')
  const setCookie = response.headers.getSetCookie()[0]
  return {
    status: response.status,
    headers: response.headers,
    location,
    sid: location ? /#sid=([^&]+)$/.exec(location)?.[1] : undefined,
    cookieToken: setCookie ? /^vellum_session=([^;]*)/.exec(setCookie)?.[1] || undefined : undefined,
    setCookie,
    text: await response.text(),
  }
}

/**
 * Posts the local provider's sign-in form as a browser would (urlencoded), without following
 * the redirect.
 */
export async function postSignIn(
  serverUrl: string,
  credentials: {email: string; password: string},
  options: {returnTo?: string; headers?: Record<string, string>} = {},
): Promise<SignInResult> {
  const response = await fetch(loginUrl(serverUrl, 'local', options.returnTo ?? `${serverUrl}/studio`), {
    method: 'POST',
    redirect: 'manual',
    headers: {'Content-Type': 'application/x-www-form-urlencoded', ...options.headers},
    body: new URLSearchParams(credentials).toString(),
  })
  return readSignIn(response)
}

/** Exchanges a sign-in id at `/auth/fetch`. */
export async function exchangeSid(
  serverUrl: string,
  sid: string,
): Promise<{status: number; body: {token?: string; statusCode?: number}}> {
  const response = await fetch(`${serverUrl}/v2021-06-07/auth/fetch?${new URLSearchParams({sid})}`)
  return {status: response.status, body: (await response.json()) as {token?: string}}
}

/** Signs in with the local provider and exchanges the sid: the bearer and cookie tokens. */
export async function signInForToken(
  serverUrl: string,
  credentials: {email: string; password: string},
): Promise<{token: string; cookieToken: string}> {
  const result = await postSignIn(serverUrl, credentials)
  if (result.status !== 302 || !result.sid || !result.cookieToken)
    throw new Error(`sign-in failed: ${result.status} ${result.text}`)
  const {body} = await exchangeSid(serverUrl, result.sid)
  if (!body.token) throw new Error('sid exchange failed')
  return {token: body.token, cookieToken: result.cookieToken}
}
