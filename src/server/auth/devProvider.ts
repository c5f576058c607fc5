import {HttpError} from '../HttpError'
import {isLoopbackHost, parseHttpUrl} from '../cors/origins'
import type {AuthProvider, SignInRequest, SignInStep} from './AuthProvider'

/**
 * The `dev` provider, "Continue as developer": signs in as the local administrator (the
 * oldest user with the administrator role) without a password. The server offers it only
 * when started with `dev: true` on a loopback address, and it also refuses requests whose
 * `Host` is not a loopback name, so a DNS-rebinding page cannot use it.
 */
export const devProvider: AuthProvider = {
  name: 'dev',
  title: 'Continue as developer',

  start({ctx}: SignInRequest): SignInStep {
    if (!isLoopbackHost(parseHttpUrl(`http://${ctx.req.headers.host ?? ''}`)?.hostname ?? ''))
      throw new HttpError(403, 'Developer sign-in is only available on a loopback address (localhost)')
    const user = ctx.server.auth.users.firstAdministrator()
    if (!user)
      throw new HttpError(
        409,
        'There is no administrator to sign in as: add one with "vellum users add --role administrator"',
      )
    return {kind: 'user', user}
  },
}
