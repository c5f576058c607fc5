import type {ArrayMemberDefinition, BlockStyle, FieldDefinition} from '../types'

/** Paragraph styles a block offers when its definition names none. */
export const DEFAULT_BLOCK_STYLES: readonly BlockStyle[] = [
  {title: 'Normal', value: 'normal'},
  {title: 'Heading 1', value: 'h1'},
  {title: 'Heading 2', value: 'h2'},
  {title: 'Heading 3', value: 'h3'},
  {title: 'Heading 4', value: 'h4'},
  {title: 'Heading 5', value: 'h5'},
  {title: 'Heading 6', value: 'h6'},
  {title: 'Quote', value: 'blockquote'},
]

/** List types a block offers when its definition names none. */
export const DEFAULT_LIST_TYPES: readonly BlockStyle[] = [
  {title: 'Bulleted list', value: 'bullet'},
  {title: 'Numbered list', value: 'number'},
]

/**
 * Decorators a block offers when its definition names none. `overline` is not among them
 * but may be configured like any other decorator.
 */
export const DEFAULT_DECORATORS: readonly BlockStyle[] = [
  {title: 'Strong', value: 'strong'},
  {title: 'Italic', value: 'em'},
  {title: 'Underline', value: 'underline'},
  {title: 'Strike', value: 'strike-through'},
  {title: 'Code', value: 'code'},
]

/** Annotations a block offers when its definition names none: a link with an `href`. */
export const DEFAULT_ANNOTATIONS: readonly ArrayMemberDefinition[] = [
  {
    name: 'link',
    type: 'object',
    title: 'Link',
    fields: [
      {
        name: 'href',
        type: 'url',
        title: 'Link',
        validation: (rule) => rule.uri({scheme: ['http', 'https', 'mailto', 'tel'], allowRelative: true}),
      },
    ],
  },
]

/** Everything a compiled block is built from, after defaults and inheritance. */
export interface BlockConfig {
  styles: BlockStyle[]
  lists: BlockStyle[]
  decorators: BlockStyle[]
  annotations: ArrayMemberDefinition[]
  inlineObjects: ArrayMemberDefinition[]
}

/** The block configuration of the intrinsic `block` type. */
export function defaultBlockConfig(): BlockConfig {
  return {
    styles: [...DEFAULT_BLOCK_STYLES],
    lists: [...DEFAULT_LIST_TYPES],
    decorators: [...DEFAULT_DECORATORS],
    annotations: [...DEFAULT_ANNOTATIONS],
    inlineObjects: [],
  }
}

/**
 * The fields of a portable-text block value, as definitions: `children` (spans and inline
 * objects), `style`, `listItem`, `markDefs` (annotations) and `level`.
 */
export function blockFieldDefinitions(config: BlockConfig): FieldDefinition[] {
  return [
    {name: 'children', type: 'array', title: 'Content', of: [{type: 'span'}, ...config.inlineObjects]},
    {name: 'style', type: 'string', title: 'Style', options: {list: config.styles}},
    {name: 'listItem', type: 'string', title: 'List type', options: {list: config.lists}},
    {name: 'markDefs', type: 'array', title: 'Mark definitions', of: config.annotations},
    {name: 'level', type: 'number', title: 'Indentation'},
  ]
}
