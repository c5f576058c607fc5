import {describe, expect, it} from 'vitest'
import {ValidationRule} from '../../src/validation'

describe('ValidationRule', () => {
  it('is immutable: every method returns a new rule and leaves the receiver alone', () => {
    const base = new ValidationRule()
    const required = base.required()
    const min = required.min(3)
    expect(required).not.toBe(base)
    expect(base._presence).toBeUndefined()
    expect(base._specs).toEqual([])
    expect(required._specs).toEqual([])
    expect(min._specs).toEqual([{flag: 'min', constraint: 3}])
    expect(min._presence).toBe('required')
  })

  it('chains every constraint of the contract', () => {
    const rule = new ValidationRule()
      .required()
      .valid(['a'])
      .min(1)
      .max(2)
      .length(1)
      .uri()
      .uppercase()
      .lowercase()
      .regex(/a/)
      .email()
      .integer()
      .precision(2)
      .positive()
      .negative()
      .greaterThan(1)
      .lessThan(2)
      .unique()
      .reference()
      .assetRequired()
      .custom(() => true)
      .all([new ValidationRule()])
      .either([new ValidationRule()])
      .warning('w')
    expect(rule._specs.map((spec) => spec.flag)).toEqual([
      'valid',
      'min',
      'max',
      'length',
      'uri',
      'uppercase',
      'lowercase',
      'regex',
      'email',
      'integer',
      'precision',
      'min',
      'lessThan',
      'greaterThan',
      'lessThan',
      'unique',
      'reference',
      'assetRequired',
      'custom',
      'all',
      'either',
    ])
    expect(rule._level).toBe('warning')
    expect(rule._message).toBe('w')
  })

  it('offers valueOfField as a static and an instance method', () => {
    expect(ValidationRule.valueOfField('a')).toEqual({type: 'fieldReference', path: 'a'})
    expect(new ValidationRule().valueOfField(['a', 'b'])).toEqual({type: 'fieldReference', path: ['a', 'b']})
  })

  it('keeps an earlier message when a level is set without one', () => {
    expect(new ValidationRule().error('Oops').warning()._message).toBe('Oops')
  })

  it('reads regex options from the second or third argument', () => {
    const byName = new ValidationRule().regex(/a/, 'letter a', {invert: true})._specs[0]
    const byOptions = new ValidationRule().regex(/a/, {name: 'letter a', invert: true})._specs[0]
    expect(byName).toEqual(byOptions)
  })

  it('rejects a custom validator that is not a function', () => {
    expect(() => new ValidationRule().custom('nope' as never)).toThrow(TypeError)
  })

  it('knows which rules depend on context and which may be async', () => {
    expect(new ValidationRule().min(1).isContextDependent).toBe(false)
    expect(new ValidationRule().min(ValidationRule.valueOfField('a')).isContextDependent).toBe(true)
    expect(new ValidationRule().all([new ValidationRule().custom(() => true)]).isContextDependent).toBe(true)
    expect(new ValidationRule().reference().mayBeAsync).toBe(true)
    expect(new ValidationRule().custom(() => true, {bypassConcurrencyLimit: true}).bypassesConcurrencyLimit).toBe(true)
    expect(new ValidationRule().custom(() => true).bypassesConcurrencyLimit).toBe(false)
  })
})
