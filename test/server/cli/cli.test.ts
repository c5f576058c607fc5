import {once} from 'node:events'
import {existsSync, readFileSync, writeFileSync} from 'node:fs'
import {createServer, type AddressInfo} from 'node:net'
import {join} from 'node:path'
import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import {createLake, type Lake} from '../../../src/lake'
import {importDataset} from '../../../src/server/cli/importDataset'
import {sqliteStorage} from '../../../src/server/sqliteStorage'
import {TokenStore} from '../../../src/server/tokenStore'
import type {ContentDocument} from '../../../src/types'
import {main} from '../../../src/server/cli/main'
import {solid} from '../assets/images'
import {runCli, tempDir} from '../support/cliHarness'

let dir: string
let remove: () => void
beforeEach(() => {
  ;({dir, remove} = tempDir())
})
afterEach(() => remove())

const dataDir = () => join(dir, 'data')
const dbFile = () => join(dataDir(), 'vellum.db')

/** Opens the test data directory's lake, runs `fn`, closes it (the CLI opens its own). */
async function withLake<T>(fn: (lake: Lake) => T | Promise<T>): Promise<T> {
  const lake = createLake({storage: sqliteStorage({filename: dbFile()})})
  try {
    return await fn(lake)
  } finally {
    lake.close()
  }
}

const post = (id: string, fields: Record<string, unknown> = {}) => ({_id: id, _type: 'post', ...fields})
const ndjson = (...lines: unknown[]) =>
  lines.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n') + '\n'
const writeFile = (name: string, content: string) => {
  const file = join(dir, name)
  writeFileSync(file, content)
  return file
}
/** A document without the fields every write sets anew. */
const content = ({_rev: _r, _updatedAt: _u, ...rest}: ContentDocument) => rest

describe('vellum help and usage errors', () => {
  it('prints the overview for --help and exits 0', async () => {
    const run = await runCli(['--help'])
    expect(run).toMatchObject({code: 0, stderr: ''})
    expect(run.stdout).toMatch(/^Usage: vellum <command>/)
    for (const command of ['start', 'tokens add', 'tokens list', 'dataset export', 'dataset import'])
      expect(run.stdout).toContain(command)
  })

  it.each([
    [['start', '--help'], 'vellum start'],
    [['tokens', '--help'], 'vellum tokens add'],
    [['tokens', 'add', '--help'], 'vellum tokens add'],
    [['dataset', '--help'], 'vellum dataset export'],
    [['dataset', 'import', '--help'], '--replace | --missing'],
    [['help', 'dataset'], 'vellum dataset import'],
  ])('prints the help of %j', async (argv, expected) => {
    const run = await runCli(argv)
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(expected)
  })

  it.each([
    [[], 'Missing command'],
    [['serve'], 'Unknown command "serve"'],
    [['--verbose'], 'Unknown option "--verbose"'],
    [['tokens', 'add', '--rol', 'editor'], "Unknown option '--rol'"],
    [['tokens', 'add'], 'Missing --role'],
    [['tokens', 'remove'], 'Unknown tokens subcommand "remove"'],
    [['dataset', 'export', 'production'], 'Missing <file.ndjson>'],
    [['dataset', 'import', 'a.ndjson', 'production', 'extra'], 'Unexpected argument "extra"'],
    [
      ['dataset', 'import', 'a.ndjson', 'production', '--replace', '--missing'],
      '--replace and --missing exclude each other',
    ],
    [['start', '--port', '70000'], '--port must be an integer from 0 to 65535'],
    [['start', '--port', 'abc'], '--port must be an integer'],
  ])('rejects %j with exit code 2 and a message on stderr', async (argv, message) => {
    const run = await runCli([...argv, '--data', dataDir()].slice(0, argv.length === 0 ? 0 : undefined))
    expect(run.code).toBe(2)
    expect(run.stdout).toBe('')
    expect(run.stderr).toContain(message)
    expect(existsSync(dataDir())).toBe(false)
  })
})

describe('vellum start', () => {
  it('reports a port that is taken with exit code 1', async () => {
    const blocker = createServer().listen(0, '127.0.0.1')
    await once(blocker, 'listening')
    try {
      const {port} = blocker.address() as AddressInfo
      const run = await runCli(['start', '--port', String(port), '--data', dataDir()])
      expect(run.code).toBe(1)
      expect(run.stdout).toBe('')
      expect(run.stderr).toContain(`Could not start the server on 127.0.0.1:${port}`)
    } finally {
      blocker.close()
    }
  })

  it('stops when its abort signal fires, as on SIGTERM, and exits 0', async () => {
    const controller = new AbortController()
    controller.abort()
    const run = await runCli(['start', '--port', '0', '--data', dataDir()], {signal: controller.signal})
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/^vellum listening on http:\/\/127\.0\.0\.1:\d+\n$/)
  })
})

