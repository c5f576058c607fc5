import {seededRandom, vocabulary} from '../../dataset'
import {createSchema, defineArrayMember, defineField, defineType} from '../../../src/schema'

/** Blocks in the rich-text benchmark's body. */
export const RICH_TEXT_BLOCKS = 1000
/** Block objects among them (callouts and embeds, spread through the body). */
export const RICH_TEXT_OBJECTS = 20
/** The block typed into: a plain paragraph in the middle of the body. */
export const TYPED_BLOCK_INDEX = 500
/** Its key. */
export const TYPED_BLOCK_KEY = blockKey(TYPED_BLOCK_INDEX)

/**
 * The rich-text benchmark's types: a post whose `body` is portable text with the default
 * styles (normal, h1–h6, blockquote), lists, decorators and link annotation, and two block
 * objects, a callout and an embed.
 */
export const richTextTypes = [
  defineType({
    name: 'callout',
    type: 'object',
    fields: [
      defineField({name: 'tone', type: 'string', options: {list: ['note', 'tip', 'warning']}}),
      defineField({name: 'text', type: 'text'}),
    ],
    preview: {select: {title: 'text', subtitle: 'tone'}},
  }),
  defineType({
    name: 'embed',
    type: 'object',
    fields: [defineField({name: 'url', type: 'url'}), defineField({name: 'caption', type: 'string'})],
    preview: {select: {title: 'caption', subtitle: 'url'}},
  }),
  defineType({
    name: 'richTextPost',
    type: 'document',
    fields: [
      defineField({name: 'title', type: 'string'}),
      defineField({
        name: 'body',
        type: 'array',
        of: [
          defineArrayMember({type: 'block'}),
          defineArrayMember({type: 'callout'}),
          defineArrayMember({type: 'embed'}),
        ],
      }),
    ],
  }),
]

/** The rich-text benchmark schema. */
export const richTextSchema = createSchema(richTextTypes)

/** The benchmark document's id (a draft: the page edits the draft of `richTextBench`). */
export const RICH_TEXT_DOCUMENT_ID = 'drafts.richTextBench'

/** A span of the generated body. */
export interface BenchSpan {
  _key: string
  _type: 'span'
  text: string
  marks: string[]
}

/** A member of the generated body: a text block or a block object. */
export type BenchMember = Record<string, unknown> & {_key: string; _type: string}

const STYLES: Array<[style: string, weight: number]> = [
  ['normal', 62],
  ['h1', 2],
  ['h2', 5],
  ['h3', 6],
  ['blockquote', 5],
]
const DECORATORS = ['strong', 'em', 'code']

/**
 * The benchmark's 1,000-block body, the same on every run (drawn with `seededRandom`): text
 * blocks in every style (normal, h1–h3, blockquote) and runs of bullet and number list items
 * up to level 3, one to five spans each with strong/em/code marks and link annotations, and 20
 * block objects spread through it. Block {@link TYPED_BLOCK_INDEX} is a plain paragraph (the
 * benchmark types into its middle).
 */
