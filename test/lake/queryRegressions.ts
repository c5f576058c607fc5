import {describe, expect, it} from 'vitest'
import {createLake, LakeError, type Lake, type LakeStorage} from '../../src/lake'

const doc = (id: string, type: string, fields: Record<string, unknown> = {}) => ({_id: id, _type: type, ...fields})
const ref = (id: string) => ({_type: 'reference', _ref: id})

/**
 * GROQ answers that were wrong on some storage (issue 24), each named after what broke. Run
 * once per storage, on the real lake: every answer here is what groq-js gives over the same
 * documents.
 */
export function describeQueryRegressions(name: string, makeStorage: () => LakeStorage): void {
  describe(`GROQ regressions over ${name}`, () => {
    const withDocuments = async (documents: Array<Record<string, unknown>>): Promise<Lake> => {
      const lake = createLake({storage: makeStorage()})
      await lake.mutate(
        'production',
        documents.map((document) => ({create: document as never})),
      )
      return lake
    }
    const tests = [doc('a', 'test'), doc('b', 'test'), doc('c', 'test'), doc('d', 'test')]

    describe('brackets decided by parameter values', () => {
      it('slices with parameters as bounds instead of refusing "slicing must use constant numbers"', async () => {
        const lake = await withDocuments(tests)
        await expect(
          lake.query('production', '*[_type=="test"] | order(_id asc)[$from..$to]._id', {from: 1, to: 2}),
        ).resolves.toEqual(['b', 'c'])
        await expect(
          lake.query('production', '*[_type=="test"] | order(_id desc)[$from...$to]._id', {from: 0, to: 2}),
        ).resolves.toEqual(['d', 'c'])
        lake.close()
      })

      it('pages with the hosted studio list pattern [0...$__limit]', async () => {
        const lake = await withDocuments(tests)
        await expect(lake.query('production', '*[_type == "test"][0...$__limit]._id', {__limit: 3})).resolves.toEqual([
          'a',
          'b',
          'c',
        ])
        lake.close()
      })

      it('indexes with a number parameter instead of filtering to []', async () => {
        const lake = await withDocuments(tests)
        const query = '(*[_type=="post"]|order(_id))[$i]._id'
        const posts = await withDocuments([doc('p1', 'post'), doc('p2', 'post')])
        await expect(posts.query('production', query, {i: 1})).resolves.toBe('p2')
        await expect(posts.query('production', '*[_type=="post"]|order(_id)[$i - 1]._id', {i: 1})).resolves.toBe('p1')
        lake.close()
        posts.close()
      })

      it('reads an attribute with a string parameter instead of giving null', async () => {
        const lake = await withDocuments([])
        await expect(lake.query('production', '{"x":1,"y":2}[$key]', {key: 'y'})).resolves.toBe(2)
        lake.close()
      })

      it('answers one query text with different parameter shapes correctly in turn (the cache keys on the values)', async () => {
        const lake = await withDocuments(tests)
        const query = '*[_type == "test"] | order(_id)[$at]'
        await expect(lake.query('production', query, {at: 0})).resolves.toMatchObject({_id: 'a'})
        await expect(lake.query('production', query, {at: 3})).resolves.toMatchObject({_id: 'd'})
        // A string reads that attribute of every element, as `._id` would.
        await expect(lake.query('production', query, {at: '_id'})).resolves.toEqual(['a', 'b', 'c', 'd'])
        await expect(lake.query('production', query, {at: true})).resolves.toHaveLength(4)
        await expect(lake.query('production', '*[_type == $t]._id', {t: 'test'})).resolves.toHaveLength(4)
        await expect(lake.query('production', '*[_type == $t]._id', {t: 'none'})).resolves.toEqual([])
        lake.close()
      })

      it('still refuses a slice whose parameter bounds are not numbers', async () => {
        const lake = await withDocuments(tests)
        await expect(lake.query('production', '*[$from..$to]', {from: 'a', to: 1})).rejects.toMatchObject({
          kind: 'queryParse',
        })
        lake.close()
      })
    })

    describe('references() with several ids', () => {
      const documents = [
        doc('r1', 'person'),
        doc('r2', 'person'),
        doc('both', 'post', {author: ref('r1'), editor: ref('r2')}),
        doc('one', 'post', {author: ref('r1')}),
        doc('none', 'post'),
      ]

      it('returns a document that references both ids once, not twice', async () => {
        const lake = await withDocuments(documents)
        await expect(lake.query('production', '*[references("r1","r2")]._id')).resolves.toEqual(['both', 'one'])
        lake.close()
      })

      it('counts each referencing document once with an array parameter', async () => {
        const lake = await withDocuments(documents)
        await expect(lake.query('production', 'count(*[references($ids)])', {ids: ['r1', 'r2']})).resolves.toBe(2)
        lake.close()
      })
    })

    describe('equality with an empty string', () => {
      const documents = [doc('empty', 'post', {title: ''}), doc('full', 'post', {title: 'x'}), doc('missing', 'post')]

      it('returns the documents whose attribute is the empty string', async () => {
        const lake = await withDocuments(documents)
        await expect(lake.query('production', '*[title == ""]._id')).resolves.toEqual(['empty'])
        await expect(lake.query('production', '*["" == title]._id')).resolves.toEqual(['empty'])
        lake.close()
      })

      it('returns them for an empty-string parameter too', async () => {
        const lake = await withDocuments(documents)
        await expect(lake.query('production', '*[title == $t]._id', {t: ''})).resolves.toEqual(['empty'])
        await expect(
          lake.query('production', '*[_id in ["empty", "full"] && title == $t]._id', {t: ''}),
        ).resolves.toEqual(['empty'])
        lake.close()
      })
    })

    describe('functions that read the dataset themselves', () => {
      const documents = [doc('_.releases.r1', 'system.release', {name: 'r1'}), doc('p1', 'person'), doc('p2', 'person')]

      it('lets releases::all() see every document beside a filtered *', async () => {
        const lake = await withDocuments(documents)
        await expect(
          lake.query('production', '{"r": releases::all()[]._id, "p": *[_type=="person"]._id}'),
        ).resolves.toEqual({r: ['_.releases.r1'], p: ['p1', 'p2']})
        lake.close()
      })

      it('lets releases::all() see every document inside a filtered *', async () => {
        const lake = await withDocuments(documents)
        await expect(
          lake.query('production', '*[_type=="person"]{_id, "releases": count(releases::all())}'),
        ).resolves.toEqual([
          {_id: 'p1', releases: 1},
          {_id: 'p2', releases: 1},
        ])
        lake.close()
      })
    })

    describe('functions groq-js does not implement', () => {
      it('refuses geo::distance with a LakeError naming the function, not a crash', async () => {
        const lake = await withDocuments(tests)
        const error: unknown = await lake.query('production', '*[geo::distance(a, b) < 10]').catch((e: unknown) => e)
        expect(error).toBeInstanceOf(LakeError)
        expect(error).toMatchObject({kind: 'queryEvaluation', message: expect.stringContaining('geo::distance()')})
        lake.close()
      })
    })
  })
}
