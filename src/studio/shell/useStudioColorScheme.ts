import {useMemo} from 'react'
import {createColorSchemeStore, useColorScheme, type ColorSchemePreference} from '../../ui'
import type {ColorSchemeControl} from '../navbar'

/** Options of {@link useStudioColorScheme}. */
export interface StudioColorSchemeOptions {
  /** The scheme the host app decides; the user's stored choice is not used then. */
  scheme?: ColorSchemePreference
  /** Told about every choice the user makes; with `scheme`, the only way the choice takes effect. */
  onSchemeChange?: (scheme: ColorSchemePreference) => void
  projectId: string
  userId: string
}

/** What {@link useStudioColorScheme} returns. */
export interface StudioColorScheme {
  /** The choice to paint with (`system` follows the operating system). */
  preference: ColorSchemePreference
  /** The choice the user menu offers; absent when the host decides the scheme and takes no changes. */
  control: ColorSchemeControl | undefined
}

/** The storage key of a user's colour scheme in a project: `vellum.color-scheme.{projectId}.{userId}`. */
export function colorSchemeKey(projectId: string, userId: string): string {
  return `vellum.color-scheme.${projectId}.${userId}`
}

/**
 * The signed-in user's colour scheme: system, dark or light, kept in local
 * storage per user and project so people sharing a browser keep their own, and followed across
 * tabs. A host app that passes `scheme` decides instead; the user's choices then reach it
 * through `onSchemeChange`.
 */
export function useStudioColorScheme({
  scheme,
  onSchemeChange,
  projectId,
  userId,
}: StudioColorSchemeOptions): StudioColorScheme {
  const key = colorSchemeKey(projectId, userId)
  const store = useMemo(() => createColorSchemeStore({key}), [key])
  const stored = useColorScheme(store)
  const {setPreference} = stored
  const control = useMemo((): ColorSchemeControl | undefined => {
    if (scheme !== undefined) return onSchemeChange ? {preference: scheme, setPreference: onSchemeChange} : undefined
    return {
      preference: stored.preference,
      setPreference: (preference) => {
        setPreference(preference)
        onSchemeChange?.(preference)
      },
    }
  }, [scheme, onSchemeChange, stored.preference, setPreference])
  return {preference: scheme ?? stored.preference, control}
}
