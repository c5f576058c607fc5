import {describe, expect, it} from 'vitest'
import {Rule} from '../../src/validation'

describe('Rule', () => {
  it('is immutable: every method returns a new rule and leaves the receiver alone', () => {
    const base = new Rule()
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
    const rule = new Rule()
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
      .all([new Rule()])
      .either([new Rule()])
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
    expect(Rule.valueOfField('a')).toEqual({type: 'fieldReference', path: 'a'})
    expect(new Rule().valueOfField(['a', 'b'])).toEqual({type: 'fieldReference', path: ['a', 'b']})
  })

  it('keeps an earlier message when a level is set without one', () => {
    expect(new Rule().error('Oops').warning()._message).toBe('Oops')
  })

  it('reads regex options from the second or third argument', () => {
    const byName = new Rule().regex(/a/, 'letter a', {invert: true})._specs[0]
    const byOptions = new Rule().regex(/a/, {name: 'letter a', invert: true})._specs[0]
    expect(byName).toEqual(byOptions)
  })

  it('rejects a custom validator that is not a function', () => {
    expect(() => new Rule().custom('nope' as never)).toThrow(TypeError)
  })

  it('knows which rules depend on context and which may be async', () => {
    expect(new Rule().min(1).isContextDependent).toBe(false)
    expect(new Rule().min(Rule.valueOfField('a')).isContextDependent).toBe(true)
    expect(new Rule().all([new Rule().custom(() => true)]).isContextDependent).toBe(true)
    expect(new Rule().reference().mayBeAsync).toBe(true)
    expect(new Rule().custom(() => true, {bypassConcurrencyLimit: true}).bypassesConcurrencyLimit).toBe(true)
    expect(new Rule().custom(() => true).bypassesConcurrencyLimit).toBe(false)
  })
})
