import {
  Schema,
  type DOMOutputSpec,
  type MarkSpec,
  type MarkType,
  type NodeSpec,
  type ParseRule,
} from 'prosemirror-model'
import {portableTextMemberTypes} from './isPortableTextArray'
import {MAX_LIST_LEVEL} from './portableTextValue'
import type {ArraySchemaType, BlockSchemaType, ObjectSchemaType, SchemaType} from '../../../types'

export {MAX_LIST_LEVEL} from './portableTextValue'

/** Paragraph styles the editor knows how to show, with the element each one is. */
const STYLE_TAGS: Record<string, string> = {
  normal: 'p',
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
  blockquote: 'blockquote',
}

/** Decorators with an element of their own; others are a `span` with `data-decorator`. */
const DECORATOR_TAGS: Record<string, {tag: string; parse: string[]}> = {
  strong: {tag: 'strong', parse: ['strong', 'b']},
  em: {tag: 'em', parse: ['em', 'i']},
  underline: {tag: 'u', parse: ['u']},
  'strike-through': {tag: 's', parse: ['s', 'del', 'strike']},
  code: {tag: 'code', parse: ['code']},
}

/** Inline styles that stand for a decorator in pasted HTML (Google Docs writes no tags). */
const DECORATOR_STYLES: Record<string, ParseRule[]> = {
  strong: [{style: 'font-weight', getAttrs: (value: string) => (/^(bold|bolder|[6-9]00)$/.test(value) ? null : false)}],
  em: [{style: 'font-style', getAttrs: (value: string) => (value === 'italic' ? null : false)}],
  underline: [{style: 'text-decoration', getAttrs: (value: string) => (value.includes('underline') ? null : false)}],
  'strike-through': [
    {style: 'text-decoration', getAttrs: (value: string) => (value.includes('line-through') ? null : false)},
  ],
}

/**
 * The ProseMirror schema of one portable-text field and how its parts map back to the field's
 * block schema. Portable text is flat — a list item is a block with `listItem` and `level` —
 * so the document is a flat sequence of `textblock`s and `blockObject`s:
 *
 * - `textblock` — a portable-text block; its attrs keep `_key` (`key`), `_type` (`type`),
 *   `style`, `listItem`, `level`, the key of the span of an empty block (`spanKey`) and any
 *   other fields of the block (`extra`), so nothing the editor does not show is lost.
 * - text carries a `span` mark holding the span's `_key`; a span is one text node.
 * - `dec_<name>` marks are decorators (`dec_strong`), `ann_<name>` marks are annotations
 *   carrying the markDef's `_key` (`key`) and its data (`value`).
 * - `inlineObject` and `blockObject` are atoms holding the object (`value`) and its `key`.
 * @beta
 */
export interface PortableTextEditorSchema {
  schema: Schema
  /** The array type of the field. */
  arrayType: ArraySchemaType
  /** The text block type (the array's first `block` member). */
  blockType: BlockSchemaType
  /** Member types that are not blocks: block objects. */
  blockObjectTypes: ObjectSchemaType[]
  /** The `span` mark type. */
  spanMark: MarkType
  /** Decorator value → mark type. */
  decorators: Map<string, MarkType>
  /** Annotation type name → mark type. */
  annotations: Map<string, MarkType>
}

/** The name of a decorator's mark. */
export function decoratorMarkName(decorator: string): string {
  return `dec_${decorator}`
}

/** The name of an annotation's mark. */
export function annotationMarkName(annotation: string): string {
  return `ann_${annotation}`
}

const schemaCache = new WeakMap<ArraySchemaType, PortableTextEditorSchema>()

/**
 * The ProseMirror schema of a portable-text array type (see {@link PortableTextEditorSchema});
 * one per array type, cached.
 *
 * @throws Error when the array has no `block` member
 * @beta
 */
export function editorSchemaFor(arrayType: ArraySchemaType): PortableTextEditorSchema {
  const cached = schemaCache.get(arrayType)
  if (cached) return cached
  const {blockType, blockObjectTypes} = portableTextMemberTypes(arrayType)
  const result = buildSchema(arrayType, blockType, blockObjectTypes)
  schemaCache.set(arrayType, result)
  return result
}

