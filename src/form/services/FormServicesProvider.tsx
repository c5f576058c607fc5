import type {ReactNode} from 'react'
import type {FormServices} from './FormServices'
import {FormServicesContext} from './FormServicesContext'

/**
 * Props of {@link FormServicesProvider}.
 * @public
 */
export interface FormServicesProviderProps {
  /** Keep the object stable (memoise it): every form below re-renders when it changes. */
  services: FormServices
  /** The forms (and anything else) that use the services. */
  children?: ReactNode
}

/**
 * Hands the forms below what they need from outside (see {@link FormServices}).
 *
 * @example
 * ```tsx
 * const services = useMemo(() => ({currentUser, i18n}), [currentUser, i18n])
 * <FormServicesProvider services={services}>
 *   <FormBuilder schemaType={settingsType} value={settings} onChange={save} />
 * </FormServicesProvider>
 * ```
 * @public
 */
export function FormServicesProvider({services, children}: FormServicesProviderProps) {
  return <FormServicesContext.Provider value={services}>{children}</FormServicesContext.Provider>
}
