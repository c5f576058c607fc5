import {documentIdProblem} from '../document'
import {LakeError} from './LakeError'

/**
 * Refuses a list of ids, as a lookup or history request gives them, that holds one that is
 * not a valid document id (see `isValidDocumentId`): no such document can exist.
 * @throws LakeError `badRequest` naming the first invalid id.
 */
export function checkDocumentIds(ids: readonly string[]): void {
  for (const id of ids) {
    const problem = documentIdProblem(id)
    if (problem !== undefined) throw new LakeError('badRequest', problem)
  }
}