describe('vellum start --public-url', () => {
  it('refuses a URL that is not http(s), or has a query, with exit code 2', async () => {
    for (const bad of ['content.example.com', 'ftp://content.example.com', 'https://content.example.com/?a=1']) {
      const run = await runCli(['start', '--port', '0', '--data', dataDir(), '--public-url', bad])
      expect(run.code).toBe(2)
      expect(run.stderr).toContain('--public-url must be an http or https URL')
      expect(run.stdout).toBe('')
    }
  })

  it("makes asset documents' URLs start with it", async () => {
    const token = (await runCli(['tokens', 'add', '--role', 'editor', '--data', dataDir()])).stdout.trim()
    const controller = new AbortController()
    let listening!: (url: string) => void
    const url = new Promise<string>((resolve) => (listening = resolve))
    let stderr = ''
    const exited = main(['start', '--port', '0', '--data', dataDir(), '--public-url', 'https://content.example.com/'], {
      stdout: {write: (text: string) => listening(/listening on (\S+)/.exec(text)![1]!)},
      stderr: {write: (text: string) => (stderr += text)},
      isTTY: false,
      signal: controller.signal,
    })
    try {
      const response = await fetch(`${await url}/v2021-06-07/assets/images/production`, {
        method: 'POST',
        headers: {Authorization: `Bearer ${token}`, 'Content-Type': 'image/png'},
        body: new Uint8Array(await solid(4, 4, {r: 0, g: 0, b: 255, alpha: 1})),
      })
      expect(response.status).toBe(200)
      const {document} = (await response.json()) as {document: {url: string}}
      expect(document.url).toMatch(/^https:\/\/content\.example\.com\/images\/local\/production\/.+\.png$/)
    } finally {
      controller.abort()
      expect(await exited).toBe(0)
    }
    expect(stderr).toBe('')
  })
})

describe('vellum tokens', () => {
  it('adds a token that the token store accepts with its role and label', async () => {
    const run = await runCli(['tokens', 'add', '--role', 'editor', '--label', 'CI', '--data', dataDir()])
    expect(run.code).toBe(0)
    const lines = run.stdout.split('\n').filter(Boolean)
    expect(lines).toHaveLength(1)
    const storage = sqliteStorage({filename: dbFile()})
    try {
      expect(new TokenStore(storage.db).verify(lines[0]!)).toMatchObject({role: 'editor', label: 'CI'})
    } finally {
      storage.close()
    }
  })

  it('lists tokens by id, role and label, never the token itself', async () => {
    const token = (await runCli(['tokens', 'add', '--role', 'viewer', '--data', dataDir()])).stdout.trim()
    await runCli(['tokens', 'add', '--role', 'administrator', '--label', 'ops team', '--data', dataDir()])
    const run = await runCli(['tokens', 'list', '--data', dataDir()])
    expect(run.code).toBe(0)
    const rows = run.stdout
      .trim()
      .split('\n')
      .map((line) => line.split('\t'))
    expect(rows.map((row) => [row[1], row[3]])).toEqual([
      ['viewer', undefined],
      ['administrator', 'ops team'],
    ])
    expect(run.stdout).not.toContain(token)
  })

  it('refuses an unknown role with exit code 1 and creates no data directory', async () => {
    const run = await runCli(['tokens', 'add', '--role', 'owner', '--data', dataDir()])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain(
      'Unknown role "owner": use one of administrator, editor, developer, contributor, viewer',
    )
    expect(existsSync(dataDir())).toBe(false)
  })

  it('reports a data directory without a database instead of creating one', async () => {
    const run = await runCli(['tokens', 'list', '--data', dataDir()])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('No Vellum data in')
    expect(existsSync(dbFile())).toBe(false)
  })
})