function buildSchema(
  arrayType: ArraySchemaType,
  blockType: BlockSchemaType,
  blockObjectTypes: ObjectSchemaType[],
): PortableTextEditorSchema {
  const hasInline = blockType.inlineObjects.length > 0
  const styles = new Set(blockType.styles.map((style) => style.value))
  const lists = new Set(blockType.lists.map((list) => list.value))
  const nodes: Record<string, NodeSpec> = {
    // Block objects are always allowed in the document, so a value with an object the schema
    // does not declare (shown by the invalid-value panel) can still be held when ignored.
    doc: {content: '(textblock | blockObject)+'},
    textblock: {
      content: hasInline ? '(text | inlineObject)*' : 'text*',
      attrs: {
        key: {default: null},
        type: {default: blockType.name},
        style: {default: null},
        listItem: {default: null},
        level: {default: null},
        spanKey: {default: null},
        extra: {default: null},
      },
      toDOM: (node) => [
        STYLE_TAGS[node.attrs.style ?? 'normal'] ?? 'p',
        {
          class: 'vellum-form-pt-block',
          'data-key': node.attrs.key,
          'data-style': node.attrs.style ?? 'normal',
          ...(node.attrs.listItem
            ? {'data-list-item': node.attrs.listItem, 'data-level': String(node.attrs.level ?? 1)}
            : {}),
        },
        0,
      ],
      parseDOM: [
        ...Object.entries(STYLE_TAGS)
          .filter(([style]) => styles.has(style))
          .map(([style, tag]) => ({tag, attrs: {style: style === 'normal' ? 'normal' : style}})),
        {
          tag: 'li',
          getAttrs: (element: HTMLElement) => {
            // A list type the schema does not have makes a plain paragraph.
            const listItem = element.dataset.list ?? (element.closest('ol') ? 'number' : 'bullet')
            const level = Number(element.dataset.level) || listDepth(element)
            return {
              style: styles.has('normal') ? 'normal' : null,
              ...(lists.has(listItem) ? {listItem, level: Math.min(Math.max(level, 1), MAX_LIST_LEVEL)} : {}),
            }
          },
        },
        {tag: 'div', priority: 10},
      ],
    },
    text: {group: 'inline'},
  }
  if (hasInline) {
    nodes.inlineObject = {
      inline: true,
      group: 'inline',
      atom: true,
      selectable: true,
      attrs: {key: {default: null}, value: {default: null}},
      leafText: () => '',
      toDOM: (node) => [
        'span',
        {class: 'vellum-form-pt-inline-object', 'data-key': node.attrs.key, contenteditable: 'false'},
        objectTitle(node.attrs.value, blockType.inlineObjects),
      ],
    }
  }
  nodes.blockObject = {
    atom: true,
    selectable: true,
    draggable: true,
    attrs: {key: {default: null}, value: {default: null}},
    toDOM: (node) => [
      'div',
      {class: 'vellum-form-pt-block-object', 'data-key': node.attrs.key, contenteditable: 'false'},
      objectTitle(node.attrs.value, blockObjectTypes),
    ],
  }

  const marks: Record<string, MarkSpec> = {
    // The span a text belongs to; typing extends the span the caret is in.
    // Its key is in the DOM too, so that text ProseMirror reads back from the DOM (native
    // editing, spellcheck, composition) keeps its span.
    span: {
      attrs: {key: {default: null}},
      inclusive: true,
      toDOM: (mark) => ['span', {'data-span-key': mark.attrs.key as string}, 0],
      parseDOM: [{tag: 'span[data-span-key]', getAttrs: (element: HTMLElement) => ({key: element.dataset.spanKey})}],
    },
  }
  for (const decorator of blockType.decorators) {
    const known = DECORATOR_TAGS[decorator.value]
    marks[decoratorMarkName(decorator.value)] = {
      toDOM: (): DOMOutputSpec =>
        known
          ? [known.tag, 0]
          : ['span', {'data-decorator': decorator.value, class: `vellum-form-pt-decorator-${decorator.value}`}, 0],
      parseDOM: [
        ...(known
          ? known.parse.map((tag) => ({
              tag,
              // Google Docs wraps what it copies in a <b style="font-weight:normal">.
              getAttrs: (element: HTMLElement) => (/^(normal|[1-5]00)$/.test(element.style.fontWeight) ? false : null),
            }))
          : [{tag: `span[data-decorator="${decorator.value}"]`}]),
        ...(DECORATOR_STYLES[decorator.value] ?? []),
      ],
    }
  }
  for (const annotation of blockType.annotations) {
    const isLink = annotation.name === 'link'
    marks[annotationMarkName(annotation.name)] = {
      attrs: {key: {default: null}, value: {default: null}},
      // Typing at the end of a link does not lengthen it.
      inclusive: false,
      toDOM: (mark) => [
        isLink ? 'a' : 'span',
        {
          class: 'vellum-form-pt-annotation',
          'data-annotation': annotation.name,
          'data-key': mark.attrs.key,
          ...(isLink && typeof mark.attrs.value?.href === 'string' ? {href: mark.attrs.value.href} : {}),
        },
        0,
      ],
      parseDOM: isLink
        ? [
            {
              tag: 'a[href]',
              getAttrs: (element: HTMLElement) => ({
                key: null,
                value: {_type: 'link', href: element.getAttribute('href')},
              }),
            },
          ]
        : [],
    }
  }

  const schema = new Schema({nodes, marks})
  const decorators = new Map(
    blockType.decorators.map((decorator) => [decorator.value, schema.marks[decoratorMarkName(decorator.value)]!]),
  )
  const annotations = new Map(
    blockType.annotations.map((annotation) => [annotation.name, schema.marks[annotationMarkName(annotation.name)]!]),
  )
  return {schema, arrayType, blockType, blockObjectTypes, spanMark: schema.marks.span!, decorators, annotations}
}

function listDepth(element: HTMLElement): number {
  let depth = 0
  for (let current: HTMLElement | null = element; current; current = current.parentElement) {
    if (current.tagName === 'UL' || current.tagName === 'OL') depth++
  }
  return Math.max(depth, 1)
}

/** The title of an object's type among `types`, shown for an inline or block object. */
export function objectTitle(value: unknown, types: readonly SchemaType[]): string {
  const typeName = typeof value === 'object' && value !== null ? (value as {_type?: unknown})._type : undefined
  const type = types.find((candidate) => candidate.name === typeName)
  return type?.title ?? String(typeName ?? 'object')
}
