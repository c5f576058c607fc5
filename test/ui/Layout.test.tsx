import {cleanup, render, screen} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {Badge, Card, Flex, Grid, Heading, InfoIcon, SearchIcon, Stack, Text, createIcon} from '../../src/ui'

afterEach(cleanup)

describe('layout primitives', () => {
  it('Stack spaces a column (or a row) with steps of the spacing scale', () => {
    render(<Stack gap={3} row padding={2} data-testid="stack" />)
    const stack = screen.getByTestId('stack')
    expect(stack.style.flexDirection).toBe('row')
    expect(stack.style.gap).toBe('var(--vellum-space-3)')
    expect(stack.style.padding).toBe('var(--vellum-space-2)')
  })

  it('Flex centres a row and can wrap', () => {
    render(<Flex gap={2} wrap justify="space-between" data-testid="flex" />)
    const flex = screen.getByTestId('flex')
    expect(flex.style.alignItems).toBe('center')
    expect(flex.style.flexWrap).toBe('wrap')
    expect(flex.style.justifyContent).toBe('space-between')
  })

  it('Grid makes equal columns, or as many of a minimum width as fit', () => {
    render(
      <>
        <Grid columns={3} data-testid="three" />
        <Grid minColumnWidth={120} data-testid="assets" />
      </>,
    )
    expect(screen.getByTestId('three').style.gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))')
    expect(screen.getByTestId('assets').style.gridTemplateColumns).toBe('repeat(auto-fill, minmax(120px, 1fr))')
  })

  it('Card carries its tone, border and padding', () => {
    render(<Card tone="caution" border padding={4} data-testid="card" />)
    const card = screen.getByTestId('card')
    expect(card.dataset.tone).toBe('caution')
    expect(card.hasAttribute('data-border')).toBe(true)
    expect(card.style.padding).toBe('var(--vellum-space-4)')
  })
})

describe('Text and Heading', () => {
  it('Heading sets the outline with its level and the look with its size', () => {
    render(
      <>
        <Heading>Documents</Heading>
        <Heading level={1} size={2}>
          Small page title
        </Heading>
      </>,
    )
    const documents = screen.getByRole('heading', {name: 'Documents', level: 2})
    expect(documents.dataset.size).toBe('4')
    expect(screen.getByRole('heading', {name: 'Small page title', level: 1}).dataset.size).toBe('2')
  })

  it('Text is a paragraph unless told, with size and muted', () => {
    render(
      <>
        <Text muted size={1}>
          Edited 5 minutes ago
        </Text>
        <Text as="span" code>
          drafts.abc
        </Text>
      </>,
    )
    const note = screen.getByText('Edited 5 minutes ago')
    expect(note.tagName).toBe('P')
    expect(note.dataset.size).toBe('1')
    expect(note.hasAttribute('data-muted')).toBe(true)
    expect(screen.getByText('drafts.abc').tagName).toBe('SPAN')
  })
})

describe('Badge', () => {
  it('is a toned label', () => {
    render(<Badge tone="positive">Published</Badge>)
    expect(screen.getByText('Published').dataset.tone).toBe('positive')
  })
})

describe('icons', () => {
  it('are decorative unless titled', () => {
    render(
      <>
        <SearchIcon data-testid="decorative" />
        <InfoIcon title="More information" />
      </>,
    )
    expect(screen.getByTestId('decorative').getAttribute('aria-hidden')).toBe('true')
    expect(screen.getByRole('img', {name: 'More information'})).toBeVisible()
  })

  it('follow the font size by default and take a size', () => {
    render(<SearchIcon data-testid="icon" size={24} />)
    expect(screen.getByTestId('icon').getAttribute('width')).toBe('24')
    expect(SearchIcon.displayName).toBe('SearchIcon')
  })

  it('can be made by plugins in the same style', () => {
    const StarIcon = createIcon('StarIcon', <path d="M12 4l2 5h5l-4 3 2 5-5-3-5 3 2-5-4-3h5z" />)
    render(<StarIcon data-testid="star" />)
    const svg = screen.getByTestId('star')
    expect(svg.getAttribute('stroke')).toBe('currentColor')
    expect(svg.getAttribute('width')).toBe('1.25em')
  })
})