describe('vellum dataset export and import', () => {
  const seed = () =>
    withLake(async (lake) => {
      await lake.mutate('production', [
        {create: post('p1', {title: 'Héllo wörld 😀', tags: [{_key: 'k1', name: 'a'}], body: 'line\nbreak'})},
        {create: post('p2', {author: {_type: 'reference', _ref: 'a1'}, count: 3, flag: true, nothing: null})},
        {create: {_id: 'a1', _type: 'author', name: 'Ada'}},
        {create: post('drafts.p1', {title: 'Draft'})},
      ])
      await lake.mutate('production', [{patch: {id: 'p2', inc: {count: 1}}}])
      return lake.query('production', '*') as Promise<ContentDocument[]>
    })

  it('exports every document as stored, drafts included, one per line ordered by _id', async () => {
    const stored = await seed()
    const file = join(dir, 'export.ndjson')
    const run = await runCli(['dataset', 'export', 'production', file, '--data', dataDir()])
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/^Exported 4 documents from "production" to .*export\.ndjson/)
    const lines = readFileSync(file, 'utf8').split('\n')
    expect(lines.pop()).toBe('')
    const exported = lines.map((line) => JSON.parse(line) as ContentDocument)
    expect(exported.map((doc) => doc._id)).toEqual(['a1', 'drafts.p1', 'p1', 'p2'])
    expect(exported).toEqual(expect.arrayContaining(stored))
    expect(exported).toHaveLength(stored.length)
  })

  it('round-trips into another dataset: same ids and content, _createdAt kept', async () => {
    const stored = await seed()
    const file = join(dir, 'export.ndjson')
    await runCli(['dataset', 'export', 'production', file, '--data', dataDir()])
    const run = await runCli(['dataset', 'import', file, 'staging', '--data', dataDir()])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('Imported 4 documents into "staging"')
    expect(run.stdout).toContain('Skipped 0 lines')
    const copied = await withLake((lake) => lake.query('staging', '*') as Promise<ContentDocument[]>)
    const byId = (docs: ContentDocument[]) => Object.fromEntries(docs.map((doc) => [doc._id, content(doc)]))
    expect(byId(copied)).toEqual(byId(stored))
  })

  it('skips existing ids by default and reports them, importing the rest', async () => {
    await withLake((lake) => lake.mutate('production', [{create: post('p1', {title: 'old'})}]))
    const file = writeFile(
      'in.ndjson',
      ndjson(post('p0', {title: 'new'}), post('p1', {title: 'new'}), post('p2', {title: 'new'})),
    )
    const run = await runCli(['dataset', 'import', file, 'production', '--data', dataDir()])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('Imported 2 documents')
    expect(run.stdout).toContain('Skipped 1 line:\n  line 2: document "p1" already exists (use --replace or --missing)')
    const titles = await withLake((lake) => lake.query('production', '*[_type == "post"]{_id, title}'))
    expect(titles).toEqual([
      {_id: 'p0', title: 'new'},
      {_id: 'p1', title: 'old'},
      {_id: 'p2', title: 'new'},
    ])
  })

  it('reports a repeated id of the file against its first line in the default mode', async () => {
    const file = writeFile(
      'in.ndjson',
      ndjson(post('p1', {n: 1}), post('p2'), post('p1', {n: 2}), post('p3'), post('p1', {n: 3})),
    )
    const run = await runCli(['dataset', 'import', file, 'production', '--batch-size', '3', '--data', dataDir()])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('Imported 3 documents')
    expect(run.stdout).toContain('line 3: duplicate _id "p1" (first on line 1)')
    // Line 5 falls in the next batch, after line 1 was committed.
    expect(run.stdout).toContain('line 5: document "p1" already exists')
    expect(await withLake((lake) => lake.getDocuments('production', ['p1'])[0]?.n)).toBe(1)
  })

  it('--replace overwrites existing documents', async () => {
    await withLake((lake) => lake.mutate('production', [{create: post('p1', {title: 'old', extra: true})}]))
    const file = writeFile('in.ndjson', ndjson(post('p1', {title: 'new'}), post('p2', {title: 'new'})))
    const run = await runCli(['dataset', 'import', file, 'production', '--replace', '--data', dataDir()])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('Imported 2 documents')
    const docs = await withLake((lake) => lake.query('production', '*[_type == "post"]{_id, title, extra}'))
    expect(docs).toEqual([
      {_id: 'p1', title: 'new', extra: null},
      {_id: 'p2', title: 'new', extra: null},
    ])
  })

  it('--missing keeps existing documents and creates the others', async () => {
    await withLake((lake) => lake.mutate('production', [{create: post('p1', {title: 'old'})}]))
    const file = writeFile('in.ndjson', ndjson(post('p1', {title: 'new'}), post('p2', {title: 'new'})))
    const run = await runCli(['dataset', 'import', file, 'production', '--missing', '--data', dataDir()])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('Imported 1 document into')
    expect(run.stdout).toContain('Kept 1 existing document unchanged')
    expect(run.stdout).toContain('Skipped 0 lines')
    const docs = await withLake((lake) => lake.query('production', '*[_type == "post"]{_id, title}'))
    expect(docs).toEqual([
      {_id: 'p1', title: 'old'},
      {_id: 'p2', title: 'new'},
    ])
  })

  it('skips bad lines with their line numbers and reasons, and imports the good ones', async () => {
    const file = writeFile(
      'in.ndjson',
      ndjson(
        post('ok1'),
        '{"_id": "broken", ',
        '[1, 2]',
        'null',
        '42',
        {_type: 'post'},
        {_id: 'no-type'},
        {_id: '', _type: 'post'},
        '',
        post('ok2'),
      ),
    )
    const run = await runCli(['dataset', 'import', file, 'production', '--data', dataDir()])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('Imported 2 documents')
    expect(run.stdout).toContain('Skipped 7 lines:')
    expect(run.stdout).toMatch(/line 2: invalid JSON \(.+\)/)
    expect(run.stdout).toContain('line 3: not a JSON object (array)')
    expect(run.stdout).toContain('line 4: not a JSON object (null)')
    expect(run.stdout).toContain('line 5: not a JSON object (number)')
    expect(run.stdout).toContain('line 6: missing _id')
    expect(run.stdout).toContain('line 7: missing _type')
    expect(run.stdout).toContain('line 8: missing _id')
    expect(run.stdout).not.toContain('line 9')
    expect(await withLake((lake) => lake.query('production', '*._id'))).toEqual(['ok1', 'ok2'])
  })

  it('commits one transaction per batch', async () => {
    const file = writeFile('in.ndjson', ndjson(...Array.from({length: 5}, (_, i) => post(`p${i}`))))
    const run = await runCli(['dataset', 'import', file, 'production', '--batch-size', '2', '--data', dataDir()])
    expect(run.stdout).toContain('3 transactions')
    const transactions = await withLake((lake) => lake.getTransactions('production', {}))
    expect(transactions.map((tx) => tx.documentIds)).toEqual([['p0', 'p1'], ['p2', 'p3'], ['p4']])
    expect(transactions[0]!.author).toBe('vellum-import')
  })

  it('falls back to one document per transaction when a batch conflicts, skipping only the conflicting one', async () => {
    await withLake(async (lake) => {
      await lake.mutate('production', [{create: post('p2', {title: 'theirs'})}])
      // A lake whose existence check misses p2, as when another writer creates it meanwhile.
      const racing: Lake = {...lake, getDocuments: (_dataset, ids) => ids.map(() => null)}
      const summary = await importDataset({
        lake: racing,
        dataset: 'production',
        source: [ndjson(post('p1'), post('p2'), post('p3'))],
      })
      expect(summary).toMatchObject({imported: 2, skipped: 1, transactions: 2})
      expect(summary.skippedLines).toEqual([{lineNumber: 2, id: 'p2', reason: expect.stringContaining('p2')}])
      expect(await lake.query('production', '*._id')).toEqual(['p1', 'p2', 'p3'])
      expect(lake.getDocuments('production', ['p2'])[0]?.title).toBe('theirs')
    })
  })

  it('draws a progress bar on stderr only when it is a terminal', async () => {
    const file = writeFile('in.ndjson', ndjson(post('p1'), post('p2')))
    const quiet = await runCli(['dataset', 'import', file, 'one', '--data', dataDir()])
    expect(quiet.stderr).toBe('')
    const tty = await runCli(['dataset', 'import', file, 'two', '--data', dataDir()], {isTTY: true})
    expect(tty.stderr).toMatch(/\r.*Importing into two \[#+\] 100% 2 documents/)
    const exported = await runCli(['dataset', 'export', 'two', join(dir, 'two.ndjson'), '--data', dataDir()], {
      isTTY: true,
    })
    expect(exported.stderr).toMatch(/Exporting two \[#+\] 100% 2\/2 documents/)
  })
})

describe('vellum dataset errors write nothing', () => {
  it('refuses an invalid dataset name with exit code 1', async () => {
    const file = writeFile('in.ndjson', ndjson(post('p1')))
    const run = await runCli(['dataset', 'import', file, 'Bad Name', '--data', dataDir()])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('Invalid dataset name "Bad Name"')
    expect(existsSync(dataDir())).toBe(false)
  })

  it('refuses a directory as input file with exit code 1', async () => {
    const run = await runCli(['dataset', 'import', dir, 'production', '--data', dataDir()])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('not a file')
    expect(existsSync(dataDir())).toBe(false)
  })

  it('refuses a missing input file with exit code 1', async () => {
    const run = await runCli(['dataset', 'import', join(dir, 'nope.ndjson'), 'production', '--data', dataDir()])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('nope.ndjson')
    expect(existsSync(dataDir())).toBe(false)
  })

  it('refuses to export an unknown dataset and creates no file', async () => {
    await withLake((lake) => lake.mutate('production', [{create: post('p1')}]))
    const file = join(dir, 'out.ndjson')
    const run = await runCli(['dataset', 'export', 'staging', file, '--data', dataDir()])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('Dataset "staging" does not exist (datasets: production)')
    expect(existsSync(file)).toBe(false)
  })

  it('reports an unwritable export path and leaves no partial file', async () => {
    await withLake((lake) => lake.mutate('production', [{create: post('p1')}]))
    const run = await runCli([
      'dataset',
      'export',
      'production',
      join(dir, 'missing-dir', 'out.ndjson'),
      '--data',
      dataDir(),
    ])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('Export to')
    expect(existsSync(join(dir, 'missing-dir'))).toBe(false)
  })
})
