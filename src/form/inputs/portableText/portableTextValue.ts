import {isRecord} from '../../../document'

/** The deepest list level portable text allows: list items nest at most 9 levels deep. */
export const MAX_LIST_LEVEL = 9

/**
 * A run of text in a portable-text block: its text and its marks (decorator names such as
 * `strong`, and `_key`s of the block's `markDefs`).
 * @beta
 */
export interface PortableTextSpan {
  /** The span's key, unique among the block's children; it stays the same as the text is edited. */
  _key: string
  /** Always `'span'`. */
  _type: 'span'
  /** The span's text (newlines allowed, no markup). */
  text: string
  /** Decorator names (`strong`, `em`, …) and `_key`s of the block's `markDefs` (annotations). */
  marks: string[]
}

/**
 * An object placed among a block's spans (`block.of`), or an annotation's data in `markDefs`.
 * @beta
 */
export interface PortableTextObject {
  /** The object's key, unique among its siblings. */
  _key: string
  /** Its schema type's name (`link`, `image`, …). */
  _type: string
  /** The object's fields, as its schema type defines them. */
  [field: string]: unknown
}

/**
 * A portable-text text block: spans and inline objects, a style, an optional list type and
 * level, and the annotations its spans point at.
 * @beta
 */
export interface PortableTextBlock {
  /** The block's key, unique in the array; a split block keeps it on its first half. */
  _key: string
  /** The block type's name (`block`). */
  _type: string
  /** The block's spans and inline objects, in order. */
  children: (PortableTextSpan | PortableTextObject)[]
  /** The annotations (links and other annotation objects) its spans' `marks` point at by `_key`. */
  markDefs: PortableTextObject[]
  /** Its style: `normal`, `h1`–`h6`, `blockquote`, or one the block type adds. */
  style?: string
  /** The list type when it is a list item: `bullet` or `number` (or one the block type adds). */
  listItem?: string
  /** The list item's nesting level, from 1 to {@link MAX_LIST_LEVEL}. */
  level?: number
  /** Other fields the block type defines. */
  [field: string]: unknown
}

/**
 * A member of a portable-text array: a text block or a block object (an image, a code block, …).
 * @beta
 */
export type PortableTextMember = PortableTextBlock | PortableTextObject

/** Whether a member is a text block (has children and markDefs). */
export function isTextBlockMember(member: PortableTextMember): member is PortableTextBlock {
  return Array.isArray(member.children) && Array.isArray(member.markDefs)
}

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
