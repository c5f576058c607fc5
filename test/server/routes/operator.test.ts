import {mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterEach, describe, expect, it} from 'vitest'
import {createServer, type VellumServer} from '../../../src/server'
import {apiClient} from '../support/apiClient'

const dirs: string[] = []
const servers: VellumServer[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
  for (const dir of dirs.splice(0)) rmSync(dir, {recursive: true, force: true})
})

function dataDir(settings?: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'vellum-operator-'))
  dirs.push(dir)
  if (settings !== undefined)
    writeFileSync(
      join(dir, 'settings.json'),
      typeof settings === 'string' ? settings : JSON.stringify(settings, null, 2),
    )
  return dir
}

async function start(settings?: unknown) {
  const dir = dataDir(settings)
  const server = await createServer({dataDir: dir, port: 0, onError: () => {}})
  servers.push(server)
  const token = server.tokens.add('editor', 'Ada')
  return {dir, server, token, api: apiClient({url: server.url, token})}
}

const configured = {
  features: ['scheduledPublishing', 'tasks'],
  help: {
    latestVersion: '1.4.0',
    resources: {
      sectionArray: [
        {_type: 'externalLink', _key: 'docs', title: 'Handbook', url: 'https://intranet.example/handbook'},
      ],
    },
  },
  announcement: {
    id: 'welcome',
    daysLeft: 0,
    totalDays: 0,
    showOnLoad: {
      id: 'welcome-dialog',
      _rev: 'r1',
      dialogType: 'modal',
      headingText: 'Welcome',
      descriptionText: 'Read the handbook',
    },
    showOnClick: {id: 'welcome-popover', _rev: 'r1', dialogType: 'popover', headingText: 'Welcome'},
  },
  telemetry: {enabled: true},
}

describe('operator content without settings.json', () => {
  it('offers only cross-dataset references, no help links, no announcement, and denies telemetry', async () => {
    const {api} = await start()
    expect((await api.get('/features')).body).toEqual(['crossDatasetReferences'])
    expect((await api.get('/projects/local/features')).body).toEqual(['crossDatasetReferences'])
    expect((await api.get('/help?m=vellum@1.0.0&locale=en-US', {token: null})).body).toEqual({
      resources: {sectionArray: []},
    })
    const trial = await api.get('/journey/trial?studioVersion=1.0.0&trialState=&seenBefore=false')
    expect(trial.status).toBe(200)
    expect(trial.body).toEqual({})
    expect((await api.get('/journey/trial/override')).body).toEqual({})
    expect((await api.get('/intake/telemetry-status')).body).toEqual({status: 'denied'})
  })

  it('refuses intake batches and stores nothing', async () => {
    const {api, dir} = await start()
    const response = await api.post('/intake/batch', {projectId: 'local', batch: [{type: 'log', event: 'x'}]})
    expect(response.status).toBe(403)
    expect(response.body.message).toContain('Telemetry is turned off')
    expect(existsSync(join(dir, 'intake.ndjson'))).toBe(false)
  })
})

