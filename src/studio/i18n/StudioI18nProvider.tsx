import {useMemo, type ReactNode} from 'react'
import type {LocaleResourceBundle} from '../../i18n'
import {createStudioI18n} from './createStudioI18n'
import {StudioI18nContext} from './StudioI18nContext'

/** Props of {@link StudioI18nProvider}. */
export interface StudioI18nProviderProps {
  /** The locale to show, e.g. the user's choice among the workspace's `i18n.locales`; en-US by default. */
  locale?: string
  /** Extra bundles, usually the workspace's `i18n.bundles`; they override the studio's own. */
  bundles?: readonly LocaleResourceBundle[]
  children?: ReactNode
}

/**
 * Gives the studio parts inside (navbar, screens, dialogs) a translator for `locale` over the
 * studio's bundles and `bundles`. Without a provider `useTranslation` uses en-US.
 *
 * @example
 * ```tsx
 * <StudioI18nProvider locale="nb-NO" bundles={workspace.i18n.bundles}>
 *   <StudioNavbar … />
 * </StudioI18nProvider>
 * ```
 */
export function StudioI18nProvider({locale, bundles, children}: StudioI18nProviderProps) {
  const i18n = useMemo(() => createStudioI18n({locale, bundles}), [locale, bundles])
  return <StudioI18nContext.Provider value={i18n}>{children}</StudioI18nContext.Provider>
}
