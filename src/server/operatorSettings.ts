import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {isRecord} from './isRecord'
import {LimitsError, resolveLimits, type ServerLimits} from './limits'

/**
 * What the operator of a server configures in `<dataDir>/settings.json` for the studio's
 * operator content (feature flags, help links, the announcement dialog, telemetry). Every part is optional; a missing file means all
 * defaults: no features but cross-dataset references, no help links, no announcement,
 * telemetry off.
 *
 * @example
 * {
 *   "features": ["scheduledPublishing"],
 *   "help": {
 *     "latestVersion": "1.4.0",
 *     "resources": {"sectionArray": [{"_type": "externalLink", "_key": "docs", "title": "Handbook", "url": "https://intranet.example/handbook"}]}
 *   },
 *   "announcement": {"id": "welcome", "showOnLoad": {"id": "welcome-dialog", "dialogType": "modal", "headingText": "Welcome", "descriptionText": "…"}},
 *   "telemetry": {"enabled": true}
 * }
 */
export interface OperatorSettings {
  /** Names of enabled features, answered by `GET /features` (see {@link enabledFeatures}). */
  features: string[]
  /**
   * Whether cross-dataset references are offered (`"crossDatasetReferences": false` in the
   * file switches them off): `GET /features` then lists {@link CROSS_DATASET_REFERENCES_FEATURE}
   * and the studio's cross-dataset reference fields search other datasets. On by default.
   */
  crossDatasetReferences: boolean
  /** Help resources and the latest studio version, answered by `GET /help`. */
  help: {resources: {sectionArray: Array<Record<string, unknown>>}; latestVersion?: string}
  /**
   * The announcement dialog answered by `GET /journey/trial` (the studio's free-trial dialog
   * slot: id, daysLeft, totalDays, showOnLoad, showOnClick), or undefined for none.
   */
  announcement?: Record<string, unknown>
  /** Whether studio telemetry is accepted and stored in `<dataDir>/intake.ndjson`. */
  telemetry: {enabled: boolean}
  /** The server's limits (request depth, query time, listener buffers, images, sign-in); see {@link ServerLimits}. */
  limits: ServerLimits
}

/** What the operator routes of one server share: the settings and where intake events go. */
export interface OperatorState {
  settings: OperatorSettings
  /** The NDJSON file intake events are appended to when telemetry is on. */
  intakeFile: string
}

/** The feature name `GET /features` lists while cross-dataset references are on. */
export const CROSS_DATASET_REFERENCES_FEATURE = 'crossDatasetReferences'

/**
 * The features `GET /features` and `GET /projects/{projectId}/features` answer: the listed
 * `features`, and {@link CROSS_DATASET_REFERENCES_FEATURE} unless switched off.
 */
export function enabledFeatures(settings: OperatorSettings): string[] {
  const features = settings.features.filter((name) => name !== CROSS_DATASET_REFERENCES_FEATURE)
  return settings.crossDatasetReferences ? [...features, CROSS_DATASET_REFERENCES_FEATURE] : features
}

/** The settings file's name inside the data directory. */
export const SETTINGS_FILE = 'settings.json'

/** Where intake events are kept when telemetry is on, inside the data directory. */
export const INTAKE_FILE = 'intake.ndjson'

/** The settings a server without a settings file runs with: nothing on, nothing sent. */
export function defaultOperatorSettings(): OperatorSettings {
  return {
    features: [],
    crossDatasetReferences: true,
    help: {resources: {sectionArray: []}},
    telemetry: {enabled: false},
    limits: resolveLimits(undefined),
  }
}

/** A settings file the server cannot start with; the message names the file and the problem. */
export class OperatorSettingsError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'OperatorSettingsError'
  }
}

/** "line L, column C" of a character offset in a text. */
function lineAndColumn(text: string, position: number): string {
  const before = text.slice(0, position).split('\n')
  return `line ${before.length}, column ${before.at(-1)!.length + 1}`
}

/**
 * The offset of the first character where `text` stops being JSON (its length when it ends
 * too early). V8's parse errors do not always say where ("Unexpected token ']', ... is not
 * valid JSON"), so a small strict scanner finds the place to point the operator at.
 */
