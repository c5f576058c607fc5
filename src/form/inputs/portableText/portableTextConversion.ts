import type {Mark, Node as PMNode} from 'prosemirror-model'
import {isRecord, randomKey} from '../../../document'
import type {PortableTextEditorSchema} from './editorSchema'
import {isSpan, type PortableTextBlock, type PortableTextMember, type PortableTextObject} from './portableTextValue'

// The fields of a text block the editor keeps in attributes of their own; any other field is kept in `extra`.
const BLOCK_FIELDS = new Set(['_key', '_type', 'children', 'markDefs', 'style', 'listItem', 'level'])

/**
 * The ProseMirror document of a portable-text value. Text blocks become `textblock`s (a span
 * is a text node with a `span` mark holding its key, its decorators and annotations as marks),
 * other members `blockObject`s. No value, or an empty array, is one empty block, which
 * {@link docToPortableText} turns back into no value.
 *
 * It is lenient, for a value the invalid-value panel was told to ignore: a missing `_key`
 * gets a new one, marks the schema does not know are dropped, members that are not objects
 * are skipped. A valid value comes back unchanged from {@link docToPortableText}, except the
 * order of a span's marks (decorators first, in the schema's order) and empty spans beside
 * others, which are dropped.
 * @beta
 */
export function portableTextToDoc(value: unknown, editorSchema: PortableTextEditorSchema): PMNode {
  const {schema} = editorSchema
  const members = Array.isArray(value) ? value.filter(isRecord) : []
  const blocks = members.map((member) => memberToNode(member, editorSchema))
  if (blocks.length === 0) blocks.push(emptyTextBlock(editorSchema))
  return schema.node('doc', null, blocks)
}

/** An empty `normal` text block with new keys. */
export function emptyTextBlock(editorSchema: PortableTextEditorSchema, attrs: Record<string, unknown> = {}): PMNode {
  return editorSchema.schema.nodes.textblock!.create({
    key: randomKey(),
    spanKey: randomKey(),
    style: editorSchema.blockType.styles.some((style) => style.value === 'normal') ? 'normal' : null,
    ...attrs,
  })
}

/** The node of one member of a portable-text array (see {@link portableTextToDoc}). */
export function memberToNode(member: Record<string, unknown>, editorSchema: PortableTextEditorSchema): PMNode {
  const {schema, blockType} = editorSchema
  const key = typeof member._key === 'string' && member._key !== '' ? member._key : randomKey()
  if (member._type !== blockType.name) return schema.nodes.blockObject!.create({key, value: {...member, _key: key}})
  const children = Array.isArray(member.children) ? member.children.filter(isRecord) : []
  const markDefs = new Map<string, Record<string, unknown>>()
  if (Array.isArray(member.markDefs)) {
    for (const def of member.markDefs) {
      if (isRecord(def) && typeof def._key === 'string') markDefs.set(def._key, def)
    }
  }
  const inline: PMNode[] = []
  let spanKey: string | null = null
  for (const child of children) {
    const childKey = typeof child._key === 'string' && child._key !== '' ? child._key : randomKey()
    if (isSpan(child) || child._type === undefined) {
      spanKey ??= childKey
      const text = typeof child.text === 'string' ? child.text : ''
      if (text === '') continue
      inline.push(schema.text(text, spanMarks(childKey, child.marks, markDefs, editorSchema)))
    } else if (schema.nodes.inlineObject) {
      inline.push(schema.nodes.inlineObject.create({key: childKey, value: child}))
    }
  }
  const extra: Record<string, unknown> = {}
  for (const [field, fieldValue] of Object.entries(member)) {
    if (!BLOCK_FIELDS.has(field)) extra[field] = fieldValue
  }
  return schema.nodes.textblock!.create(
    {
      key,
      type: blockType.name,
      style: typeof member.style === 'string' ? member.style : null,
      listItem: typeof member.listItem === 'string' ? member.listItem : null,
      level: typeof member.level === 'number' ? member.level : null,
      spanKey: spanKey ?? randomKey(),
      extra: Object.keys(extra).length > 0 ? extra : null,
    },
    inline,
  )
}

