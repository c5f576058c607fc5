// Fixtures of the structure tests: a small blog schema and `S` over it.
import {createSchema, defineField, defineType} from '../../../src/schema'
import {createStructureBuilder, type StructureBuilder} from '../../../src/structure'

/** The blog's types: posts (with an ordering), authors, a settings singleton type and an object type. */
export function blogTypes() {
  return [
    defineType({
      name: 'post',
      title: 'Blog post',
      type: 'document',
      fields: [defineField({name: 'title', type: 'string'}), defineField({name: 'publishedAt', type: 'datetime'})],
      orderings: [{name: 'titleAsc', title: 'Title A–Z', by: [{field: 'title', direction: 'asc'}]}],
    }),
    defineType({name: 'author', type: 'document', fields: [defineField({name: 'name', type: 'string'})]}),
    defineType({name: 'settings', type: 'document', fields: [defineField({name: 'siteTitle', type: 'string'})]}),
    defineType({name: 'seo', type: 'object', fields: [defineField({name: 'description', type: 'string'})]}),
  ]
}

/** The compiled {@link blogTypes}. */
export function blogSchema() {
  return createSchema(blogTypes())
}

/** `S` over {@link blogSchema}. */
export function blogS(): StructureBuilder {
  return createStructureBuilder({schema: blogSchema()})
}