describe('operator content from settings.json', () => {
  it('answers the configured features, help and announcement', async () => {
    const {api} = await start(configured)
    expect((await api.get('/features')).body).toEqual(['scheduledPublishing', 'tasks', 'crossDatasetReferences'])
    expect((await api.get('/help')).body).toEqual(configured.help)
    expect((await api.get('/journey/trial?seenBefore=false')).body).toEqual(configured.announcement)
    const seen = (await api.get('/journey/trial?seenBefore=true')).body
    expect(seen.showOnLoad).toBeUndefined()
    expect(seen.showOnClick).toEqual(configured.announcement.showOnClick)
    expect((await api.post('/journey/trial/welcome', {})).status).toBe(204)
  })

  it('grants telemetry and appends intake events to the data directory when enabled', async () => {
    const {api, dir} = await start(configured)
    expect((await api.get('/intake/telemetry-status')).body).toEqual({status: 'granted'})
    const events = [
      {type: 'log', name: 'Studio Loaded'},
      {type: 'log', name: 'Search Opened'},
    ]
    // Beacons arrive as text/plain.
    const response = await api.post('/intake/batch', JSON.stringify({projectId: 'local', batch: events}), {
      headers: {'Content-Type': 'text/plain'},
    })
    expect(response.status).toBe(204)
    const lines = readFileSync(join(dir, 'intake.ndjson'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(lines.map((line) => line.event)).toEqual(events)
    expect(lines[0]).toMatchObject({
      projectId: 'local',
      userId: expect.stringMatching(/^t/),
      receivedAt: expect.any(String),
    })
  })

  it('refuses malformed intake batches and anonymous ones', async () => {
    const {api, dir} = await start(configured)
    expect((await api.post('/intake/batch', {batch: 'nope'})).status).toBe(400)
    expect((await api.post('/intake/batch', {projectId: 'other', batch: []})).status).toBe(400)
    expect((await api.post('/intake/batch', {batch: [1]})).status).toBe(400)
    expect((await api.post('/intake/batch', {batch: [{a: 1}]}, {token: null})).status).toBe(401)
    expect(existsSync(join(dir, 'intake.ndjson'))).toBe(false)
  })
})

describe('settings.json problems', () => {
  it('stops the start at invalid JSON, naming the file, line and column', async () => {
    const dir = dataDir('{\n  "features": ["a",]\n}')
    await expect(createServer({dataDir: dir, port: 0})).rejects.toThrow(
      /settings\.json is not valid JSON at line 2, column \d+/,
    )
  })

  it('stops the start at settings it does not understand, naming the setting', async () => {
    await expect(createServer({dataDir: dataDir({features: 'all'}), port: 0})).rejects.toThrow(
      /settings\.json: "features" must be a list/,
    )
    await expect(createServer({dataDir: dataDir({telemetry: true}), port: 0})).rejects.toThrow(/"telemetry" must be/)
    await expect(createServer({dataDir: dataDir({telemetri: {enabled: true}}), port: 0})).rejects.toThrow(
      /unknown setting "telemetri"/,
    )
    await expect(createServer({dataDir: dataDir('[]'), port: 0})).rejects.toThrow(/must be a JSON object/)
  })

  it('accepts an empty object and a byte-order mark', async () => {
    const {api} = await start('\uFEFF{}')
    expect((await api.get('/features')).body).toEqual(['crossDatasetReferences'])
  })
})

describe('the cross-dataset references feature', () => {
  it('is listed once however the features list names it, and switched off by "crossDatasetReferences": false', async () => {
    const listed = await start({features: ['crossDatasetReferences', 'tasks']})
    expect((await listed.api.get('/features')).body).toEqual(['tasks', 'crossDatasetReferences'])
    const off = await start({features: ['crossDatasetReferences', 'tasks'], crossDatasetReferences: false})
    expect((await off.api.get('/features')).body).toEqual(['tasks'])
    expect((await off.api.get('/projects/local/features')).body).toEqual(['tasks'])
  })

  it('refuses a setting that is not a boolean, naming it', async () => {
    await expect(createServer({dataDir: dataDir({crossDatasetReferences: 'no'}), port: 0})).rejects.toThrow(
      /settings\.json: "crossDatasetReferences" must be true or false/,
    )
  })
})

describe('jsonErrorOffset', () => {
  it('points at the first character that is not JSON', async () => {
    const {jsonErrorOffset} = await import('../../../src/server/operatorSettings')
    expect(jsonErrorOffset('{"a": [1, 2]}')).toBe(-1)
    expect(jsonErrorOffset('{"a": "x\\"y", "b": [true, false, null, -1.5e3]}')).toBe(-1)
    expect(jsonErrorOffset('{"a": [1,]}')).toBe(9)
    expect(jsonErrorOffset('{"a" 1}')).toBe(5)
    expect(jsonErrorOffset('{"a": tru}')).toBe(9)
    expect(jsonErrorOffset('{"a": 1')).toBe(7)
    expect(jsonErrorOffset('{} x')).toBe(3)
    expect(jsonErrorOffset("{'a': 1}")).toBe(1)
  })
})