function spanMarks(
  key: string,
  marks: unknown,
  markDefs: Map<string, Record<string, unknown>>,
  {spanMark, decorators, annotations}: PortableTextEditorSchema,
): Mark[] {
  const result: Mark[] = [spanMark.create({key})]
  for (const name of Array.isArray(marks) ? marks : []) {
    if (typeof name !== 'string') continue
    const decorator = decorators.get(name)
    if (decorator) {
      result.push(decorator.create())
      continue
    }
    const def = markDefs.get(name)
    const annotation = def && typeof def._type === 'string' ? annotations.get(def._type) : undefined
    if (annotation) result.push(annotation.create({key: name, value: def}))
  }
  // A set of marks in the schema's order, as ProseMirror needs it.
  return result.reduce<readonly Mark[]>((set, mark) => mark.addToSet(set), []) as Mark[]
}

/**
 * Tells whether a document is the editor's empty state: one empty text block without a list
 * or a style other than normal. It stands for no value.
 */
export function isEmptyDoc(doc: PMNode): boolean {
  if (doc.childCount !== 1) return false
  const only = doc.firstChild!
  return (
    only.type.name === 'textblock' &&
    only.childCount === 0 &&
    only.attrs.listItem === null &&
    (only.attrs.style === null || only.attrs.style === 'normal') &&
    only.attrs.extra === null
  )
}

/**
 * The portable-text value of a document: undefined for the empty state (see
 * {@link isEmptyDoc}), else one member per top-level node (see {@link nodeToMember}).
 * @beta
 */
export function docToPortableText(doc: PMNode): PortableTextMember[] | undefined {
  if (isEmptyDoc(doc)) return undefined
  const members: PortableTextMember[] = []
  doc.forEach((node) => members.push(nodeToMember(node)))
  return members
}

const memberCache = new WeakMap<PMNode, PortableTextMember>()

/**
 * The portable-text member of a top-level node, cached per node (nodes are immutable), so an
 * unchanged block costs nothing however long the document is.
 *
 * @throws Error for a node without a key: the editor's key normaliser gives every node one
 */
export function nodeToMember(node: PMNode): PortableTextMember {
  const cached = memberCache.get(node)
  if (cached) return cached
  const member = node.type.name === 'blockObject' ? blockObjectMember(node) : textBlockMember(node)
  memberCache.set(node, member)
  return member
}

function requireKey(key: unknown, what: string): string {
  if (typeof key !== 'string' || key === '') throw new Error(`The editor has a ${what} without a key`)
  return key
}

function blockObjectMember(node: PMNode): PortableTextObject {
  const key = requireKey(node.attrs.key, 'block object')
  const value = node.attrs.value as PortableTextObject
  return value._key === key ? value : {...value, _key: key}
}

function textBlockMember(node: PMNode): PortableTextBlock {
  const children: PortableTextBlock['children'] = []
  const markDefs: PortableTextObject[] = []
  const defKeys = new Set<string>()
  node.forEach((child) => {
    if (child.isText) {
      const marks: string[] = []
      let key: string | undefined
      for (const mark of child.marks) {
        const name = mark.type.name
        if (name === 'span') key = mark.attrs.key
        else if (name.startsWith('dec_')) marks.push(name.slice(4))
        else if (name.startsWith('ann_')) {
          const defKey = requireKey(mark.attrs.key, 'annotation')
          marks.push(defKey)
          if (!defKeys.has(defKey)) {
            defKeys.add(defKey)
            markDefs.push({...(mark.attrs.value as object), _key: defKey, _type: name.slice(4)})
          }
        }
      }
      children.push({_key: requireKey(key, 'span'), _type: 'span', marks, text: child.text!})
    } else {
      const value = child.attrs.value as PortableTextObject
      const key = requireKey(child.attrs.key, 'inline object')
      children.push(value._key === key ? value : {...value, _key: key})
    }
  })
  // A block without text keeps its empty span, also after inline objects: putting one into an
  // empty block leaves the span someone may be typing in, and text typed after it goes there.
  if (!children.some((child) => child._type === 'span'))
    children.push({_key: requireKey(node.attrs.spanKey, 'empty span'), _type: 'span', marks: [], text: ''})
  const {key, type, style, listItem, level, extra} = node.attrs
  return {
    ...(extra as Record<string, unknown> | null),
    _key: requireKey(key, 'block'),
    _type: type as string,
    children,
    markDefs,
    ...(style === null ? {} : {style: style as string}),
    ...(listItem === null ? {} : {listItem: listItem as string}),
    ...(level === null ? {} : {level: level as number}),
  }
}
