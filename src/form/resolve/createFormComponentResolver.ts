import type {ComponentType} from 'react'
import type {SchemaType} from '../../types'
import {chainComponents, type ComponentMiddleware} from './chainComponents'
import type {FormComponentProps, FormComponentSlot, FormComponentsMiddleware} from './FormComponentMiddleware'

/** The form's own component for a slot and type, or undefined when it has none. */
export type FormComponentDefault<K extends FormComponentSlot> = (
  schemaType: SchemaType,
) => ComponentType<FormComponentProps[K]> | undefined

/** The form's own components per slot. */
export type FormComponentDefaults = {[K in FormComponentSlot]: FormComponentDefault<K>}

/** Finds the component each form part renders for a schema type. */
export interface FormComponentResolver {
  /** The component rendering `slot` for `schemaType`; the same component every time it is asked. */
  resolve<K extends FormComponentSlot>(slot: K, schemaType: SchemaType): ComponentType<FormComponentProps[K]>
}

/** Thrown when a value is rendered for which no component exists (no input, field, item or preview for its type). */
export class MissingFormComponentError extends Error {
  readonly slot: FormComponentSlot
  readonly typeName: string

  constructor(slot: FormComponentSlot, schemaType: SchemaType) {
    super(`No ${slot} component found for type "${schemaType.name}" (${schemaType.intrinsic})`)
    this.name = 'MissingFormComponentError'
    this.slot = slot
    this.typeName = schemaType.name
  }
}

/**
 * Creates the resolver of form components. For a slot and a type it chains, outermost first:
 * the overrides from configuration (`form.components.input|field|item|preview`), then the
 * components the type and the types it extends name in `components` (the type's own first,
 * walking up the chain), then the form's default for the type. Each link gets `renderDefault`,
 * which renders the next. Results are cached per type, so component identities are stable.
 *
 * When the form has no default for a type (an input the form does not ship), the end of the
 * chain throws a {@link MissingFormComponentError} when rendered — an override or a type
 * component that never calls `renderDefault` still works.
 *
 * @param middleware - The configured overrides per slot, innermost first.
 * @param defaults - The form's own component per slot and type.
 */
export function createFormComponentResolver(
  middleware: FormComponentsMiddleware,
  defaults: FormComponentDefaults,
): FormComponentResolver {
  const caches = new Map<FormComponentSlot, WeakMap<SchemaType, ComponentType<never>>>()
  return {
    resolve<K extends FormComponentSlot>(slot: K, schemaType: SchemaType): ComponentType<FormComponentProps[K]> {
      let cache = caches.get(slot)
      if (!cache) caches.set(slot, (cache = new WeakMap()))
      const cached = cache.get(schemaType)
      if (cached) return cached as ComponentType<FormComponentProps[K]>
      const fallback = defaults[slot](schemaType) ?? missingComponent(slot, schemaType)
      const chain = [...typeComponents(slot, schemaType).reverse(), ...(middleware[slot] ?? [])] as ReadonlyArray<
        ComponentMiddleware<FormComponentProps[K]>
      >
      const resolved = chainComponents<FormComponentProps[K]>(fallback, chain)
      cache.set(schemaType, resolved as ComponentType<never>)
      return resolved
    },
  }
}

/** The `components[slot]` of a type and the types it extends, nearest first, each once. */
function typeComponents(slot: FormComponentSlot, schemaType: SchemaType): unknown[] {
  const found: unknown[] = []
  for (let type: SchemaType | undefined = schemaType; type; type = type.type) {
    const component = type.components?.[slot]
    // Compiled types inherit `components`, so a parent's component shows up on its children too.
    if (component && !found.includes(component)) found.push(component)
  }
  return found
}

function missingComponent<K extends FormComponentSlot>(
  slot: K,
  schemaType: SchemaType,
): ComponentType<FormComponentProps[K]> {
  const Missing = () => {
    throw new MissingFormComponentError(slot, schemaType)
  }
  Missing.displayName = `Missing(${slot}:${schemaType.name})`
  return Missing
}
