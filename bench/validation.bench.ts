// Validation performance (targets: a full run over a 10,000-value document under 50 ms; a
// re-validation after one field changes under 2 ms). Run with `npx vitest bench --run bench/validation.bench.ts`.
import {bench, describe} from 'vitest'
import {createSchema} from '../src/schema'
import type {AnyDefinition, ValidationMarker} from '../src/types'
import {createDocumentValidator, type ValidationRule} from '../src/validation'

const SECTIONS = 20
const ITEMS_PER_SECTION = 10
const NOTES_PER_ITEM = 11

const schema = createSchema([
  {
    name: 'note',
    type: 'object',
    fields: [
      {name: 'text', type: 'string', validation: (r: ValidationRule) => r.required().min(1).max(200)},
      {name: 'level', type: 'number', validation: (r: ValidationRule) => r.min(0).max(5).integer()},
      {name: 'flag', type: 'boolean'},
    ],
  },
  {
    name: 'item',
    type: 'object',
    fields: [
      {
        name: 'label',
        type: 'string',
        validation: (r: ValidationRule) =>
          r
            .required()
            .max(80)
            .regex(/^[\w ]+$/, 'words'),
      },
      {name: 'link', type: 'url'},
      {name: 'contact', type: 'email'},
      {name: 'count', type: 'number', validation: (r: ValidationRule) => r.min(0).integer()},
      {name: 'due', type: 'date', validation: (r: ValidationRule) => r.min('2000-01-01')},
      {name: 'notes', type: 'array', of: [{type: 'note'}], validation: (r: ValidationRule) => r.max(50)},
    ],
  },
  {
    name: 'section',
    type: 'object',
    fields: [
      {name: 'heading', type: 'string', validation: (r: ValidationRule) => r.required().max(120)},
      {name: 'kind', type: 'string', options: {list: ['intro', 'body', {title: 'Outro', value: 'outro'}]}},
      {name: 'items', type: 'array', of: [{type: 'item'}]},
    ],
  },
  {
    name: 'report',
    type: 'document',
    fields: [
      {name: 'title', type: 'string', validation: (r: ValidationRule) => r.required().min(3).max(100)},
      {name: 'code', type: 'string', validation: (r: ValidationRule) => r.uppercase().length(6)},
      {name: 'views', type: 'number', validation: (r: ValidationRule) => r.min(0).integer()},
      {name: 'rating', type: 'number', validation: (r: ValidationRule) => r.precision(1).max(5)},
      {name: 'site', type: 'url'},
      {name: 'owner', type: 'email', validation: (r: ValidationRule) => r.required()},
      {name: 'publishedAt', type: 'datetime'},
      {name: 'tags', type: 'array', of: [{type: 'string'}], validation: (r: ValidationRule) => r.unique()},
      {name: 'sections', type: 'array', of: [{type: 'section'}], validation: (r: ValidationRule) => r.required()},
    ],
  },
] as AnyDefinition[])

function buildDocument() {
  let values = 0
  const count = <T>(value: T): T => (values++, value)
  const sections = Array.from({length: SECTIONS}, (_, s) =>
    count({
      _key: `s${s}`,
      _type: 'section',
      heading: count(`Section ${s}`),
      kind: count(s % 3 === 0 ? 'intro' : 'body'),
      items: count(
        Array.from({length: ITEMS_PER_SECTION}, (_, i) =>
          count({
            _key: `s${s}i${i}`,
            _type: 'item',
            label: count(`Item ${i}`),
            link: count(i % 7 === 0 ? 'ftp://example.com' : `https://example.com/${s}/${i}`),
            contact: count(`person${i}@example.com`),
            count: count(i),
            due: count('2024-05-01'),
            notes: count(
              Array.from({length: NOTES_PER_ITEM}, (_, n) =>
                count({
                  _key: `s${s}i${i}n${n}`,
                  _type: 'note',
                  text: count(`Note ${n}`),
                  level: count(n % 6),
                  flag: count(n % 2 === 0),
                }),
              ),
            ),
          }),
        ),
      ),
    }),
  )
  const document = {
    _id: 'report-1',
    _type: 'report',
    title: count('Quarterly report'),
    code: count('ABCDEF'),
    views: count(10),
    rating: count(4.5),
    site: count('https://example.com'),
    owner: count('owner@example.com'),
    publishedAt: count('2024-05-01T10:00:00Z'),
    tags: count(['a', 'b', 'c'].map(count)),
    sections: count(sections),
  }
  return {document, values}
}

const {document, values} = buildDocument()
const validator = createDocumentValidator({schema})
let baseline: ValidationMarker[] = []
let round = 0

/** The document with one note's text changed, copying only the path down to it. */
function withOneChange(text: string) {
  const sections = [...document.sections]
  const section = sections[7]!
  const items = [...section.items]
  const item = items[4]!
  const notes = [...item.notes]
  notes[3] = {...notes[3]!, text}
  items[4] = {...item, notes}
  sections[7] = {...section, items}
  return {...document, sections}
}

describe(`validation of a ${values}-value document`, async () => {
  baseline = await validator.validate(document)
  console.log(`${values} values, ${baseline.length} markers in the baseline`)

  bench('full run', async () => {
    await validator.validate(document)
  })

  bench('incremental run after one field changed', async () => {
    round++
    await validator.validate(withOneChange(round % 2 === 0 ? '' : `Changed ${round}`), {
      previous: {document, markers: baseline},
    })
  })
})
