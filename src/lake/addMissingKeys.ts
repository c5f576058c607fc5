import {randomKey} from '../document'
import type {Mutation} from '../types'

/** Gives every object in an array that lacks a `_key` a generated one; returns new values only where changed. */
export function withArrayKeys(value: unknown): unknown {
  if (Array.isArray(value)) {
    let changed = false
    const items = value.map((item) => {
      let next = withArrayKeys(item)
      if (next !== null && typeof next === 'object' && !Array.isArray(next) && !('_key' in next))
        next = {...next, _key: randomKey(12)}
      if (next !== item) changed = true
      return next
    })
    return changed ? items : value
  }
  if (value !== null && typeof value === 'object') {
    let changed = false
    const entries = Object.entries(value).map(([key, child]) => {
      const next = withArrayKeys(child)
      if (next !== child) changed = true
      return [key, next] as const
    })
    return changed ? Object.fromEntries(entries) : value
  }
  return value
}

function mapValues<T extends Record<string, unknown>>(values: T | undefined): T | undefined {
  return values && (withArrayKeys(values) as T)
}

/** The `autoGenerateArrayKeys` option: adds missing array keys to created documents and patch values. */
export function addMissingKeys(mutation: Mutation): Mutation {
  if ('create' in mutation) return {create: withArrayKeys(mutation.create) as typeof mutation.create}
  if ('createOrReplace' in mutation)
    return {createOrReplace: withArrayKeys(mutation.createOrReplace) as typeof mutation.createOrReplace}
  if ('createIfNotExists' in mutation)
    return {createIfNotExists: withArrayKeys(mutation.createIfNotExists) as typeof mutation.createIfNotExists}
  if ('patch' in mutation) {
    const patch = {...mutation.patch}
    patch.set = mapValues(patch.set)
    patch.setIfMissing = mapValues(patch.setIfMissing)
    if (patch.insert) {
      const items = patch.insert.items.map((item) => {
        const keyed = withArrayKeys(item)
        return keyed !== null && typeof keyed === 'object' && !Array.isArray(keyed) && !('_key' in keyed)
          ? {...keyed, _key: randomKey(12)}
          : keyed
      })
      patch.insert = {...patch.insert, items}
    }
    for (const key of ['set', 'setIfMissing', 'insert'] as const) if (patch[key] === undefined) delete patch[key]
    return {patch}
  }
  return mutation
}
