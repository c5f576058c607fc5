/**
 * One problem found while resolving a studio configuration. The shell lists warnings in its
 * 'Configuration issues' dialog; errors stop resolution (see `ConfigResolutionError`).
 */
export interface ConfigIssue {
  /** Errors make the configuration unusable; warnings are logged and resolution goes on. */
  severity: 'error' | 'warning'
  /** What is wrong, in words a studio developer can act on. */
  message: string
  /**
   * Where it is: the workspace (its name, or `at index N` when it has none), then the names of
   * the plugins down to the one at fault. Empty for problems of the configuration as a whole.
   */
  path: string[]
  /** The configuration property concerned, e.g. `tools` or `document.actions`. */
  property?: string
  /** The error thrown, when the issue comes from one (e.g. a plugin's reducer). */
  cause?: unknown
}
