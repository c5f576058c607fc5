import {firstValueFrom} from 'rxjs'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {ClientError} from '../../../src/client'
import {createKeyValueStore, type KeyValueLogger} from '../../../src/store/keyValue'
import {recordEvents} from '../../client/support/recordEvents'
import {countingClient} from '../connection/support/countingClient'
import {TRANSPORTS, type SignedInClient, type StoreTransport} from '../connection/support/storeTransports'

/** A logger that keeps what was logged, so tests can read it. */
function recordingLogger(): KeyValueLogger & {messages: unknown[][]} {
  const messages: unknown[][] = []
  return {messages, error: (...args: unknown[]) => void messages.push(args)}
}

let counter = 0
const uniqueKey = (name: string) => `test.${name}.${++counter}`

describe.each(TRANSPORTS)('the key-value store over %s', (_name, start) => {
  let transport: StoreTransport
  let ada: SignedInClient
  let grace: SignedInClient

  beforeAll(async () => {
    transport = await start()
    ada = await transport.signIn('editor', 'Ada')
    grace = await transport.signIn('viewer', 'Grace')
  })
  afterAll(() => transport.close())

  it('reads keys asked for in the same tick in one batch, with null for missing ones', async () => {
    const [layout, theme, missing] = [uniqueKey('layout'), uniqueKey('theme'), uniqueKey('missing')]
    await ada.client.keyValue.set([
      {key: layout, value: {panes: 2}},
      {key: theme, value: 'dark'},
    ])
    const counting = countingClient(ada.client)
    const store = createKeyValueStore({client: counting.client})
    const values = await Promise.all([layout, theme, missing].map((key) => firstValueFrom(store.getKey(key))))
    expect(values).toEqual([{panes: 2}, 'dark', null])
    expect(counting.calls.filter((call) => call.name === 'keyValue.get').map((call) => call.args[0])).toEqual([
      [layout, theme, missing],
    ])
  })

  it('answers a key already read from memory and shares one read between subscribers', async () => {
    const key = uniqueKey('shared')
    await ada.client.keyValue.set([{key, value: 42}])
    const counting = countingClient(ada.client)
    const store = createKeyValueStore({client: counting.client})
    const [first, second] = await Promise.all([firstValueFrom(store.getKey(key)), firstValueFrom(store.getKey(key))])
    expect([first, second, await firstValueFrom(store.getKey(key))]).toEqual([42, 42, 42])
    expect(counting.count('keyValue.get')).toBe(1)
  })

  it('shows a new value to subscribers at once and stores it for the signed-in user only', async () => {
    const key = uniqueKey('pane')
    const store = createKeyValueStore({client: ada.client})
    const values = recordEvents(store.getKey(key))
    try {
      expect(await values.next()).toBeNull()
      const stored = store.setKey(key, {width: 320})
      expect(values.values).toEqual([null, {width: 320}])
      expect(await stored).toEqual({width: 320})
      expect(await firstValueFrom(createKeyValueStore({client: ada.client}).getKey(key))).toEqual({width: 320})
      expect(await firstValueFrom(createKeyValueStore({client: grace.client}).getKey(key))).toBeNull()
      // Null removes the key.
      expect(await store.setKey(key, null)).toBeNull()
      expect((await ada.client.keyValue.get([key]))[0]).toEqual({key, value: null})
    } finally {
      values.unsubscribe()
    }
  })

  it('does not let the answer of an earlier read overwrite a value set meanwhile', async () => {
    const key = uniqueKey('race')
    await ada.client.keyValue.set([{key, value: 'old'}])
    const counting = countingClient(ada.client)
    const store = createKeyValueStore({client: counting.client})
    const values = recordEvents(store.getKey(key))
    try {
      await store.setKey(key, 'new')
      // The read was asked for before the write; wait for its answer, which must change nothing.
      await expect.poll(() => counting.count('keyValue.get')).toBe(1)
      await counting.calls.find((call) => call.name === 'keyValue.get')!.result
      await Promise.resolve()
      expect(values.values).toEqual(['new'])
    } finally {
      values.unsubscribe()
    }
  })

  it('logs a failed read and answers null, then reads again for the next subscriber', async () => {
    const logger = recordingLogger()
    const counting = countingClient(transport.signedOut())
    const store = createKeyValueStore({client: counting.client, logger})
    const key = uniqueKey('signed-out')
    expect(await firstValueFrom(store.getKey(key))).toBeNull()
    expect(logger.messages).toHaveLength(1)
    expect(logger.messages[0]![0]).toBe(`Failed to read "${key}" from the key-value store:`)
    expect(logger.messages[0]![1]).toBeInstanceOf(ClientError)
    expect(await firstValueFrom(store.getKey(key))).toBeNull()
    expect(counting.count('keyValue.get')).toBe(2)
  })

  it('logs a failed write, answers null and shows the previous value again', async () => {
    const key = uniqueKey('too-big')
    await ada.client.keyValue.set([{key, value: 'small'}])
    const logger = recordingLogger()
    const store = createKeyValueStore({client: ada.client, logger})
    const values = recordEvents(store.getKey(key))
    try {
      expect(await values.next()).toBe('small')
      const tooBig = 'x'.repeat(70 * 1024)
      expect(await store.setKey(key, tooBig)).toBeNull()
      expect(values.values).toEqual(['small', tooBig, 'small'])
      expect(logger.messages[0]![0]).toBe(`Failed to store "${key}" in the key-value store:`)
      expect(logger.messages[0]![1]).toMatchObject({statusCode: 413})
      expect((await ada.client.keyValue.get([key]))[0]!.value).toBe('small')
    } finally {
      values.unsubscribe()
    }
  })
})

describe('createKeyValueStore', () => {
  const store = createKeyValueStore({client: {keyValue: {get: async () => [], set: async () => []}}})

  it('refuses keys the server would refuse before anything is sent', () => {
    expect(() => store.getKey('')).toThrow('A key-value key must be a non-empty string')
    expect(() => store.getKey('a,b')).toThrow('The key-value key "a,b" may hold only letters, digits and . _ - : @ + ~')
    expect(() => store.getKey('k'.repeat(1025))).toThrow('The key-value key is longer than 1024 characters')
  })

  it('refuses undefined values', async () => {
    await expect(store.setKey('studio.layout', undefined)).rejects.toThrow(
      'The value of "studio.layout" is undefined; use null to remove a key',
    )
  })
})
