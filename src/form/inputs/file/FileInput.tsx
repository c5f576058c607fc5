import type {ObjectInputProps} from '../../resolve/InputProps'
import {AssetInputBody} from '../upload/AssetInputBody'
import {AssetMenu} from '../upload/AssetMenu'
import {useAssetInput} from '../upload/useAssetInput'
import {FileCard} from './FileCard'

/**
 * The input of a `file` field. Empty, it is a drop area — click Upload
 * (the browser's chooser, limited to the field's `accept`), drop a file on it (an overlay says
 * whether the file can be dropped), or paste one — with Browse for existing files. While a
 * file uploads it shows its progress with Cancel (collaborators see the same progress, from
 * `_upload`); an upload silent for 2 minutes is stale, with a clear action; a failed one says
 * 'Upload failed. The upload could not be completed at this time.' with Retry and Reset. A set
 * file is a card with its name, size and type and a menu: upload a replacement, browse,
 * download, copy URL, clear. The file's own fields follow.
 *
 * Read-only, it shows the file without menus and takes no drops. Without
 * `FormServices.assets`, or with the workspace's `form.file.directUploads` off, it says that
 * uploads are unsupported. Labelled by the field's title, reachable with Tab, and every action
 * is a button or menu item.
 */
export function FileInput(props: ObjectInputProps) {
  const state = useAssetInput('file', props)
  const {upload, asset, chooser, browse} = state
  const url = asset.status === 'loaded' ? asset.document.url : undefined
  return (
    <AssetInputBody
      kind="file"
      input={props}
      state={state}
      renderAsset={() => (
        <FileCard
          asset={asset}
          menu={
            props.readOnly ? undefined : (
              <AssetMenu
                {...(upload.canUpload ? {onUpload: chooser.open} : {})}
                sources={state.unsupported === 'no-services' ? [] : browse.sources}
                onBrowse={browse.open}
                {...(url ? {downloadUrl: `${url}?dl=`, onCopyUrl: () => state.copyUrl(url)} : {})}
                onClear={state.clear}
              />
            )
          }
        />
      )}
    />
  )
}
