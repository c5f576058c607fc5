import {isRecord} from '../../document'
import type {PreviewConfig, SchemaType} from '../../types'
import {defaultPreviewConfig} from './defaultPreviewConfig'
import {INVALID_PREVIEW_CONFIG_MESSAGE} from './previewConstants'
import {readPreviewPath} from './PreviewPath'
import type {PreviewPrimitive, PreviewSnapshot} from './PreviewSnapshot'

/**
 * Where the console reports invalid preview configs.
 * @beta
 */
export interface PreviewLogger {
  /** Reports an invalid preview config (a `select` or `prepare` that fails) with its details. */
  error(message: string, ...details: unknown[]): void
}

/** How one type is previewed: the paths to observe and what to make of them. */
export interface PreviewPlan {
  /** The type's name, for messages. */
  typeName: string
  /** Preview field → dotted path. */
  select: Record<string, string>
  /** The distinct paths of `select` (never empty: `_id` when nothing is selected). */
  paths: string[]
  prepare?: PreviewConfig['prepare']
  /** A guessed or fallback preview: without a title, the document id is the title. */
  titleFallsBackToId: boolean
}

/** Something with a preview config: a compiled schema type, or a cross-dataset reference target. */
export type PreviewSubject = Pick<SchemaType, 'name' | 'preview'> | {type: string; preview?: PreviewConfig}

/** Turns preview configs into plans and selected values into snapshots, reporting bad configs. */
export interface PreviewPreparer {
  /** The plan of a type (kept per type); an invalid config is reported and gives the fallback plan. */
  planFor(subject: PreviewSubject, guess?: SchemaType): PreviewPlan
  /** The snapshot of a value the plan's paths were observed on. */
  prepare(plan: PreviewPlan, value: Record<string, unknown>, viewOptions?: Record<string, unknown>): PreviewSnapshot
}

const PRIMITIVE_FIELDS = ['title', 'subtitle', 'description', 'imageUrl', 'date'] as const

const isPreviewPrimitive = (value: unknown): value is PreviewPrimitive | undefined =>
  value === undefined ||
  value === null ||
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value))

function planOf(typeName: string, config: PreviewConfig, titleFallsBackToId: boolean): PreviewPlan {
  const select = {...(config.select ?? {})}
  const paths = [...new Set(Object.values(select))]
  return {
    typeName,
    select,
    paths: paths.length > 0 ? paths : ['_id'],
    ...(config.prepare ? {prepare: config.prepare} : {}),
    titleFallsBackToId,
  }
}

/** The plan used when a config cannot be: the title field, else the id. */
export const fallbackPlan = (typeName: string): PreviewPlan => planOf(typeName, {select: {title: 'title'}}, true)

/** Why a preview config cannot be used, or undefined when it can. */
function configProblem(config: unknown): string | undefined {
  if (!isRecord(config)) return 'preview must be an object with "select" and/or "prepare"'
  const {select, prepare} = config
  if (select !== undefined) {
    if (!isRecord(select)) return 'preview.select must be an object of preview fields to dotted paths'
    for (const [key, path] of Object.entries(select)) {
      if (typeof path !== 'string' || path === '' || path.split('.').includes(''))
        return `preview.select.${key} must be a dotted path such as "author.name"`
    }
  }
  if (prepare !== undefined && typeof prepare !== 'function') return 'preview.prepare must be a function'
  return undefined
}

/**
 * Creates the preparer of one preview store. Problems are logged as
 * {@link INVALID_PREVIEW_CONFIG_MESSAGE} with the type and the reason, once per type and
 * reason, and the preview falls back to the value's title, else its id.
 */
export function createPreviewPreparer(logger: PreviewLogger): PreviewPreparer {
  const plans = new WeakMap<object, PreviewPlan>()
  const reported = new Set<string>()
  const report = (typeName: string, reason: string, error?: unknown) => {
    const key = JSON.stringify([typeName, reason])
    if (reported.has(key)) return
    reported.add(key)
    logger.error(INVALID_PREVIEW_CONFIG_MESSAGE, {type: typeName, reason, ...(error === undefined ? {} : {error})})
  }

  const fallbackSnapshot = (value: Record<string, unknown>): PreviewSnapshot => {
    const title =
      typeof value.title === 'string' || typeof value.title === 'number'
        ? value.title
        : typeof value._id === 'string'
          ? value._id
          : undefined
    return {...identity(value), ...(title === undefined ? {} : {title})}
  }

  return {
    planFor: (subject, guess) => {
      const cached = plans.get(subject)
      if (cached) return cached
      const typeName = 'name' in subject ? subject.name : subject.type
      let plan: PreviewPlan
      if (subject.preview === undefined) {
        plan = guess ? planOf(typeName, defaultPreviewConfig(guess), true) : fallbackPlan(typeName)
      } else {
        const problem = configProblem(subject.preview)
        if (problem === undefined) {
          plan = planOf(typeName, subject.preview, false)
        } else {
          report(typeName, problem)
          plan = fallbackPlan(typeName)
        }
      }
      plans.set(subject, plan)
      return plan
    },
    prepare: (plan, value, viewOptions) => {
      const selection: Record<string, unknown> = {}
      for (const [key, path] of Object.entries(plan.select)) selection[key] = readPreviewPath(value, path.split('.'))
      let prepared: unknown = selection
      if (plan.prepare) {
        try {
          prepared = plan.prepare(selection, viewOptions)
        } catch (error) {
          report(plan.typeName, 'preview.prepare threw an error', error)
          return fallbackSnapshot(value)
        }
        if (!isRecord(prepared)) {
          report(plan.typeName, 'preview.prepare must return an object of preview fields')
          return fallbackSnapshot(value)
        }
      }
      const fields = prepared as Record<string, unknown>
      const wrong = PRIMITIVE_FIELDS.find((field) => !isPreviewPrimitive(fields[field]))
      if (wrong !== undefined) {
        report(plan.typeName, `preview field "${wrong}" must be a string, number, boolean, null or undefined`)
        return fallbackSnapshot(value)
      }
      const snapshot: PreviewSnapshot = identity(value)
      for (const field of PRIMITIVE_FIELDS)
        if (fields[field] !== undefined) snapshot[field] = fields[field] as PreviewPrimitive
      if (fields.media !== undefined && fields.media !== null) snapshot.media = fields.media
      if (
        plan.titleFallsBackToId &&
        (snapshot.title === undefined || snapshot.title === null || snapshot.title === '') &&
        typeof value._id === 'string'
      ) {
        snapshot.title = value._id
      }
      return snapshot
    },
  }
}

function identity(value: Record<string, unknown>): PreviewSnapshot {
  return {
    ...(typeof value._id === 'string' ? {_id: value._id} : {}),
    ...(typeof value._type === 'string' ? {_type: value._type} : {}),
  }
}
