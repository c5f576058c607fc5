import {firstValueFrom} from 'rxjs'
import {describe, expect, it} from 'vitest'
import {ClientError, createInProcessClient} from '../../../src/client'
import {createLake, memoryStorage} from '../../../src/lake'
import {isUnauthorizedError, reportUnauthorized} from '../../../src/studio/auth'
import {ADA} from './support'

function clientAs(user: typeof ADA | null) {
  return createInProcessClient({
    lake: createLake({storage: memoryStorage()}),
    projectId: 'demo',
    dataset: 'production',
    apiVersion: '2025-02-19',
    user,
  })
}

describe('reportUnauthorized', () => {
  it('reports a 401 of a promise call and still rejects with it', async () => {
    let reports = 0
    const client = reportUnauthorized(clientAs(null), () => reports++)
    await expect(client.fetch('count(*)')).rejects.toMatchObject({statusCode: 401})
    await expect(client.users.getMe()).rejects.toMatchObject({statusCode: 401})
    expect(reports).toBe(2)
  })

  it('reports a 401 a stream errors with', async () => {
    let reports = 0
    const client = reportUnauthorized(clientAs(null), () => reports++)
    await expect(firstValueFrom(client.listen('*'))).rejects.toMatchObject({statusCode: 401})
    expect(reports).toBe(1)
  })

  it('watches clients made with withConfig', async () => {
    let reports = 0
    const client = reportUnauthorized(clientAs(null), () => reports++).withConfig({dataset: 'staging'})
    expect(client.config.dataset).toBe('staging')
    await expect(client.keyValue.get(['a'])).rejects.toMatchObject({statusCode: 401})
    expect(reports).toBe(1)
  })

  it('leaves answers and other errors alone', async () => {
    let reports = 0
    const client = reportUnauthorized(clientAs(ADA), () => reports++)
    expect(await client.fetch('count(*)')).toBe(0)
    expect(client.config.projectId).toBe('demo')
    await expect(client.fetch('*[')).rejects.toMatchObject({statusCode: 400})
    expect(reports).toBe(0)
  })
})

describe('isUnauthorizedError', () => {
  it('is true only for a ClientError with status 401', () => {
    expect(isUnauthorizedError(new ClientError(401, 'no'))).toBe(true)
    expect(isUnauthorizedError(new ClientError(403, 'no'))).toBe(false)
    expect(isUnauthorizedError(Object.assign(new Error('no'), {statusCode: 401}))).toBe(false)
  })
})
