import {cleanup, fireEvent, render, screen, within} from '@testing-library/react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import type {ConfigIssue} from '../../../src/studio'
import {ConfigIssuesDialog} from '../../../src/studio/screens'
import {schemaWarnings} from './support'

afterEach(cleanup)

const issues: ConfigIssue[] = [
  {
    severity: 'warning',
    message: 'A tool without a name was skipped',
    path: ['blog', 'media-plugin'],
    property: 'tools',
  },
  {severity: 'warning', message: 'Unknown component slot "footer"', path: []},
]

describe('ConfigIssuesDialog', () => {
  it("is the 'Configuration issues' dialog listing schema warnings and configuration warnings", () => {
    render(
      <ConfigIssuesDialog
        onClose={() => {}}
        issues={issues}
        schemaProblems={schemaWarnings()}
        getHelpUrl={(id) => `https://docs.example/${id}`}
      />,
    )
    const dialog = screen.getByRole('dialog', {name: 'Configuration issues'})
    expect(
      within(dialog)
        .getAllByRole('heading', {level: 3})
        .map((heading) => heading.textContent),
    ).toEqual(['Schema', 'Configuration'])
    const items = within(dialog).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'WarningauthorPreview "title" selects "nope", which is not a field of "author"View documentation',
      'Warningblog › media-pluginA tool without a name was skippedProperty: tools',
      'WarningUnknown component slot "footer"',
    ])
  })

  it('closes from its close button and on Escape', () => {
    const onClose = vi.fn()
    render(<ConfigIssuesDialog onClose={onClose} issues={issues} />)
    fireEvent.click(screen.getByRole('button', {name: 'Close'}))
    fireEvent.keyDown(screen.getByRole('dialog'), {key: 'Escape'})
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it('says so when there is nothing to report', () => {
    render(<ConfigIssuesDialog onClose={() => {}} />)
    expect(screen.getByRole('dialog').textContent).toContain('No configuration issues found.')
  })
})
