import {defineArrayMember, defineField, defineType} from 'vellum'

/** A blog post. */
export const post = defineType({
  name: 'post',
  title: 'Post',
  type: 'document',
  groups: [
    {name: 'content', title: 'Content', default: true},
    {name: 'meta', title: 'Metadata'},
  ],
  fields: [
    defineField({
      name: 'title',
      type: 'string',
      title: 'Title',
      group: 'content',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({name: 'slug', type: 'slug', title: 'Slug', group: 'meta', options: {source: 'title', maxLength: 96}}),
    defineField({name: 'author', type: 'reference', title: 'Author', group: 'meta', to: [{type: 'author'}]}),
    defineField({name: 'mainImage', type: 'image', title: 'Main image', group: 'content', options: {hotspot: true}}),
    defineField({
      name: 'categories',
      type: 'array',
      title: 'Categories',
      group: 'meta',
      of: [defineArrayMember({type: 'reference', to: [{type: 'category'}]})],
    }),
    defineField({name: 'publishedAt', type: 'datetime', title: 'Published at', group: 'meta'}),
    defineField({name: 'excerpt', type: 'text', title: 'Excerpt', group: 'content', rows: 3}),
    defineField({name: 'body', type: 'blockContent', title: 'Body', group: 'content'}),
  ],
  orderings: [
    {title: 'Published, newest first', name: 'publishedAtDesc', by: [{field: 'publishedAt', direction: 'desc'}]},
  ],
  preview: {select: {title: 'title', subtitle: 'author.name', media: 'mainImage'}},
})
