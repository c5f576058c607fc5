import {cleanup, render, screen} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {FormServicesProvider, type FormReferenceServices} from '../../../../src/form'
import {ReferringDocumentList} from '../../../../src/form/inputs/assetSource/ReferringDocumentList'

afterEach(cleanup)

const t = (key: string) => key
const documents = [
  {_id: 'drafts.p1', _type: 'post', title: 'Draft post'},
  {_id: 'a1', _type: 'author', title: undefined},
]

describe('ReferringDocumentList', () => {
  it('links each document to its edit intent, in a new tab, when the host gives reference services', () => {
    const references = {
      editIntentUrl: ({id, type}: {id: string; type: string}) => `/studio/intent/edit/id=${id};type=${type}`,
    } as unknown as FormReferenceServices
    render(
      <FormServicesProvider services={{references}}>
        <ReferringDocumentList documents={documents} t={t} />
      </FormServicesProvider>,
    )
    const draft = screen.getByRole('link', {name: 'Draft post'})
    // A draft links to its document: the intent opens the draft of the published id.
    expect(draft).toHaveAttribute('href', '/studio/intent/edit/id=p1;type=post')
    expect(draft).toHaveAttribute('target', '_blank')
    expect(screen.getByRole('link', {name: 'a1'})).toHaveAttribute('href', '/studio/intent/edit/id=a1;type=author')
  })

  it('shows plain titles without reference services', () => {
    render(
      <FormServicesProvider services={{}}>
        <ReferringDocumentList documents={documents} t={t} />
      </FormServicesProvider>,
    )
    expect(screen.queryAllByRole('link')).toEqual([])
    expect(screen.getByText('Draft post')).toBeVisible()
  })
})
