import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {createClient, createInProcessClient, IN_PROCESS_FEATURES, type VellumClient} from '../../src/client'
import {createLake, memoryStorage} from '../../src/lake'
import {startTestServer, type TestServer} from '../server/support/startTestServer'

const config = {projectId: 'local', dataset: 'production', apiVersion: '2025-02-19'}

describe('client.features()', () => {
  let server: TestServer
  let http: VellumClient
  beforeAll(async () => {
    server = await startTestServer()
    http = createClient({apiHost: server.url, token: server.token, ...config})
  })
  afterAll(() => server.close())

  it('answers the features of a server without settings: cross-dataset references, over HTTP and in-process alike', async () => {
    const inProcess = createInProcessClient({lake: createLake({storage: memoryStorage()}), ...config})
    expect(await http.features()).toEqual(['crossDatasetReferences'])
    expect(await inProcess.features()).toEqual([...IN_PROCESS_FEATURES])
  })

  it('answers the features an in-process client is given', async () => {
    const lake = createLake({storage: memoryStorage()})
    expect(await createInProcessClient({lake, ...config, features: []}).features()).toEqual([])
    expect(await createInProcessClient({lake, ...config, features: ['tasks']}).features()).toEqual(['tasks'])
    expect(() => createInProcessClient({lake, ...config, features: [''] as never})).toThrow(/list of feature names/)
  })

  it('fails as the server does for a signed-out caller', async () => {
    const signedOut = createClient({apiHost: server.url, ...config})
    await expect(signedOut.features()).rejects.toMatchObject({statusCode: 401})
    const inProcess = createInProcessClient({lake: createLake({storage: memoryStorage()}), ...config, user: null})
    await expect(inProcess.features()).rejects.toMatchObject({statusCode: 401})
  })
})
