import type {SchemaType} from '../types'
import {ValidationRule, type RuleSpec} from './ValidationRule'

const cache = new WeakMap<SchemaType, readonly ValidationRule[]>()

/**
 * Every rule that applies to values of a compiled type: the rules the schema implies plus the
 * ones its `validation` builder returns (the nearest builder in the type's chain). Cached per
 * type, so a schema's builders run once.
 *
 * Implied rules: `options.list` → `valid(list values)`; date/datetime → ISO date format;
 * url → `uri()`; email → `email()`; reference → `reference()`; slug → the slug rules;
 * block → portable text structure. An implied rule is left out when the author's rules use
 * the same constraint (an explicit `uri({scheme: ['mailto']})` replaces the default `uri()`),
 * and `validation: false` turns every rule off. Image and file types imply nothing: ask
 * for `assetRequired()`.
 *
 * A builder that throws yields a rule that reports the exception at every value of the type,
 * rather than breaking validation of the whole document.
 */
export function inferRules(type: SchemaType): readonly ValidationRule[] {
  let rules = cache.get(type)
  if (!rules) {
    rules = Object.freeze(buildRules(type))
    cache.set(type, rules)
  }
  return rules
}

function buildRules(type: SchemaType): ValidationRule[] {
  let authored: ValidationRule[]
  try {
    const built = type.validation ? type.validation(new ValidationRule(type)) : undefined
    if (built === false) return []
    authored = (Array.isArray(built) ? built : [built]).filter(
      (rule): rule is ValidationRule => rule instanceof ValidationRule,
    )
  } catch (error) {
    return [
      new ValidationRule(type).custom(() => {
        throw error
      }),
    ]
  }
  const usedFlags = new Set<RuleSpec['flag']>()
  for (const rule of authored) for (const spec of rule._specs) usedFlags.add(spec.flag)
  const implied = impliedSpecs(type).filter((spec) => !usedFlags.has(spec.flag))
  return [...implied.map((spec) => new ValidationRule(type).withSpec(spec)), ...authored]
}

function impliedSpecs(type: SchemaType): RuleSpec[] {
  const specs: RuleSpec[] = []
  const list = type.options?.list
  if (Array.isArray(list) && list.length > 0 && type.jsonType !== 'object') {
    specs.push({flag: 'valid', constraint: list.map(listOptionValue)})
  }
  switch (type.intrinsic) {
    case 'date':
    case 'datetime':
      specs.push({flag: 'date'})
      break
    case 'url':
      specs.push({flag: 'uri', constraint: {}})
      break
    case 'email':
      specs.push({flag: 'email'})
      break
    case 'reference':
    case 'crossDatasetReference':
      specs.push({flag: 'reference'})
      break
    case 'slug':
      specs.push({flag: 'slug'})
      break
    case 'block':
      specs.push({flag: 'block'})
      break
  }
  return specs
}

/** A list option is a bare value or `{title, value}`. */
function listOptionValue(option: unknown): unknown {
  if (
    typeof option === 'object' &&
    option !== null &&
    !Array.isArray(option) &&
    'value' in option &&
    'title' in option
  ) {
    return (option as {value: unknown}).value
  }
  return option
}
