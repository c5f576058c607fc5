import {cleanup, render, screen} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {createFormTranslate, MemberErrorAlert, type FieldMemberError} from '../../../src/form'

afterEach(cleanup)

describe('MemberErrorAlert', () => {
  it('shows an error of a kind it does not know as an unexpected error with its type', () => {
    const error = {type: 'TYPE_ANNOTATION_MISMATCH'} as unknown as FieldMemberError
    render(<MemberErrorAlert error={error} readOnly={false} onFix={() => {}} t={createFormTranslate(undefined)} />)
    expect(screen.getByRole('alert').textContent).toBe('Unexpected error: TYPE_ANNOTATION_MISMATCH')
  })
})
