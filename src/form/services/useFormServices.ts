import {useContext} from 'react'
import type {FormServices} from './FormServices'
import {FormServicesContext} from './FormServicesContext'

/**
 * The services of the nearest `FormServicesProvider`, or none outside one.
 * @public
 */
export function useFormServices(): FormServices {
  return useContext(FormServicesContext)
}
