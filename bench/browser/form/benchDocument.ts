import {createSchema, defineArrayMember, defineField, defineType} from '../../../src/schema'

/** Items in the benchmark document's array. */
export const BENCH_ITEMS = 500
/** Fields of each item (the nested object counts as one). */
export const BENCH_FIELDS_PER_ITEM = 20

const itemFieldNames = Array.from({length: BENCH_FIELDS_PER_ITEM - 2}, (_, index) => `field${index + 1}`)

/**
 * The benchmark's types: a document with a title, a summary and an array of 500 sections; each
 * section has 20 fields (strings, numbers, booleans, and one object — the third level). The
 * studio benchmark adds them to the example's schema.
 */
export const benchTypes = [
  defineType({
    name: 'section',
    type: 'object',
    fields: [
      defineField({name: 'heading', type: 'string', validation: (rule) => rule.required().max(120)}),
      ...itemFieldNames.map((name, index) =>
        index % 6 === 4
          ? defineField({name, type: 'number'})
          : index % 6 === 5
            ? defineField({name, type: 'boolean'})
            : defineField({name, type: 'string'}),
      ),
      defineField({
        name: 'meta',
        type: 'object',
        fields: [
          defineField({name: 'label', type: 'string'}),
          defineField({name: 'note', type: 'text'}),
          defineField({name: 'weight', type: 'number'}),
        ],
      }),
    ],
    preview: {select: {title: 'heading'}},
  }),
  defineType({
    name: 'benchDocument',
    type: 'document',
    fields: [
      defineField({name: 'title', type: 'string', validation: (rule) => rule.required()}),
      defineField({name: 'summary', type: 'text'}),
      defineField({name: 'sections', type: 'array', of: [defineArrayMember({type: 'section'})]}),
    ],
  }),
]

/** The benchmark schema: {@link benchTypes} on their own, for the form-only page. */
export const benchSchema = createSchema(benchTypes)

/** The benchmark document: 500 sections × 20 fields, three levels deep. */
export function benchDocument(): Record<string, unknown> {
  const sections = Array.from({length: BENCH_ITEMS}, (_, item) => {
    const section: Record<string, unknown> = {
      _key: `s${String(item).padStart(4, '0')}`,
      _type: 'section',
      heading: `Section ${item + 1}`,
    }
    itemFieldNames.forEach((name, index) => {
      section[name] =
        index % 6 === 4 ? item * index : index % 6 === 5 ? item % 2 === 0 : `Value ${index + 1} of section ${item + 1}`
    })
    section.meta = {
      _type: 'object',
      label: `Meta ${item + 1}`,
      note: 'A note on this section.\nWith two lines.',
      weight: item,
    }
    return section
  })
  return {
    _id: 'drafts.bench',
    _type: 'benchDocument',
    title: 'A large document',
    summary: 'Five hundred sections.',
    sections,
  }
}
