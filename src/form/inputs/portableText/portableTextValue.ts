import {isRecord} from '../../../document'

/** The deepest list level portable text allows (forms.md §9). */
export const MAX_LIST_LEVEL = 9

/**
 * A run of text in a portable-text block: its text and its marks (decorator names such as
 * `strong`, and `_key`s of the block's `markDefs`).
 * @beta
 */
export interface PortableTextSpan {
  _key: string
  _type: 'span'
  text: string
  marks: string[]
}

/**
 * An object placed among a block's spans (`block.of`), or an annotation's data in `markDefs`.
 * @beta
 */
export interface PortableTextObject {
  _key: string
  _type: string
  [field: string]: unknown
}

/**
 * A portable-text text block: spans and inline objects, a style, an optional list type and
 * level, and the annotations its spans point at.
 * @beta
 */
export interface PortableTextBlock {
  _key: string
  _type: string
  children: (PortableTextSpan | PortableTextObject)[]
  markDefs: PortableTextObject[]
  style?: string
  listItem?: string
  level?: number
  [field: string]: unknown
}

/**
 * A member of a portable-text array: a text block or a block object (an image, a code block, …).
 * @beta
 */
export type PortableTextMember = PortableTextBlock | PortableTextObject

/** Tells whether a child of a block is a span. */
export function isSpan(child: unknown): child is PortableTextSpan {
  return isRecord(child) && child._type === 'span'
}

/** The plain text of a block: its spans' texts joined; '' for anything that is not a text block. */
export function blockPlainText(block: unknown): string {
  if (!isRecord(block) || !Array.isArray(block.children)) return ''
  return block.children
    .map((child: unknown) => (isSpan(child) && typeof child.text === 'string' ? child.text : ''))
    .join('')
}
