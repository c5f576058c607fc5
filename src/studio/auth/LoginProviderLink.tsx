import {LockIcon} from '../../ui'
import type {AuthProvider} from '../config'

/** Props of {@link LoginProviderLink}. */
export interface LoginProviderLinkProps {
  provider: AuthProvider
  /** The provider's login URL with the return path (`AuthStore.loginUrl`). */
  href: string
}

/**
 * One way to sign in on the login screen: a link, styled as a button, with the provider's logo
 * (or a lock where it has none) and its title.
 */
export function LoginProviderLink({provider, href}: LoginProviderLinkProps) {
  return (
    <a
      className="vellum-button"
      data-tone="default"
      data-mode="ghost"
      href={href}
      style={{justifyContent: 'flex-start', width: '100%'}}
    >
      {provider.logo ? (
        <img src={provider.logo} alt="" width={20} height={20} style={{flex: 'none', objectFit: 'contain'}} />
      ) : (
        <LockIcon />
      )}
      <span className="vellum-button-text">{provider.title}</span>
    </a>
  )
}
