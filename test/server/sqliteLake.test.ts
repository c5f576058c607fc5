import {sqliteStorage} from '../../src/server/sqliteStorage'
import {describeLake} from '../lake/lakeBehaviour'

describeLake('SQLite storage', () => sqliteStorage({filename: ':memory:'}))
