import {describe, expect, it} from 'vitest'
import {COMMIT_RETRY_CAP_MS, commitRetryDelay, errorStatusCode, isRefusal} from '../../../src/store/document'
import {classifyCommitError, errorMessage} from '../../../src/store/document/classifyCommitError'

const failure = (statusCode: number, message: string, details?: unknown) =>
  Object.assign(new Error(message), {statusCode, details})

describe('classifyCommitError', () => {
  it('cancels on a refusal from 400 to 499', () => {
    for (const status of [400, 403, 404, 409, 413, 499])
      expect(classifyCommitError(failure(status, 'no'), 'tx', false)).toBe('refused')
  })

  it('retries server failures and anything without a status', () => {
    for (const status of [500, 502, 503])
      expect(classifyCommitError(failure(status, 'down'), 'tx', false)).toBe('retry')
    expect(classifyCommitError(new TypeError('fetch failed'), 'tx', false)).toBe('retry')
    expect(classifyCommitError('offline', 'tx', false)).toBe('retry')
  })

  it('takes a retry refused for its already used transaction id as committed', () => {
    const used = failure(409, 'The mutation(s) failed: Transaction "Ab3xYz" already exists')
    expect(classifyCommitError(used, 'Ab3xYz', true)).toBe('alreadyCommitted')
    expect(classifyCommitError(used, 'Ab3xYz', false)).toBe('refused')
    expect(classifyCommitError(failure(409, 'conflict', {type: 'transactionIdAlreadyUsedError'}), 'other', true)).toBe(
      'alreadyCommitted',
    )
    expect(
      classifyCommitError(
        failure(409, 'The mutation(s) failed', {items: [{error: {type: 'transactionIdAlreadyUsedError'}}]}),
        'x',
        true,
      ),
    ).toBe('alreadyCommitted')
    expect(classifyCommitError(failure(409, 'Document "a" already exists'), 'Ab3xYz', true)).not.toBe(
      'alreadyCommitted',
    )
  })

  it('takes a 409 for a revision that is not the document’s any more, or for a create of a document that exists now, as stale, so the commit is merged and sent again', () => {
    const stale = failure(409, 'Document "drafts.a" has revision "r2", expected "r1"')
    expect(classifyCommitError(stale, 'tx', false)).toBe('stale')
    expect(classifyCommitError(stale, 'tx', true)).toBe('stale')
    expect(
      classifyCommitError(
        failure(409, 'The mutation(s) failed', {items: [{error: {type: 'documentRevisionIDDoesNotMatchError'}}]}),
        'tx',
        false,
      ),
    ).toBe('stale')
    expect(
      classifyCommitError(
        failure(409, 'The mutation(s) failed', {items: [{error: {type: 'documentAlreadyExistsError'}}]}),
        'tx',
        false,
      ),
    ).toBe('stale')
    expect(classifyCommitError(failure(409, 'Document "drafts.a" already exists'), 'tx', false)).toBe('stale')
    expect(classifyCommitError(failure(400, 'Document "drafts.a" has revision "r2", expected "r1"'), 'tx', false)).toBe(
      'refused',
    )
  })

  it('reads statuses and messages of anything thrown', () => {
    expect(errorStatusCode(failure(404, 'x'))).toBe(404)
    expect(errorStatusCode({statusCode: '404'})).toBeUndefined()
    expect(isRefusal({statusCode: 401})).toBe(true)
    expect(isRefusal(null)).toBe(false)
    expect(errorMessage({message: 'plain'})).toBe('plain')
    expect(errorMessage(42)).toBe('42')
  })
})

describe('commitRetryDelay', () => {
  it('is 100 ms × 2^attempt, capped at 240000 ms', () => {
    expect([0, 1, 2, 3, 10, 11].map(commitRetryDelay)).toEqual([100, 200, 400, 800, 102_400, 204_800])
    expect(commitRetryDelay(12)).toBe(240_000)
    expect(commitRetryDelay(50)).toBe(COMMIT_RETRY_CAP_MS)
  })
})
