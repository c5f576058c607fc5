import {defineArrayMember, defineField, defineType} from 'vellum'

/**
 * A document with a field of every type the schema knows, for trying the form: each intrinsic
 * type (string, text, number, boolean, date, datetime, email, url, slug, geopoint, reference,
 * cross-dataset reference, image, file, object, array, block), and the common options of each.
 */
export const kitchenSink = defineType({
  name: 'kitchenSink',
  title: 'Kitchen sink',
  type: 'document',
  fieldsets: [{name: 'numbers', title: 'Numbers', options: {collapsible: true, columns: 2}}],
  fields: [
    defineField({name: 'title', type: 'string', title: 'String', validation: (rule) => rule.required()}),
    defineField({
      name: 'status',
      type: 'string',
      title: 'String from a list',
      options: {list: ['draft', 'review', 'done'], layout: 'radio'},
    }),
    defineField({name: 'description', type: 'text', title: 'Text', rows: 3}),
    defineField({
      name: 'rating',
      type: 'number',
      title: 'Number',
      fieldset: 'numbers',
      validation: (rule) => rule.min(0).max(5),
    }),
    defineField({
      name: 'size',
      type: 'number',
      title: 'Number from a list',
      fieldset: 'numbers',
      options: {list: [1, 2, 3]},
    }),
    defineField({name: 'published', type: 'boolean', title: 'Boolean'}),
    defineField({name: 'featured', type: 'boolean', title: 'Boolean as a checkbox', options: {layout: 'checkbox'}}),
    defineField({name: 'date', type: 'date', title: 'Date'}),
    defineField({name: 'datetime', type: 'datetime', title: 'Date and time'}),
    defineField({name: 'email', type: 'email', title: 'E-mail'}),
    defineField({name: 'url', type: 'url', title: 'URL'}),
    defineField({name: 'slug', type: 'slug', title: 'Slug', options: {source: 'title'}}),
    defineField({name: 'location', type: 'geopoint', title: 'Geopoint'}),
    defineField({name: 'author', type: 'reference', title: 'Reference', to: [{type: 'author'}]}),
    defineField({
      name: 'stagingPost',
      type: 'crossDatasetReference',
      title: 'Cross-dataset reference',
      dataset: 'staging',
      to: [{type: 'post', preview: {select: {title: 'title'}}}],
    }),
    defineField({
      name: 'image',
      type: 'image',
      title: 'Image',
      options: {hotspot: true},
      fields: [defineField({name: 'caption', type: 'string', title: 'Caption'})],
    }),
    defineField({name: 'attachment', type: 'file', title: 'File'}),
    defineField({
      name: 'pdf',
      type: 'file',
      title: 'PDF',
      description: 'Only PDF files (accept: .pdf).',
      options: {accept: '.pdf'},
    }),
    defineField({
      name: 'address',
      type: 'object',
      title: 'Object',
      options: {collapsible: true},
      fields: [
        defineField({name: 'street', type: 'string', title: 'Street'}),
        defineField({name: 'city', type: 'string', title: 'City'}),
      ],
    }),
    defineField({
      name: 'tags',
      type: 'array',
      title: 'Array of strings (tags)',
      of: [defineArrayMember({type: 'string'})],
      options: {layout: 'tags'},
    }),
    defineField({
      name: 'colors',
      type: 'array',
      title: 'Array from a list',
      of: [defineArrayMember({type: 'string'})],
      options: {list: ['red', 'green', 'blue']},
    }),
    defineField({
      name: 'links',
      type: 'array',
      title: 'Array of objects',
      of: [
        defineArrayMember({
          name: 'link',
          type: 'object',
          title: 'Link',
          fields: [
            defineField({name: 'label', type: 'string', title: 'Label'}),
            defineField({name: 'href', type: 'url', title: 'URL'}),
          ],
        }),
      ],
    }),
    defineField({
      name: 'gallery',
      type: 'array',
      title: 'Array of images',
      of: [defineArrayMember({type: 'image'})],
      options: {layout: 'grid'},
    }),
    defineField({
      name: 'related',
      type: 'array',
      title: 'Array of references',
      of: [defineArrayMember({type: 'reference', to: [{type: 'post'}, {type: 'category'}]})],
    }),
    defineField({name: 'body', type: 'blockContent', title: 'Block content'}),
  ],
})
