import type {SchemaProblem} from '../types'

/**
 * Thrown by `createSchema` when a schema has problems of severity error. It carries every
 * problem found (warnings too), so an error screen can list them all.
 *
 * @example
 * ```ts
 * try {
 *   createSchema(types)
 * } catch (error) {
 *   if (error instanceof SchemaError) showSchemaProblems(error.problems)
 *   else throw error
 * }
 * ```
 * @public
 */
export class SchemaError extends Error {
  /** Always `SchemaError`, for messages and logs. */
  override readonly name = 'SchemaError'
  /** All problems found, errors and warnings, in the order they were found. */
  readonly problems: SchemaProblem[]

  /** @param problems - Every problem found; at least one should be an error. */
  constructor(problems: SchemaProblem[]) {
    const errors = problems.filter((problem) => problem.severity === 'error')
    const listed = errors.slice(0, 3).map((problem) => `${problem.path.join('.') || '(schema)'}: ${problem.message}`)
    const more = errors.length > listed.length ? `; and ${errors.length - listed.length} more` : ''
    super(`Schema has ${errors.length} ${errors.length === 1 ? 'error' : 'errors'}: ${listed.join('; ')}${more}`)
    this.problems = problems
  }
}
