import {describe, expect, it} from 'vitest'
import {ChannelError, ClientError} from '../../src/client'

describe('ClientError.fromResponse', () => {
  it('reads the {error, message, statusCode} form', () => {
    const error = ClientError.fromResponse(401, {error: 'Unauthorized', message: 'Not signed in', statusCode: 401})
    expect(error).toMatchObject({
      name: 'ClientError',
      statusCode: 401,
      message: 'Not signed in',
      description: 'Not signed in',
      details: undefined,
    })
  })

  it('reads a structured error with its items', () => {
    const body = {
      error: {
        type: 'mutationError',
        description: 'The mutation(s) failed: exists',
        items: [{index: 0, error: {type: 'documentAlreadyExistsError', description: 'exists', id: 'a'}}],
      },
    }
    const error = ClientError.fromResponse(409, body)
    expect(error.message).toBe('The mutation(s) failed: exists')
    expect(error.details).toEqual(body.error)
    expect(error.responseBody).toBe(body)
  })

  it('falls back to a short text body, else the status and reason', () => {
    expect(ClientError.fromResponse(502, 'upstream down').message).toBe('upstream down')
    expect(ClientError.fromResponse(502, '<html><body>Bad gateway</body></html>', 'Bad Gateway').message).toBe(
      'HTTP 502 Bad Gateway',
    )
    expect(ClientError.fromResponse(500, '').message).toBe('HTTP 500')
  })
})

describe('ChannelError.fromEvent', () => {
  it('keeps the message and the structured error of a channelError', () => {
    const error = ChannelError.fromEvent('channelError', {
      message: 'bad',
      error: {type: 'queryParseError', description: 'bad', start: 3},
    })
    expect(error).toMatchObject({event: 'channelError', message: 'bad', details: {type: 'queryParseError', start: 3}})
  })

  it('reads the reason of a disconnect', () => {
    expect(ChannelError.fromEvent('disconnect', {reason: 'going away'}).message).toBe('going away')
    expect(ChannelError.fromEvent('disconnect', null).message).toBe('The server ended the listener')
  })
})
