import {cleanup, renderHook, screen, within} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {createLake, memoryStorage} from '../../../src/lake'
import type {DocumentBadgeComponent, DocumentBadgeProps} from '../../../src/studio'
import {DEFAULT_DOCUMENT_BADGES} from '../../../src/structure/badges/defaultDocumentBadges'
import {renderDocumentStudio, seed} from '../document/support'

afterEach(() => cleanup())

const doc = (_id: string) => ({
  _id,
  _type: 'post',
  _rev: 'r1',
  _createdAt: '2026-01-01T00:00:00Z',
  _updatedAt: '2026-01-01T00:00:00Z',
})
const pair = (draft: boolean, published: boolean, liveEdit = false): DocumentBadgeProps => ({
  id: 'p1',
  type: 'post',
  draft: draft ? doc('drafts.p1') : null,
  published: published ? doc('p1') : null,
  liveEdit,
})
/** The labels the default badges give a pair, called as hooks are. */
function labels(props: DocumentBadgeProps): Array<string | undefined> {
  const {result} = renderHook(() => DEFAULT_DOCUMENT_BADGES.map((badge: DocumentBadgeComponent) => badge(props)))
  return result.current.filter((badge) => badge !== null).map((badge) => badge!.label)
}

describe('DEFAULT_DOCUMENT_BADGES', () => {
  it('mark a published document Published, a draft Draft, and both when edited', () => {
    expect(labels(pair(false, true))).toEqual(['Published'])
    expect(labels(pair(true, false))).toEqual(['Draft'])
    expect(labels(pair(true, true))).toEqual(['Published', 'Draft'])
    expect(labels(pair(false, false))).toEqual([])
  })

  it('mark live-edit documents Live, never Draft', () => {
    expect(labels(pair(false, true, true))).toEqual(['Live', 'Published'])
    expect(labels(pair(true, false, true))).toEqual(['Live'])
  })

  it('give each badge a colour and a tooltip', () => {
    const {result} = renderHook(() => DEFAULT_DOCUMENT_BADGES.map((badge) => badge(pair(true, true, false))))
    expect(result.current.filter(Boolean).map((badge) => [badge!.color, badge!.title])).toEqual([
      ['success', 'This document has a published version'],
      ['warning', 'This document has unpublished changes'],
    ])
  })

  it('show in the document pane’s header', async () => {
    const lake = createLake({storage: memoryStorage()})
    await seed(lake, [
      {_id: 'p1', _type: 'post', title: 'Out'},
      {_id: 'drafts.p1', _type: 'post', title: 'Out, changed'},
    ])
    renderDocumentStudio({lake, path: 'post/p1'})
    const badges = await screen.findByRole('group', {name: 'Document status'})
    expect(
      within(badges)
        .getAllByText(/./)
        .map((badge) => badge.textContent),
    ).toEqual(['Published', 'Draft'])
  })
})
