import {defineField, defineType} from 'vellum'

/** The id of the one settings document: the site has exactly one. */
export const SETTINGS_ID = 'settings'

/** The site's settings: a singleton, kept under {@link SETTINGS_ID} and never created from the new-document menu. */
export const settings = defineType({
  name: 'settings',
  title: 'Site settings',
  type: 'document',
  fields: [
    defineField({name: 'title', type: 'string', title: 'Site title', validation: (rule) => rule.required()}),
    defineField({name: 'description', type: 'text', title: 'Description', rows: 2}),
    defineField({name: 'siteUrl', type: 'url', title: 'Site URL'}),
    defineField({name: 'logo', type: 'image', title: 'Logo'}),
    defineField({
      name: 'featuredPosts',
      type: 'array',
      title: 'Featured posts',
      of: [{type: 'reference', to: [{type: 'post'}]}],
      validation: (rule) => rule.max(3),
    }),
  ],
})
