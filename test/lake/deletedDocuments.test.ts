import {memoryStorage} from '../../src/lake'
import {describeDeletedDocuments} from './deletedDocumentsBehaviour'

describeDeletedDocuments('memory storage', memoryStorage)
