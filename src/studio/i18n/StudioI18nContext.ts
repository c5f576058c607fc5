import {createContext} from 'react'
import type {I18n} from '../../i18n'

/** The translator of the nearest `StudioI18nProvider`; null outside one. */
export const StudioI18nContext = createContext<I18n | null>(null)