export function jsonErrorOffset(text: string): number {
  let i = 0
  const fail = (): never => {
    throw i
  }
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++
  }
  const literal = (word: string) => {
    for (const char of word) {
      if (text[i] !== char) fail()
      i++
    }
  }
  const string = () => {
    i++
    for (;;) {
      const char = text[i]
      if (char === undefined || char < ' ') fail()
      if (char === '"') return void i++
      if (char === '\\') {
        i++
        if (text[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail()
          i += 5
        } else if (text[i] !== undefined && '"\\/bfnrt'.includes(text[i]!)) i++
        else fail()
      } else i++
    }
  }
  const value = (): void => {
    space()
    const char = text[i]
    if (char === '{' || char === '[') {
      const close = char === '{' ? '}' : ']'
      i++
      space()
      if (text[i] === close) return void i++
      for (;;) {
        if (close === '}') {
          space()
          if (text[i] !== '"') fail()
          string()
          space()
          if (text[i] !== ':') fail()
          i++
        }
        value()
        space()
        if (text[i] === ',') i++
        else if (text[i] === close) return void i++
        else fail()
      }
    }
    if (char === '"') return string()
    if (char === 't') return literal('true')
    if (char === 'f') return literal('false')
    if (char === 'n') return literal('null')
    const number = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i))
    if (!number) fail()
    i += number![0].length
  }
  try {
    value()
    space()
    if (i < text.length) fail()
    return -1
  } catch (offset) {
    return Math.min(offset as number, text.length)
  }
}

function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    if (text.trim() === '') throw new OperatorSettingsError(`${file} is not valid JSON: the file is empty`)
    const offset = jsonErrorOffset(text)
    const where = offset === -1 ? '' : ` at ${lineAndColumn(text, offset)}`
    throw new OperatorSettingsError(`${file} is not valid JSON${where}: ${message}`)
  }
}

/**
 * Checks a parsed settings object and fills in defaults.
 * @throws OperatorSettingsError naming the file and the field that is wrong.
 */
export function parseOperatorSettings(value: unknown, file = SETTINGS_FILE): OperatorSettings {
  const fail = (message: string) => new OperatorSettingsError(`${file}: ${message}`)
  if (!isRecord(value)) throw fail('the settings must be a JSON object')
  const settings = defaultOperatorSettings()
  const known = new Set(['features', 'crossDatasetReferences', 'help', 'announcement', 'telemetry', 'limits'])
  const unknown = Object.keys(value).filter((key) => !known.has(key))
  if (unknown.length > 0)
    throw fail(
      `unknown setting${unknown.length === 1 ? '' : 's'} "${unknown.join('", "')}"; known are ${[...known].join(', ')}`,
    )

  const {features, crossDatasetReferences, help, announcement, telemetry, limits} = value
  if (features !== undefined) {
    if (!Array.isArray(features) || !features.every((name) => typeof name === 'string' && name !== ''))
      throw fail('"features" must be a list of feature names')
    settings.features = [...new Set(features as string[])]
  }
  if (crossDatasetReferences !== undefined) {
    if (typeof crossDatasetReferences !== 'boolean') throw fail('"crossDatasetReferences" must be true or false')
    settings.crossDatasetReferences = crossDatasetReferences
  }
  if (help !== undefined) {
    if (!isRecord(help)) throw fail('"help" must be an object with "resources" and "latestVersion"')
    if (help.latestVersion !== undefined) {
      if (typeof help.latestVersion !== 'string')
        throw fail('"help.latestVersion" must be a version string like "1.4.0"')
      settings.help.latestVersion = help.latestVersion
    }
    if (help.resources !== undefined) {
      const sections = isRecord(help.resources) ? help.resources.sectionArray : undefined
      if (!Array.isArray(sections) || !sections.every(isRecord))
        throw fail('"help.resources.sectionArray" must be a list of objects ({_type, _key, title, url})')
      settings.help.resources = {sectionArray: sections}
    }
  }
  if (announcement !== undefined && announcement !== null) {
    if (!isRecord(announcement) || typeof announcement.id !== 'string')
      throw fail('"announcement" must be an object with an "id" (or null for none)')
    settings.announcement = announcement
  }
  if (telemetry !== undefined) {
    if (!isRecord(telemetry) || typeof telemetry.enabled !== 'boolean')
      throw fail('"telemetry" must be {"enabled": true} or {"enabled": false}')
    settings.telemetry = {enabled: telemetry.enabled}
  }
  try {
    settings.limits = resolveLimits(limits)
  } catch (error) {
    if (error instanceof LimitsError) throw fail(error.message)
    throw error
  }
  return settings
}

/**
 * Reads `<dataDir>/settings.json` once, at start. A missing file gives the defaults.
 * @throws OperatorSettingsError for a file that is not valid JSON (with line and column) or
 * holds settings the server does not understand — the server refuses to start with it.
 */
export function loadOperatorSettings(dataDir: string): OperatorSettings {
  const file = join(dataDir, SETTINGS_FILE)
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return defaultOperatorSettings()
    throw new OperatorSettingsError(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`)
  }
  // Editors on some systems save a byte-order mark; JSON.parse does not accept one.
  return parseOperatorSettings(parseJson(text.replace(/^\uFEFF/, ''), file), file)
}

/**
 * The operator state of a server over `dataDir`: its settings (see
 * {@link loadOperatorSettings}) and its intake file.
 * @throws OperatorSettingsError for a settings file the server cannot start with.
 */
export function loadOperatorState(dataDir: string): OperatorState {
  return {settings: loadOperatorSettings(dataDir), intakeFile: join(dataDir, INTAKE_FILE)}
}
