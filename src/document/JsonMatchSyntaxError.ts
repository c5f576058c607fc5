/**
 * Thrown when a JSONMatch expression (or a path string) cannot be parsed. `position` is the
 * zero-based offset in `expression` where parsing failed.
 * @public
 */
export class JsonMatchSyntaxError extends SyntaxError {
  /** Always `'JsonMatchSyntaxError'`, so the error can be told apart after serialisation. */
  override readonly name = 'JsonMatchSyntaxError'
  /** The expression that failed to parse. */
  readonly expression: string
  /** Zero-based offset of the offending character in {@link JsonMatchSyntaxError.expression}. */
  readonly position: number
  /** What is wrong, without the position. */
  readonly reason: string

  constructor(expression: string, position: number, reason: string) {
    super(`${reason} at position ${position} in ${JSON.stringify(expression)}`)
    this.expression = expression
    this.position = position
    this.reason = reason
  }
}
