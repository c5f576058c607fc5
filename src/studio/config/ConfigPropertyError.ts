import {isRecord} from '../../document'

/** Options of {@link ConfigPropertyError}. */
export interface ConfigPropertyErrorOptions {
  /** The property being resolved, e.g. `document.actions`. */
  propertyName: string
  /** The plugin path: workspace name, then plugin names down to the one that failed. */
  path: string[]
  /** What was thrown. */
  cause: unknown
}

/**
 * Thrown when resolving one configuration property fails in one plugin: its value has the
 * wrong type, or its reducer threw. The message names the property and the plugin path, e.g.
 * ``An error occurred while resolving `tools` from blog > media-plugin: boom``.
 */
export class ConfigPropertyError extends Error {
  override readonly name = 'ConfigPropertyError'
  /** The property being resolved. */
  readonly propertyName: string
  /** Workspace name, then plugin names down to the one that failed. */
  readonly path: string[]
  override readonly cause: unknown

  constructor({propertyName, path, cause}: ConfigPropertyErrorOptions) {
    const detail =
      isRecord(cause) && typeof cause.message === 'string'
        ? `: ${cause.message}`
        : cause === undefined
          ? ''
          : `: ${String(cause)}`
    super(`An error occurred while resolving \`${propertyName}\` from ${path.join(' > ')}${detail}`)
    this.propertyName = propertyName
    this.path = path
    this.cause = cause
  }
}
