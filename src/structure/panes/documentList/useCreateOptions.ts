import {useMemo} from 'react'
import {catchError, combineLatest, map, of, type Observable} from 'rxjs'
import {getDraftId} from '../../../document'
import {isDocumentSchemaType} from '../../../schema'
import {useWorkspace, useWorkspaceServices, type NewDocumentItem} from '../../../studio'
import {useObservableState} from '../../services/useObservableState'

/** The id a new document's create permission is checked under when its option names none. */
const NEW_DOCUMENT_ID = 'new-document'

/** A create choice of a document list: a new-document item and whether the user may create it. */
export interface CreateOption {
  item: NewDocumentItem
  hasPermission: boolean
}

/**
 * The create choices of a document list of `schemaType`: the workspace's new-document options
 * for the structure and that type (its templates), read-only types left out, each checked
 * against the user's grants for creating the draft (the published document for live-edit
 * types). Until the grants are known, and if they cannot be read, every choice counts as
 * allowed: the server decides anyway. No type, no choices.
 */
export function useCreateOptions(schemaType: string | undefined): CreateOption[] {
  const workspace = useWorkspace()
  const {permissions} = useWorkspaceServices()
  const items = useMemo((): NewDocumentItem[] => {
    if (!schemaType) return []
    let resolved: NewDocumentItem[]
    try {
      resolved = workspace.document.resolveNewDocumentOptions({type: 'structure', schemaType})
    } catch (error) {
      // A broken new-document option is a configuration problem the studio reports; the list still works.
      console.error(error)
      return []
    }
    return resolved.filter((item) => {
      const type = workspace.schema.get(item.schemaType)
      return type !== undefined && type.readOnly !== true
    })
  }, [workspace, schemaType])

  const granted$ = useMemo((): Observable<boolean[]> | null => {
    if (items.length === 0) return null
    return combineLatest(
      items.map((item) => {
        const id = item.initialDocumentId ?? NEW_DOCUMENT_ID
        const type = workspace.schema.get(item.schemaType)
        const liveEdit = isDocumentSchemaType(type) && type.liveEdit === true
        return permissions
          .documentPermission$('create', {_id: liveEdit ? id : getDraftId(id), _type: item.schemaType})
          .pipe(
            map((result) => result.granted),
            catchError(() => of(true)),
          )
      }),
    )
  }, [items, permissions, workspace])
  const {value: granted} = useObservableState<boolean[] | null>(granted$, null)
  return useMemo(() => items.map((item, index) => ({item, hasPermission: granted?.[index] ?? true})), [items, granted])
}
