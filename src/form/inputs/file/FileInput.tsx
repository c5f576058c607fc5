import type {ObjectInputProps} from '../../resolve/InputProps'
import {AssetInputFrame} from '../upload/AssetInputFrame'
import {AssetMenu} from '../upload/AssetMenu'
import {InvalidAssetValue} from '../upload/InvalidAssetValue'
import {StaleUploadCard} from '../upload/StaleUploadCard'
import {UploadErrorCard} from '../upload/UploadErrorCard'
import {UploadPlaceholder} from '../upload/UploadPlaceholder'
import {UploadProgressCard} from '../upload/UploadProgressCard'
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
  const {readOnly} = props
  const state = useAssetInput('file', props)
  const {status, upload, asset, chooser, browse} = state
  const onUpload = upload.canUpload ? chooser.open : undefined
  const url = asset.status === 'loaded' ? asset.document.url : undefined

  let content
  if (status.kind === 'error') {
    content = (
      <UploadErrorCard
        fileName={status.fileName}
        onRetry={status.retry}
        onReset={() => upload.registry.dismiss(props.path)}
      />
    )
  } else if (status.kind === 'uploading') {
    content = (
      <UploadProgressCard
        state={status.state}
        {...(status.own && !readOnly ? {onCancel: () => upload.registry.cancel(props.path)} : {})}
      />
    )
  } else if (status.kind === 'stale') {
    content = <StaleUploadCard {...(readOnly ? {} : {onClear: state.clearUpload})} />
  } else if (status.kind === 'invalid') {
    content = <InvalidAssetValue kind="file" {...(readOnly ? {} : {onReset: state.clear})} />
  } else if (status.kind === 'asset') {
    const menu = readOnly ? undefined : (
      <AssetMenu
        {...(onUpload ? {onUpload} : {})}
        sources={state.unsupported === 'no-services' ? [] : browse.sources}
        onBrowse={browse.open}
        {...(url ? {downloadUrl: `${url}?dl=`, onCopyUrl: () => state.copyUrl(url)} : {})}
        onClear={state.clear}
      />
    )
    content = <FileCard asset={asset} menu={menu} />
  } else {
    content = (
      <UploadPlaceholder
        kind="file"
        readOnly={readOnly}
        {...(state.unsupported ? {unsupported: state.unsupported} : {})}
        {...(onUpload ? {onUpload} : {})}
        sources={browse.sources}
        onBrowse={browse.open}
      />
    )
  }
  return (
    <AssetInputFrame
      kind="file"
      input={props}
      {...(state.drop ? {drop: state.drop} : {})}
      rejected={upload.rejected}
      onDismissRejected={upload.dismissRejected}
      extras={
        <>
          {upload.canUpload && chooser.input}
          {browse.dialog}
        </>
      }
    >
      {content}
    </AssetInputFrame>
  )
}
