import type {ChunkType} from '../../store'
import {AddIcon, createIcon, EditIcon, TrashIcon, type IconComponent} from '../../ui'
import {DiscardChangesIcon, UnpublishIcon} from '../actions/actionIcons'

/** A paper plane: published. */
const PublishIcon = createIcon('PublishIcon', <path d="M4.5 11.5l15-6.5-5 14-3-5.5-7-2zM11.5 13.5l3-3" />)

/** The icon of each kind of history chunk: create, edit, publish, unpublish, discard, delete. */
export const CHUNK_ICONS: Record<ChunkType, IconComponent> = {
  initial: AddIcon,
  create: AddIcon,
  editDraft: EditIcon,
  editLive: EditIcon,
  publish: PublishIcon,
  unpublish: UnpublishIcon,
  discardDraft: DiscardChangesIcon,
  delete: TrashIcon,
}
