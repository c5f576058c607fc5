import {cleanup, fireEvent, render, screen, within} from '@testing-library/react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {Button, Layer, LayerProvider, Popover, ThemeProvider, darkTheme, lightTheme, useLayerZIndex} from '../../src/ui'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const root = () => document.querySelector<HTMLElement>('[data-vellum-theme]')!

describe('ThemeProvider', () => {
  it('marks its root for the stylesheet: the vellum-theme class and the scheme', () => {
    render(<ThemeProvider scheme="dark">x</ThemeProvider>)
    expect(root().classList.contains('vellum-theme')).toBe(true)
    expect(root().dataset.scheme).toBe('dark')
    // The built-in tokens come from the stylesheet, not inline styles.
    expect(root().style.getPropertyValue('--vellum-color-bg')).toBe('')
  })

  it('defaults to light', () => {
    render(<ThemeProvider>x</ThemeProvider>)
    expect(root().dataset.scheme).toBe('light')
  })

  it('resolves system from prefers-color-scheme', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query === '(prefers-color-scheme: dark)',
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    )
    render(<ThemeProvider scheme="system">x</ThemeProvider>)
    expect(root().dataset.scheme).toBe('dark')
  })

  it('still reads darkTheme as the dark scheme', () => {
    render(<ThemeProvider theme={darkTheme}>x</ThemeProvider>)
    expect(root().dataset.scheme).toBe('dark')
  })

  it('passes its scheme and custom tokens on to layers portalled out of it', async () => {
    const custom = {...lightTheme, color: {...lightTheme.color, primary: '#7b2cbf'}}
    render(
      <ThemeProvider scheme="dark" theme={custom}>
        <Popover content="Inside" defaultOpen>
          <Button text="Open" />
        </Popover>
      </ThemeProvider>,
    )
    const popover = await screen.findByRole('dialog')
    const layer = popover.closest<HTMLElement>('.vellum-layer')!
    expect(root().contains(layer)).toBe(false)
    expect(layer.classList.contains('vellum-theme')).toBe(true)
    expect(layer.dataset.scheme).toBe('dark')
    expect(layer.style.getPropertyValue('--vellum-color-primary')).toBe('#7b2cbf')
  })
})

describe('Layer', () => {
  function ZIndex() {
    return <output>{useLayerZIndex()}</output>
  }

  it('portals to the body and stacks each nested layer above its parent', () => {
    render(
      <div data-testid="page">
        <Layer data-testid="outer">
          <Layer data-testid="inner" zOffset={5}>
            <ZIndex />
          </Layer>
        </Layer>
      </div>,
    )
    const outer = screen.getByTestId('outer')
    const inner = screen.getByTestId('inner')
    expect(screen.getByTestId('page').contains(outer)).toBe(false)
    expect(outer.style.zIndex).toBe('1')
    expect(inner.style.zIndex).toBe('6')
    expect(within(inner).getByRole('status').textContent).toBe('6')
  })

  it('starts from the base a LayerProvider sets, in the element it names', () => {
    const host = document.createElement('div')
    document.body.append(host)
    render(
      <LayerProvider zOffset={1000} portalElement={host}>
        <Layer data-testid="layer" />
      </LayerProvider>,
    )
    const layer = screen.getByTestId('layer')
    expect(layer.style.zIndex).toBe('1001')
    expect(host.contains(layer)).toBe(true)
    host.remove()
  })

  it('is what a popover opened inside a layer renders in, one step up', async () => {
    render(
      <Layer>
        <Popover content="Nested">
          <Button text="Open" />
        </Popover>
      </Layer>,
    )
    fireEvent.click(screen.getByRole('button', {name: 'Open'}))
    const popover = await screen.findByRole('dialog')
    expect(popover.closest<HTMLElement>('.vellum-layer')!.style.zIndex).toBe('2')
  })
})
