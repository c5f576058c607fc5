import {memoryStorage} from '../../src/lake'
import {describeLake} from './lakeBehaviour'

describeLake('memory storage', memoryStorage)
