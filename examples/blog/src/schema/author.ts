import {defineField, defineType} from 'vellum'

/** Someone who writes posts. */
export const author = defineType({
  name: 'author',
  title: 'Author',
  type: 'document',
  fields: [
    defineField({name: 'name', type: 'string', title: 'Name', validation: (rule) => rule.required()}),
    defineField({name: 'slug', type: 'slug', title: 'Slug', options: {source: 'name'}}),
    defineField({name: 'email', type: 'email', title: 'E-mail'}),
    defineField({name: 'image', type: 'image', title: 'Portrait', options: {hotspot: true}}),
    defineField({name: 'bio', type: 'text', title: 'Biography', rows: 4}),
  ],
  preview: {select: {title: 'name', media: 'image'}},
})
