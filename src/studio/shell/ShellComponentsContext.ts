import {createContext, useContext, type ComponentType} from 'react'
import type {StudioComponentProps} from '../config'
import type {ColorSchemeControl} from '../navbar'

/** The studio's parts, each with the workspace's `studio.components` overrides chained in front of its default. */
export type ShellComponents = {[K in keyof StudioComponentProps]: ComponentType<StudioComponentProps[K]>}

/** What the parts of a signed-in workspace's shell share beyond the public workspace context. */
export interface ShellComponentsContextValue {
  components: ShellComponents
  /** The colour scheme choice the user menu offers, when there is one to offer. */
  colorScheme: ColorSchemeControl | undefined
}

/** Set by the signed-in workspace; read by its layout and navbar. */
export const ShellComponentsContext = createContext<ShellComponentsContextValue | null>(null)

/**
 * The composed parts of the signed-in workspace on screen.
 * @throws Error outside a signed-in workspace of `<Studio>`.
 */
export function useShellComponents(): ShellComponentsContextValue {
  const value = useContext(ShellComponentsContext)
  if (!value) throw new Error('The studio layout must be rendered inside a signed-in workspace of <Studio>')
  return value
}
