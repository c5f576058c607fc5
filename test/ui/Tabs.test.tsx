import {act, cleanup, fireEvent, render, screen} from '@testing-library/react'
import {useState} from 'react'
import {afterEach, describe, expect, it} from 'vitest'
import {Tab, TabList, TabPanel, Tabs} from '../../src/ui'

afterEach(cleanup)

function DocumentViews({initial = 'content'}: {initial?: string}) {
  return (
    <Tabs defaultSelected={initial}>
      <TabList aria-label="Document views">
        <Tab value="content" text="Content" />
        <Tab value="seo" text="SEO" disabled />
        <Tab value="preview" text="Preview" />
        <Tab value="history" text="History" />
      </TabList>
      <TabPanel value="content">Content form</TabPanel>
      <TabPanel value="seo">SEO form</TabPanel>
      <TabPanel value="preview">Preview pane</TabPanel>
      <TabPanel value="history">Revision list</TabPanel>
    </Tabs>
  )
}

const tab = (name: string) => screen.getByRole('tab', {name})

function press(key: string) {
  fireEvent.keyDown(document.activeElement!, {key})
}

describe('Tabs', () => {
  it('links each tab to its panel and shows only the selected panel', () => {
    render(<DocumentViews />)
    expect(screen.getByRole('tablist', {name: 'Document views'})).toBeVisible()
    expect(tab('Content').getAttribute('aria-selected')).toBe('true')
    const panel = screen.getByRole('tabpanel', {name: 'Content'})
    expect(tab('Content').getAttribute('aria-controls')).toBe(panel.id)
    expect(panel.textContent).toBe('Content form')
    expect(screen.queryByText('Preview pane')).toBeNull()
  })

  it('keeps only the selected tab in the tab order', () => {
    render(<DocumentViews />)
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1, -1])
  })

  it('moves and selects with ArrowRight/ArrowLeft, skipping disabled tabs and wrapping around', () => {
    render(<DocumentViews />)
    act(() => tab('Content').focus())
    press('ArrowRight')
    expect(document.activeElement).toBe(tab('Preview'))
    expect(tab('Preview').getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel').textContent).toBe('Preview pane')
    press('ArrowRight')
    expect(document.activeElement).toBe(tab('History'))
    press('ArrowRight')
    expect(document.activeElement).toBe(tab('Content'))
    press('ArrowLeft')
    expect(document.activeElement).toBe(tab('History'))
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, -1, 0])
  })

  it('jumps to the first and last tab with Home and End', () => {
    render(<DocumentViews initial="preview" />)
    act(() => tab('Preview').focus())
    press('End')
    expect(document.activeElement).toBe(tab('History'))
    press('Home')
    expect(document.activeElement).toBe(tab('Content'))
    expect(tab('Content').getAttribute('aria-selected')).toBe('true')
  })

  it('selects on click and reports the choice when controlled', () => {
    function Controlled() {
      const [selected, setSelected] = useState('a')
      return (
        <>
          <Tabs selected={selected} onSelect={setSelected}>
            <TabList aria-label="Panes">
              <Tab value="a" text="A" />
              <Tab value="b" text="B" />
            </TabList>
          </Tabs>
          <output>{selected}</output>
        </>
      )
    }
    render(<Controlled />)
    fireEvent.click(tab('B'))
    expect(screen.getByRole('status').textContent).toBe('b')
    expect(tab('B').getAttribute('aria-selected')).toBe('true')
  })

  it('does not select a disabled tab on click', () => {
    render(<DocumentViews />)
    fireEvent.click(tab('SEO'))
    expect(tab('Content').getAttribute('aria-selected')).toBe('true')
  })
})
