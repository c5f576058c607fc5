import type {ConfigIssue} from './ConfigIssue'

/**
 * Thrown by `resolveConfig` when the configuration has errors: workspace names or base paths
 * that break the rules, a property of the wrong type, a plugin reducer that threw, an unknown
 * template, a tool named `tool`, and so on. It carries every issue found (warnings too), so
 * the shell's error screen can list them all at once rather than one per reload.
 *
 * @example
 * ```ts
 * try {
 *   resolveConfig(config)
 * } catch (error) {
 *   if (error instanceof ConfigResolutionError) showConfigErrors(error.issues)
 *   else throw error
 * }
 * ```
 */
export class ConfigResolutionError extends Error {
  override readonly name = 'ConfigResolutionError'
  /** Every issue found, errors and warnings, in the order they were found. */
  readonly issues: ConfigIssue[]

  /** @param issues - Every issue found; at least one should be an error. */
  constructor(issues: ConfigIssue[]) {
    const errors = issues.filter((issue) => issue.severity === 'error')
    const listed = errors.map((issue) => `\n- ${issue.message}`).join('')
    super(`The studio configuration has ${errors.length} ${errors.length === 1 ? 'error' : 'errors'}:${listed}`)
    this.issues = issues
  }

  /** The issues of severity error. */
  get errors(): ConfigIssue[] {
    return this.issues.filter((issue) => issue.severity === 'error')
  }
}
