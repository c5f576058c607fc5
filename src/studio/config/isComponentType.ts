import {isRecord} from '../../document'

/**
 * Tells whether a value can be rendered as a React component: a function or class, or one of
 * React's wrapper objects (`memo`, `forwardRef`, `lazy`), which carry `$$typeof`.
 */
export function isComponentType(value: unknown): boolean {
  return typeof value === 'function' || (isRecord(value) && '$$typeof' in value)
}
