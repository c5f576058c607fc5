import {cleanup, render, screen, within} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {SchemaErrorsScreen} from '../../../src/studio/screens'
import {schemaProblems} from './support'

afterEach(cleanup)

const helpUrl = (helpId: string) => `https://docs.example/schema#${helpId}`
const blogErrors = () => ({name: 'blog', title: 'Blog', basePath: '/blog', problems: schemaProblems()})

describe('SchemaErrorsScreen', () => {
  it("is titled 'Schema errors' and names the workspace", () => {
    render(<SchemaErrorsScreen errors={[blogErrors()]} />)
    expect(screen.getByRole('heading', {level: 1}).textContent).toBe('Schema errors')
    expect(screen.getByRole('region', {name: 'Schema errors'}).textContent).toContain(
      'The schema of the workspace “Blog” has problems.',
    )
  })

  it('lists problems by severity, errors first, each with its path, message and documentation link', () => {
    render(<SchemaErrorsScreen errors={[blogErrors()]} getHelpUrl={helpUrl} />)
    expect(screen.getAllByRole('heading', {level: 2}).map((heading) => heading.textContent)).toEqual([
      'Errors 1',
      'Warnings 1',
    ])
    const [error, warning] = screen.getAllByRole('listitem')
    expect(error!.textContent).toContain('post › title')
    expect(error!.textContent).toContain('Unknown type "strng" (did you mean "string"?)')
    expect(within(error!).getByRole('link', {name: 'View documentation'}).getAttribute('href')).toBe(
      'https://docs.example/schema#schema-type-unknown',
    )
    expect(warning!.textContent).toContain('Warning')
    expect(warning!.textContent).toContain('author')
    expect(within(warning!).getByRole('link', {name: 'View documentation'}).getAttribute('href')).toBe(
      'https://docs.example/schema#schema-preview-select-unknown-field',
    )
  })

  it('shows the help id when it has no documentation to link to', () => {
    render(<SchemaErrorsScreen errors={[blogErrors()]} />)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getAllByRole('listitem')[0]!.textContent).toContain('Help ID: schema-type-unknown')
  })

  it('gives each workspace its own section when several have errors', () => {
    render(
      <SchemaErrorsScreen errors={[blogErrors(), {...blogErrors(), name: 'shop', title: 'Shop', basePath: '/shop'}]} />,
    )
    expect(screen.getAllByRole('heading', {level: 2}).map((heading) => heading.textContent)).toEqual(['Blog', 'Shop'])
    expect(
      within(screen.getByRole('region', {name: 'Shop'}))
        .getAllByRole('heading', {level: 3})
        .map((heading) => heading.textContent),
    ).toEqual(['Errors 1', 'Warnings 1'])
  })
})
