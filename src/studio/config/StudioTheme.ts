import {darkTheme, lightTheme, type ThemeTokens} from '../../ui'

/**
 * A workspace's look: the tokens of its light and dark colour schemes.
 * @public
 */
export interface StudioTheme {
  /** The tokens of the light colour scheme. */
  light: ThemeTokens
  /** The tokens of the dark colour scheme. */
  dark: ThemeTokens
}

/**
 * The theme a workspace gets when it sets none.
 * @public
 */
export const defaultStudioTheme: StudioTheme = Object.freeze({light: lightTheme, dark: darkTheme})
