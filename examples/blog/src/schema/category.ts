import {defineField, defineType} from 'vellum'

/** A topic posts are filed under. */
export const category = defineType({
  name: 'category',
  title: 'Category',
  type: 'document',
  fields: [
    defineField({name: 'title', type: 'string', title: 'Title', validation: (rule) => rule.required()}),
    defineField({name: 'description', type: 'text', title: 'Description', rows: 2}),
  ],
})
