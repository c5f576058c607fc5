import {act, cleanup, fireEvent, screen, waitFor} from '@testing-library/react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {createLake, memoryStorage} from '../../../src/lake'
import {definePlugin, resolveConfig, type DocumentActionComponent} from '../../../src/studio'
import {structureDocumentParts} from '../../../src/structure/structureTool'
import {renderDocumentStudio, seed} from '../document/support'
import {menuAction, primaryAction} from './support'

afterEach(() => cleanup())

/** A plugin's own action: plain description, computed without side effects. */
function archiveAction(onArchive: () => void): DocumentActionComponent {
  const Archive: DocumentActionComponent = ({published}) => ({
    label: 'Archive',
    tone: 'caution',
    disabled: !published,
    title: published ? undefined : 'Publish first',
    onHandle: onArchive,
  })
  Archive.action = 'archive'
  return Archive
}

const names = (actions: DocumentActionComponent[]) => actions.map((action) => action.action)

// A plugin that drops delete, adds archive and moves duplicate to the front (the primary button).
const customise = (onArchive: () => void) =>
  definePlugin({
    name: 'customise-actions',
    document: {
      actions: (prev, context) => {
        if (context.schemaType !== 'post') return prev
        const kept = prev.filter((action) => action.action !== 'delete')
        const duplicate = kept.find((action) => action.action === 'duplicate')!
        return [duplicate, ...kept.filter((action) => action !== duplicate), archiveAction(onArchive)]
      },
    },
  })()

describe('document.actions reducers', () => {
  it('start from the defaults in footer order, and let a plugin add, remove and reorder them per document type', () => {
    const [workspace] = resolveConfig({
      projectId: 'blog',
      dataset: 'production',
      plugins: [structureDocumentParts(), customise(() => {})],
    }).workspaces
    expect(names(workspace!.document.actions({schemaType: 'post', documentId: 'p1'}))).toEqual([
      'duplicate',
      'publish',
      'unpublish',
      'discardChanges',
      'restore',
      'archive',
    ])
    expect(names(workspace!.document.actions({schemaType: 'settings'}))).toEqual([
      'publish',
      'unpublish',
      'discardChanges',
      'duplicate',
      'delete',
      'restore',
    ])
  })

  it('shape the footer: the first action becomes the button, the others the menu', async () => {
    const onArchive = vi.fn()
    const lake = createLake({storage: memoryStorage()})
    await seed(lake, [{_id: 'p1', _type: 'post', title: 'Hello'}])
    renderDocumentStudio({lake, path: 'post/p1', plugins: [customise(onArchive)]})
    await primaryAction('Duplicate')
    const archive = await menuAction('Archive')
    // Each item's label (a disabled one also says why, below it).
    const labels = screen
      .getAllByRole('menuitem')
      .map((item) => item.querySelector('.vellum-structure-document-action-item > span')?.textContent)
    expect(labels).toEqual(['Publish', 'Unpublish', 'Discard changes', 'Archive'])
    expect(screen.queryByRole('menuitem', {name: /^Delete/})).toBeNull()
    await waitFor(() => expect(archive.getAttribute('aria-disabled')).toBeNull())
    await act(async () => {
      fireEvent.click(archive)
    })
    expect(onArchive).toHaveBeenCalledTimes(1)
  })
})
