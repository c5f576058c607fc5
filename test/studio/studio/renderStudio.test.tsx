import {act, screen, waitFor} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {createLake, memoryStorage} from '../../../src/lake'
import {createMemoryHistory, inProcessAuthClientFactory, memoryTokenStorage, renderStudio} from '../../../src/studio'
import {ADA, blogConfig} from './support'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('renderStudio', () => {
  it('renders a studio into an element with its own root, and the teardown unmounts it', async () => {
    const element = document.createElement('div')
    document.body.append(element)
    const storage = memoryTokenStorage()
    storage.setItem('__studio_auth_token_blog', JSON.stringify({token: 'ada-token', time: '2026-01-01T00:00:00.000Z'}))
    const lake = createLake({storage: memoryStorage()})
    let unmount!: () => void
    await act(async () => {
      unmount = renderStudio(element, blogConfig(), {
        history: createMemoryHistory({initialEntries: ['/production/vision']}),
        auth: {
          storage,
          client: (workspace) =>
            inProcessAuthClientFactory({
              lake,
              projectId: workspace.projectId,
              dataset: workspace.dataset,
              sessions: {'ada-token': ADA},
            }),
        },
      })
    })
    expect(await screen.findByText('tool vision')).toBeVisible()
    act(() => unmount())
    await waitFor(() => expect(element.childElementCount).toBe(0))
  })

  it('refuses anything but an element', () => {
    expect(() => renderStudio(null as unknown as Element, blogConfig())).toThrow(
      'renderStudio needs a DOM element to render into',
    )
  })
})