export function richTextBody(seed = 21): BenchMember[] {
  const random = seededRandom(seed)
  const words = vocabulary(2000)
  const word = () => words[Math.floor(Math.pow(random(), 2.5) * words.length)]!
  const phrase = (count: number) => Array.from({length: count}, word).join(' ')
  // Block objects at evenly spread places, each moved a little, never on the typed block.
  const objectAt = new Set<number>()
  for (let index = 0; index < RICH_TEXT_OBJECTS; index++) {
    let at = Math.floor((index + 0.5) * (RICH_TEXT_BLOCKS / RICH_TEXT_OBJECTS)) + Math.floor(random() * 10) - 5
    if (Math.abs(at - TYPED_BLOCK_INDEX) < 2) at += 4
    objectAt.add(at)
  }
  if (objectAt.size !== RICH_TEXT_OBJECTS) throw new Error('Block objects collided: change the seed')

  const body: BenchMember[] = []
  let list: {type: string; level: number; left: number} | null = null
  for (let index = 0; index < RICH_TEXT_BLOCKS; index++) {
    const key = blockKey(index)
    if (objectAt.has(index)) {
      list = null
      body.push(
        random() < 0.5
          ? {_key: key, _type: 'callout', tone: ['note', 'tip', 'warning'][Math.floor(random() * 3)], text: phrase(12)}
          : {_key: key, _type: 'embed', url: `https://example.com/${word()}/${index}`, caption: phrase(5)},
      )
      continue
    }
    if (index === TYPED_BLOCK_INDEX) {
      list = null
      body.push({
        _key: key,
        _type: 'block',
        style: 'normal',
        markDefs: [],
        children: [
          {_key: `${key}s0`, _type: 'span', text: `${phrase(5)} `, marks: []},
          {_key: `${key}s1`, _type: 'span', text: phrase(2), marks: ['strong']},
          {_key: `${key}s2`, _type: 'span', text: ` ${phrase(24)}.`, marks: []},
        ],
      })
      continue
    }
    if (!list && random() < 0.08)
      list = {type: random() < 0.5 ? 'bullet' : 'number', level: 1, left: 2 + Math.floor(random() * 7)}
    const block: BenchMember = {_key: key, _type: 'block', markDefs: [], children: []}
    if (list) {
      block.style = 'normal'
      block.listItem = list.type
      block.level = list.level
      if (--list.left === 0) list = null
      else list.level = Math.max(1, Math.min(3, list.level + Math.floor(random() * 3) - 1))
    } else {
      block.style = weighted(STYLES, random())
    }
    const heading = /^h\d$/.test(block.style as string)
    const markDefs: Array<{_key: string; _type: 'link'; href: string}> = []
    const spans: BenchSpan[] = []
    const spanCount = heading ? 1 : 1 + Math.floor(random() * 5)
    for (let span = 0; span < spanCount; span++) {
      const marks: string[] = []
      if (!heading && span % 2 === 1) {
        for (const decorator of DECORATORS) if (random() < 0.35) marks.push(decorator)
        if (random() < 0.3) {
          const link = {_key: `${key}l${span}`, _type: 'link' as const, href: `https://example.com/${word()}`}
          markDefs.push(link)
          marks.push(link._key)
        }
        if (marks.length === 0) marks.push('em')
      }
      const text = heading
        ? phrase(3 + Math.floor(random() * 5))
        : phrase(span % 2 === 1 ? 2 : 6 + Math.floor(random() * 14))
      spans.push({_key: `${key}s${span}`, _type: 'span', text: span === 0 || span % 2 === 1 ? text : ` ${text}`, marks})
      // Keep the words of neighbouring spans apart.
      if (span % 2 === 1) spans[span - 1]!.text += ' '
    }
    block.children = spans
    block.markDefs = markDefs
    body.push(block)
  }
  return body
}

/** The benchmark document: a post with the {@link richTextBody}. */
export function richTextDocument(): Record<string, unknown> {
  return {_id: RICH_TEXT_DOCUMENT_ID, _type: 'richTextPost', title: 'A long rich-text post', body: richTextBody()}
}

/**
 * Where in the typed block's text (characters from its start) the caret is put before typing:
 * inside its last, unmarked span, 20 characters in.
 */
export function typedOffset(body: readonly BenchMember[]): number {
  const block = body[TYPED_BLOCK_INDEX]!
  const [first, second] = block.children as BenchSpan[]
  return first!.text.length + second!.text.length + 20
}

/** The plain text of a text block (its spans' text, joined). */
export function blockText(member: BenchMember): string {
  const children = member.children as Array<{text?: unknown}> | undefined
  return (children ?? []).map((child) => (typeof child.text === 'string' ? child.text : '')).join('')
}

function blockKey(index: number): string {
  return `b${String(index).padStart(4, '0')}`
}

function weighted(choices: Array<[string, number]>, draw: number): string {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0)
  let left = draw * total
  for (const [choice, weight] of choices) if ((left -= weight) < 0) return choice
  return choices[choices.length - 1]![0]
}
