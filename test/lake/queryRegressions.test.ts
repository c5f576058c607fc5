import {memoryStorage} from '../../src/lake'
import {describeQueryRegressions} from './queryRegressions'

describeQueryRegressions('memory storage', memoryStorage)
