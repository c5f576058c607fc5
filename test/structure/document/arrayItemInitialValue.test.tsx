import {cleanup, fireEvent, screen, waitFor, within} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {createLake, memoryStorage} from '../../../src/lake'
import {defineField, defineType} from '../../../src/schema'
import type {InitialValueContext} from '../../../src/types'
import {lakeDocument, renderDocumentStudio, seed} from './support'

afterEach(cleanup)

/** A track whose initial value is resolved from the signed-in user, and a playlist of them. */
const track = defineType({
  name: 'track',
  title: 'Track',
  type: 'object',
  initialValue: async (_params: Record<string, unknown> | undefined, context: InitialValueContext) => ({
    title: `Picked by ${context.currentUser?.name ?? 'nobody'}`,
  }),
  fields: [
    defineField({name: 'title', title: 'Title', type: 'string'}),
    defineField({name: 'plays', title: 'Plays', type: 'number', initialValue: 0}),
  ],
})
const playlist = defineType({
  name: 'playlist',
  title: 'Playlist',
  type: 'document',
  fields: [defineField({name: 'tracks', title: 'Tracks', type: 'array', of: [{type: 'track'}]})],
})

// Commits are throttled to 1 s; the lake is read until it shows them.
const COMMIT_WAIT = {timeout: 4000}

describe('DocumentPane: new array items', () => {
  it('get their type’s function initial value, resolved through the workspace’s services, and reach the draft whole', async () => {
    const lake = createLake({storage: memoryStorage()})
    await seed(lake, [{_id: 'pl1', _type: 'playlist'}])
    renderDocumentStudio({lake, path: 'playlist/pl1', types: [track, playlist]})
    fireEvent.click(await screen.findByRole('button', {name: 'Add item'}))
    const dialog = await screen.findByRole('dialog', {name: 'Edit Track'})
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe('Picked by Ada Lovelace')
    await waitFor(
      () =>
        expect(lakeDocument(lake, 'drafts.pl1')?.tracks).toEqual([
          {_key: expect.stringMatching(/^[A-Za-z0-9]{12}$/), _type: 'track', title: 'Picked by Ada Lovelace', plays: 0},
        ]),
      COMMIT_WAIT,
    )
  })
})
