import {existsSync} from 'node:fs'
import {join, resolve} from 'node:path'
import {sqliteStorage, type SqliteStorage} from '../sqliteStorage'
import {CommandError} from './usage'

/** The data directory commands use when `--data` is not given. */
export const DEFAULT_DATA_DIR = './.vellum'

/** The database file inside a data directory. */
export function databaseFile(dataDir: string): string {
  return join(resolve(dataDir), 'vellum.db')
}

/**
 * Opens the SQLite storage of a data directory.
 * @param create - create the directory and database when missing (`tokens add`, `import`);
 *   read-only commands pass false and get a clear error instead of an empty new database.
 */
export function openDataDir(dataDir: string, create: boolean): SqliteStorage {
  const file = databaseFile(dataDir)
  if (!create && !existsSync(file)) {
    throw new CommandError(
      `No Vellum data in ${resolve(dataDir)} (expected ${file}); pass --data <dir> or run "vellum start" first`,
    )
  }
  return sqliteStorage({filename: file})
}
