import type {RequestContext} from '../RequestContext'
import type {User} from './UserStore'

/** What a provider is asked to do with one request to its login URL. */
export interface SignInRequest {
  ctx: RequestContext
  /** The validated URL the browser goes back to, with `#sid=…`, once signed in. */
  returnTo: URL
  /** This provider's login URL for this request, query string included (forms post to it). */
  loginUrl: string
}

/**
 * What a provider answers a step of sign-in with:
 * - `page`: HTML to show (a form, or the form again with an error); with a 4xx `status` and
 *   `error`, clients that do not accept HTML get the error as JSON instead;
 * - `user`: the person is signed in; the server starts a session and redirects back;
 * - `redirect`: go elsewhere first (an OpenID Connect provider's authorization endpoint).
 */
export type SignInStep =
  | {kind: 'page'; status: number; html: string; error?: string; headers?: Record<string, string>}
  | {kind: 'user'; user: User}
  | {kind: 'redirect'; location: string}

/**
 * A way to sign in, listed by `GET /auth/providers`. The server owns the routes: the login URL
 * `/v1/auth/login/{name}?origin=<return url>` calls {@link AuthProvider.start} on GET and
 * {@link AuthProvider.complete} on POST (a submitted form) — an OIDC provider would redirect
 * in `start` and finish in `complete` — and everything after a `user` step (session, cookie,
 * `#sid=` redirect) is shared.
 */
export interface AuthProvider {
  /** URL-safe name, e.g. `local`, `dev`. */
  readonly name: string
  /** What the studio's provider chooser shows, e.g. `E-mail and password`. */
  readonly title: string
  /** A logo URL or data URL, shown next to the title. */
  readonly logo?: string
  /** Begins signing in (GET of the login URL). */
  start(request: SignInRequest): SignInStep | Promise<SignInStep>
  /** Continues signing in (POST to the login URL); providers without a second step leave it out. */
  complete?(request: SignInRequest): SignInStep | Promise<SignInStep>
}
