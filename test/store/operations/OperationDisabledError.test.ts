import {describe, expect, it} from 'vitest'
import {OPERATION_DISABLED_REASONS, OperationDisabledError} from '../../../src/store/operations'

describe('OperationDisabledError', () => {
  it("says 'cannot execute publish when draft is missing' for publishing without a draft", () => {
    expect(new OperationDisabledError('publish', 'NO_CHANGES').message).toBe(
      'cannot execute publish when draft is missing',
    )
    expect(new OperationDisabledError('publish', 'ALREADY_PUBLISHED').message).toBe(
      'cannot execute publish when draft is missing',
    )
  })

  it('names the operation and the reason', () => {
    const error = new OperationDisabledError('delete', 'NOTHING_TO_DELETE')
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({
      name: 'OperationDisabledError',
      operation: 'delete',
      reason: 'NOTHING_TO_DELETE',
      message: 'cannot execute delete when there is nothing to delete',
    })
  })

  it('words every reason as “cannot execute <operation> when …”', () => {
    for (const reason of OPERATION_DISABLED_REASONS)
      expect(new OperationDisabledError('patch', reason).message).toMatch(/^cannot execute patch when /)
  })
})
