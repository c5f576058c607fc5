import {createContext} from 'react'
import type {FormServices} from './FormServices'

/** No services: plain inputs, English messages. */
export const NO_FORM_SERVICES: FormServices = Object.freeze({})

/** The services of the nearest `FormServicesProvider`. */
export const FormServicesContext = createContext<FormServices>(NO_FORM_SERVICES)
