import type {Path} from '../types'

/**
 * The error the diff layer throws for input it cannot diff or revert: a value that is not
 * JSON (`Value error: Value is of type function, expected a JSON value`), or a revert of a
 * path the diff does not have (`Could not find child …`).
 * @public
 */
export class DiffError extends Error {
  /** Where in the value the problem is. */
  readonly path: Path

  constructor(message: string, path: Path) {
    super(message)
    this.name = 'DiffError'
    this.path = path
  }
}
