import {Subject} from 'rxjs'
import {describe, expect, it} from 'vitest'
import {createSchema, defineField, defineType} from '../../../src/schema'
import {validationRuns} from '../../../src/store/validation/validationRuns'
import type {ValidationStatus} from '../../../src/store/validation'
import type {ContentDocument} from '../../../src/types'
import {createDocumentValidator} from '../../../src/validation'

const schema = createSchema([
  defineType({name: 'author', type: 'document', fields: [defineField({name: 'name', type: 'string'})]}),
  defineType({
    name: 'post',
    type: 'document',
    fields: [defineField({name: 'author', type: 'reference', to: [{type: 'author'}]})],
  }),
])

const post: ContentDocument = {
  _id: 'drafts.p1',
  _type: 'post',
  _rev: 'r1',
  _createdAt: '2026-01-01T00:00:00Z',
  _updatedAt: '2026-01-01T00:00:00Z',
  author: {_type: 'reference', _ref: 'a1'},
}

/** Resolves once `statuses` holds a finished run matching `done`. */
async function settled(
  statuses: ValidationStatus[],
  done: (status: ValidationStatus) => boolean,
): Promise<ValidationStatus> {
  for (;;) {
    const latest = statuses.at(-1)
    if (latest && !latest.isValidating && done(latest)) return latest
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
}

describe('validationRuns', () => {
  it('validates the latest document again in full on revalidate$, dropping markers kept from before', async () => {
    let reachable = false
    const asked: string[] = []
    const validator = createDocumentValidator({
      schema,
      getDocumentExists: ({id}) => {
        asked.push(id)
        return reachable ? Promise.resolve(true) : Promise.reject(new Error('fetch failed'))
      },
    })
    const documents = new Subject<ContentDocument | null>()
    const revalidate = new Subject<void>()
    const statuses: ValidationStatus[] = []
    const subscription = documents
      .pipe(validationRuns(validator, {revalidate$: revalidate}))
      .subscribe((status) => statuses.push(status))

    // Before any document there is nothing to validate again.
    revalidate.next()
    expect(statuses).toHaveLength(1)
    expect(asked).toEqual([])

    documents.next(post)
    expect((await settled(statuses, (status) => status.validation.length > 0)).validation).toEqual([
      {level: 'error', message: 'author: Exception occurred while validating value', path: ['author']},
    ])
    reachable = true
    // An incremental run of an unchanged reference keeps its marker without asking again…
    documents.next({...post, _rev: 'r2'})
    await settled(statuses, (status) => status.revision === 'r2')
    expect(statuses.at(-1)?.validation).toHaveLength(1)
    expect(asked).toEqual(['a1'])
    // …a full one asks again.
    revalidate.next()
    expect(await settled(statuses, (status) => status.validation.length === 0)).toEqual({
      isValidating: false,
      validation: [],
      revision: 'r2',
    })
    expect(asked).toEqual(['a1', 'a1'])
    subscription.unsubscribe()
  })
})
