import {getOwn, isRecord} from '../../document'
import type {ConfigIssue} from './ConfigIssue'
import {ConfigPropertyError} from './ConfigPropertyError'
import type {FlatPlugin} from './flattenPlugins'
import {getPrintableType} from './getPrintableType'
import {isComponentType} from './isComponentType'
import {readConfigProperty} from './resolveConfigProperty'

/**
 * Collects the component overrides of a `components` map (`studio.components`,
 * `form.components`) per part, in plugin order: the first plugin's override first, the
 * workspace's own last. Chain them with `chainComponents`/`composeComponents`, which makes the
 * last one the outermost.
 *
 * A map that is not an object, or an override that is not a component, is an error naming the
 * plugin path; a part the studio does not have is a warning (also logged with `console.warn`).
 *
 * @param plugins - The flattened plugins.
 * @param propertyName - `studio.components` or `form.components`.
 * @param names - The parts the map may override.
 * @param issues - Where issues go.
 * @returns Every part's overrides (an empty list for parts no plugin overrides).
 */
export function resolveComponentMiddleware<M extends Record<string, unknown[]>>(
  plugins: readonly FlatPlugin[],
  propertyName: string,
  names: ReadonlyArray<keyof M & string>,
  issues: ConfigIssue[],
): M {
  const middleware: Record<string, unknown[]> = Object.fromEntries(names.map((name) => [name, []]))
  const known = new Set<string>(names)
  const fail = (property: string, path: string[], message: string) => {
    const error = new ConfigPropertyError({propertyName: property, path, cause: new Error(message)})
    issues.push({severity: 'error', message: error.message, path, property, cause: error.cause})
  }
  for (const {config, path} of plugins) {
    let components: unknown
    try {
      components = readConfigProperty(config, propertyName)
    } catch (cause) {
      fail(propertyName, path, cause instanceof Error ? cause.message : String(cause))
      continue
    }
    if (components === undefined) continue
    if (!isRecord(components)) {
      fail(
        propertyName,
        path,
        `Expected \`${propertyName}\` to be an object, but received ${getPrintableType(components)}`,
      )
      continue
    }
    for (const name of Object.keys(components)) {
      const component = getOwn(components, name)
      if (component === undefined) continue
      if (!known.has(name)) {
        const message = `Unknown component "${name}" in \`${propertyName}\` of ${path.join(' > ')}; the known ones are ${names.join(', ')}`
        issues.push({severity: 'warning', message, path, property: propertyName})
        console.warn(message)
        continue
      }
      if (!isComponentType(component)) {
        fail(
          `${propertyName}.${name}`,
          path,
          `Expected \`${propertyName}.${name}\` to be a component, but received ${getPrintableType(component)}`,
        )
        continue
      }
      middleware[name]?.push(component)
    }
  }
  // Every listed part has its list, each holding only components: the shape of M.
  return middleware as M
}
