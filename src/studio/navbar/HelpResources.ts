import {isRecord} from '../../document'

/** One entry of the help menu: a link out, or an action the studio runs itself. */
export type HelpItem =
  | {key: string; kind: 'externalLink'; title: string; url: string}
  | {key: string; kind: 'internalAction'; title: string; action: string}

/** A titled (or untitled) group of help items. */
export interface HelpSection {
  key: string
  title?: string
  items: HelpItem[]
}

/** What the help menu shows: the `GET /help` answer, checked (see {@link parseHelpResources}). */
export interface HelpResources {
  sections: HelpSection[]
  /** The newest studio version, when the server knows it. */
  latestVersion?: string
}

/** What a help loader is given. */
export interface HelpRequest {
  /** The studio's locale, sent as `locale`. */
  locale: string
  /** Aborted when the menu no longer needs the answer. */
  signal: AbortSignal
}

/**
 * Loads the help resources (`GET /help?m=<product>@<version>&locale=<locale>`, API version 1).
 * A rejection makes the help menu show its fallback links.
 */
export type HelpLoader = (request: HelpRequest) => Promise<HelpResources>

/** Links the help menu shows when the help request fails: community, support and sales. */
export interface HelpFallbackLinks {
  community?: string
  support?: string
  sales?: string
}

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:'])

/**
 * Reads a `GET /help` answer: `{resources: {sectionArray}, latestVersion}`. Entries of
 * `sectionArray` are items (`_type` `externalLink` with a `url`, or `internalAction` with a
 * `type`; each with `_key` and `title`) or sections holding `items`; loose items in a row form
 * an untitled section. The content comes from the server's operator, so items that are not
 * well-formed are skipped, and links other than http(s) and mailto are dropped.
 *
 * @throws TypeError when the answer is not an object.
 * @example
 * ```ts
 * const loadHelp: HelpLoader = async ({locale, signal}) =>
 *   parseHelpResources(await (await fetch(`${apiHost}/v1/help?m=vellum@${version}&locale=${locale}`, {signal})).json())
 * ```
 */
export function parseHelpResources(answer: unknown): HelpResources {
  if (!isRecord(answer)) throw new TypeError('Expected the help answer to be an object')
  const entries =
    isRecord(answer.resources) && Array.isArray(answer.resources.sectionArray) ? answer.resources.sectionArray : []
  const sections: HelpSection[] = []
  let loose: HelpSection | null = null
  entries.forEach((entry: unknown, index) => {
    if (!isRecord(entry)) return
    if (Array.isArray(entry.items)) {
      loose = null
      const items = entry.items.flatMap((item: unknown, itemIndex) =>
        parseItem(item, `${keyOf(entry, index)}-${itemIndex}`),
      )
      if (items.length > 0) sections.push({key: keyOf(entry, index), title: nonEmpty(entry.title), items})
      return
    }
    const [item] = parseItem(entry, String(index))
    if (!item) return
    if (!loose) sections.push((loose = {key: `items-${index}`, items: []}))
    loose.items.push(item)
  })
  const latestVersion = nonEmpty(answer.latestVersion)
  return latestVersion === undefined ? {sections} : {sections, latestVersion}
}

function parseItem(value: unknown, fallbackKey: string): HelpItem[] {
  if (!isRecord(value)) return []
  const title = nonEmpty(value.title)
  if (title === undefined) return []
  const key = nonEmpty(value._key) ?? fallbackKey
  if (value._type === 'externalLink') {
    const url = safeUrl(value.url)
    return url ? [{key, kind: 'externalLink', title, url}] : []
  }
  if (value._type === 'internalAction') {
    const action = nonEmpty(value.type)
    return action ? [{key, kind: 'internalAction', title, action}] : []
  }
  return []
}

function safeUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  try {
    const url = new URL(value)
    return SAFE_PROTOCOLS.has(url.protocol) ? url.href : undefined
  } catch {
    return undefined
  }
}

function keyOf(entry: Record<string, unknown>, index: number): string {
  return nonEmpty(entry._key) ?? `section-${index}`
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}
