import type {Meta, StoryObj} from '@storybook/react-vite'
import {diffDocuments} from '../../src/diff'
import {createSchema, defineArrayMember, defineField, defineType} from '../../src/schema'
import {ChangeList} from '../../src/structure/changes/ChangeList'
import type {ObjectSchemaType} from '../../src/types'

// The change list of review changes, one story per kind of diff. Each story diffs two
// versions of a post; stories with `onRevert` log the revert patches to the actions panel.

const schema = createSchema([
  defineType({name: 'author', type: 'document', fields: [defineField({name: 'name', type: 'string'})]}),
  defineType({
    name: 'post',
    title: 'Post',
    type: 'document',
    fieldsets: [{name: 'meta', title: 'Metadata'}],
    fields: [
      defineField({name: 'title', title: 'Title', type: 'string'}),
      defineField({name: 'views', title: 'Views', type: 'number', fieldset: 'meta'}),
      defineField({name: 'featured', title: 'Featured', type: 'boolean', fieldset: 'meta'}),
      defineField({name: 'publishedAt', title: 'Published at', type: 'datetime'}),
      defineField({name: 'author', title: 'Author', type: 'reference', to: [{type: 'author'}]}),
      defineField({name: 'hero', title: 'Hero image', type: 'image'}),
      defineField({name: 'tags', title: 'Tags', type: 'array', of: [defineArrayMember({type: 'string'})]}),
      defineField({
        name: 'links',
        title: 'Links',
        type: 'array',
        of: [
          defineArrayMember({
            type: 'object',
            name: 'link',
            fields: [defineField({name: 'label', type: 'string'}), defineField({name: 'url', type: 'url'})],
          }),
        ],
      }),
      defineField({name: 'body', title: 'Body', type: 'array', of: [defineArrayMember({type: 'block'})]}),
      defineField({
        name: 'seo',
        title: 'SEO',
        type: 'object',
        fields: [defineField({name: 'title', type: 'string'}), defineField({name: 'description', type: 'text'})],
      }),
    ],
  }),
])
const postType = schema.get('post') as ObjectSchemaType

const ref = (id: string) => ({_type: 'reference', _ref: id})
const link = (key: string, label: string) => ({_key: key, _type: 'link', label, url: `https://example.com/${key}`})
const block = (key: string, text: string, marks: string[] = [], style = 'normal') => ({
  _key: key,
  _type: 'block',
  style,
  markDefs: [],
  children: [{_key: `${key}s`, _type: 'span', text, marks}],
})

const authors = {
  'u-ada': {displayName: 'Ada Lovelace'},
  'u-grace': {displayName: 'Grace Hopper'},
} as Record<string, {displayName: string}>
const byAda = () => [{author: 'u-ada', timestamp: '2026-03-01T10:00:00.000Z'}]
const byBoth = () => [
  {author: 'u-ada', timestamp: '2026-03-01T10:00:00.000Z'},
  {author: 'u-grace', timestamp: '2026-03-01T10:02:00.000Z'},
]

function Story({
  from,
  to,
  readOnly = false,
  both = false,
}: {
  from: object
  to: object
  readOnly?: boolean
  both?: boolean
}) {
  const diff = diffDocuments(
    {_id: 'p1', _type: 'post', ...from},
    {_id: 'p1', _type: 'post', ...to},
    {schemaType: postType, annotations: both ? byBoth : byAda},
  )
  return (
    <div style={{width: 380}}>
      <ChangeList
        diff={diff}
        resolveAuthor={(id) => authors[id]}
        {...(readOnly ? {} : {onRevert: (patches) => console.log('revert', patches)})}
      />
    </div>
  )
}

const meta = {
  title: 'Structure/ChangeList',
  component: Story,
} satisfies Meta<typeof Story>

export default meta
type StoryT = StoryObj<typeof meta>

export const Text: StoryT = {args: {from: {title: 'Hello old world'}, to: {title: 'Hello brave new world'}}}
export const NumbersAndBooleans: StoryT = {
  args: {from: {views: 10, featured: false}, to: {views: 12, featured: true}, both: true},
}
export const DateTime: StoryT = {
  args: {from: {publishedAt: '2026-01-01T09:00:00.000Z'}, to: {publishedAt: '2026-02-14T18:30:00.000Z'}},
}
export const Reference: StoryT = {args: {from: {author: ref('ada')}, to: {author: ref('grace')}}}
export const Image: StoryT = {
  args: {
    from: {hero: {_type: 'image', asset: ref('image-aaa-400x300-png')}},
    to: {hero: {_type: 'image', asset: ref('image-bbb-400x300-png'), hotspot: {x: 0.5, y: 0.5, width: 1, height: 1}}},
  },
}
export const ArrayOfStrings: StoryT = {args: {from: {tags: ['news', 'tech']}, to: {tags: ['news', 'science', 'tech']}}}
export const ArrayWithMovedItems: StoryT = {
  args: {
    from: {links: [link('a', 'Home'), link('b', 'About'), link('c', 'Blog')]},
    to: {links: [link('b', 'About us'), link('a', 'Home'), link('d', 'Contact')]},
  },
}
export const PortableText: StoryT = {
  args: {
    from: {body: [block('b1', 'The first paragraph'), block('b2', 'A heading', [], 'normal')]},
    to: {
      body: [block('b1', 'The first edited paragraph'), block('b2', 'A heading', ['strong'], 'h2'), block('b3', 'New')],
    },
  },
}
export const GroupedObject: StoryT = {
  args: {
    from: {seo: {_type: 'seo', title: 'Old SEO title', description: 'Old'}},
    to: {seo: {_type: 'seo', title: 'New SEO title', description: 'New description'}},
  },
}
export const ValueError: StoryT = {args: {from: {views: 10}, to: {views: 'ten'}}}
export const ReadOnly: StoryT = {args: {from: {title: 'Old title'}, to: {title: 'New title'}, readOnly: true}}
export const Empty: StoryT = {args: {from: {title: 'Same'}, to: {title: 'Same'}}}
