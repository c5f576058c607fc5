import {createSchema, defineArrayMember, defineField, defineType} from '../../src/schema'
import type {ObjectSchemaType} from '../../src/types'

/** A post type with a field of every kind the diff knows. */
export const schema = createSchema([
  defineType({name: 'author', type: 'document', fields: [defineField({name: 'name', type: 'string'})]}),
  defineType({
    name: 'section',
    type: 'object',
    fields: [
      defineField({name: 'heading', type: 'string'}),
      defineField({name: 'count', type: 'number'}),
      defineField({
        name: 'meta',
        type: 'object',
        fields: [defineField({name: 'label', type: 'string'}), defineField({name: 'weight', type: 'number'})],
      }),
    ],
  }),
  defineType({
    name: 'post',
    type: 'document',
    fields: [
      defineField({name: 'title', type: 'string'}),
      defineField({name: 'views', type: 'number'}),
      defineField({name: 'featured', type: 'boolean'}),
      defineField({name: 'publishedAt', type: 'datetime'}),
      defineField({name: 'releaseDate', type: 'date'}),
      defineField({name: 'author', type: 'reference', to: [{type: 'author'}]}),
      defineField({name: 'hero', type: 'image', options: {hotspot: true}}),
      defineField({name: 'attachment', type: 'file'}),
      defineField({name: 'tags', type: 'array', of: [defineArrayMember({type: 'string'})]}),
      defineField({name: 'sections', type: 'array', of: [defineArrayMember({type: 'section'})]}),
      defineField({name: 'body', type: 'array', of: [defineArrayMember({type: 'block'})]}),
      defineField({
        name: 'seo',
        type: 'object',
        fields: [defineField({name: 'title', type: 'string'}), defineField({name: 'description', type: 'text'})],
      }),
    ],
  }),
])

/** The compiled post type. */
export const postType = schema.get('post') as ObjectSchemaType

/** A post document with the given fields. */
export function post(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {_id: 'p1', _type: 'post', ...fields}
}

/** A section array item. */
export function section(key: string, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {_key: key, _type: 'section', ...fields}
}

/** A span of a block: its text, then its marks. */
export function span(text: string, ...marks: string[]): Record<string, unknown> {
  return {_type: 'span', text, marks}
}

/** A portable-text block of spans (keys given in order), with optional mark definitions. */
export function block(
  key: string,
  spans: Array<Record<string, unknown>>,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    _key: key,
    _type: 'block',
    style: 'normal',
    markDefs: [],
    children: spans.map((child, index) => ({_key: `${key}s${index}`, ...child})),
    ...extra,
  }
}

/** An image value of an asset id, with optional crop/hotspot. */
export function image(assetId: string | undefined, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {_type: 'image', ...(assetId ? {asset: {_type: 'reference', _ref: assetId}} : {}), ...extra}
}

/** A reference to a document id. */
export function ref(id: string): Record<string, unknown> {
  return {_type: 'reference', _ref: id}
}
