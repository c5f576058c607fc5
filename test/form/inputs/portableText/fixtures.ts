import {history} from 'prosemirror-history'
import {TextSelection} from 'prosemirror-state'
import {createSchema} from '../../../../src/schema'
import {editorSchemaFor} from '../../../../src/form/inputs/portableText/editorSchema'
import {PortableTextSession} from '../../../../src/form/inputs/portableText/PortableTextSession'
import type {ArraySchemaType, ObjectSchemaType} from '../../../../src/types'

/** A post with a rich-text body: blocks (with a `mention` inline object) and `callout` block objects. */
export function bodyType(): ArraySchemaType {
  const schema = createSchema([
    {name: 'mention', type: 'object', fields: [{name: 'name', type: 'string'}]},
    {name: 'callout', type: 'object', fields: [{name: 'text', type: 'string'}]},
    {
      name: 'post',
      type: 'document',
      fields: [{name: 'body', type: 'array', of: [{type: 'block', of: [{type: 'mention'}]}, {type: 'callout'}]}],
    },
  ])
  return (schema.get('post') as ObjectSchemaType).fields.find((field) => field.name === 'body')!.type as ArraySchemaType
}

/** A span. */
export function span(text: string, key = `s_${text.replace(/\W/g, '') || 'empty'}`, marks: string[] = []) {
  return {_key: key, _type: 'span', text, marks}
}

/** A text block with spans (strings become unmarked spans keyed after their text). */
export function block(
  key: string,
  children: (string | ReturnType<typeof span> | Record<string, unknown>)[],
  extra: Record<string, unknown> = {},
) {
  return {
    _key: key,
    _type: 'block',
    children: children.map((child) => (typeof child === 'string' ? span(child) : child)),
    markDefs: [],
    style: 'normal',
    ...extra,
  }
}

/** A session over `value` of the test body type, with history. */
export function sessionOf(value: unknown) {
  return new PortableTextSession(editorSchemaFor(bodyType()), value, {plugins: [history()]})
}

/** Moves the caret of a session to `pos` (or selects from `pos` to `to`). */
export function select(session: PortableTextSession, pos: number, to = pos) {
  session.apply(session.state.tr.setSelection(TextSelection.create(session.state.doc, pos, to)))
}

/** The position just inside the start of the block with `key`. */
export function startOf(session: PortableTextSession, key: string): number {
  let found = -1
  session.state.doc.forEach((node, offset) => {
    if (node.attrs.key === key) found = offset + 1
  })
  if (found < 0) throw new Error(`No block ${key}`)
  return found
}
