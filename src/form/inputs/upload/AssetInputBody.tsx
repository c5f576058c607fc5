import type {ReactNode} from 'react'
import type {ObjectInputProps} from '../../resolve/InputProps'
import {AssetInputFrame} from './AssetInputFrame'
import type {AssetKind} from './FormAssetServices'
import {InvalidAssetValue} from './InvalidAssetValue'
import {StaleUploadCard} from './StaleUploadCard'
import {UploadErrorCard} from './UploadErrorCard'
import {UploadPlaceholder} from './UploadPlaceholder'
import {UploadProgressCard} from './UploadProgressCard'
import type {AssetInputState} from './useAssetInput'

/** Props of {@link AssetInputBody}. */
export interface AssetInputBodyProps {
  kind: AssetKind
  /** The file or image input's own props. */
  input: ObjectInputProps
  /** What `useAssetInput` gives for it. */
  state: AssetInputState
  /** The set asset: the file card, or the image preview with its menu. */
  renderAsset: () => ReactNode
  /** More to render beside the frame's content (dialogs of the input's own). */
  extras?: ReactNode
}

/**
 * What the file and image inputs share: the frame (drop zone, rejected-file warning, the hidden
 * chooser and the browse dialog) around the value's state — the failed upload with Retry and
 * Reset, the upload's progress with Cancel (only for this session's own upload), the stale
 * upload with Clear, the invalid value with Reset, or the empty drop area — and, once an asset
 * is set, what `renderAsset` gives. Read-only, no state offers an action.
 */
export function AssetInputBody({kind, input, state, renderAsset, extras}: AssetInputBodyProps) {
  const {readOnly, path} = input
  const {status, upload, chooser, browse} = state
  let content: ReactNode
  if (status.kind === 'error') {
    content = (
      <UploadErrorCard
        fileName={status.fileName}
        onRetry={status.retry}
        onReset={() => upload.registry.dismiss(path)}
      />
    )
  } else if (status.kind === 'uploading') {
    content = (
      <UploadProgressCard
        state={status.state}
        {...(status.own && !readOnly ? {onCancel: () => upload.registry.cancel(path)} : {})}
      />
    )
  } else if (status.kind === 'stale') {
    content = <StaleUploadCard {...(readOnly ? {} : {onClear: state.clearUpload})} />
  } else if (status.kind === 'invalid') {
    content = <InvalidAssetValue kind={kind} {...(readOnly ? {} : {onReset: state.clear})} />
  } else if (status.kind === 'asset') {
    content = renderAsset()
  } else {
    content = (
      <UploadPlaceholder
        kind={kind}
        readOnly={readOnly}
        {...(state.unsupported ? {unsupported: state.unsupported} : {})}
        {...(upload.canUpload ? {onUpload: chooser.open} : {})}
        sources={browse.sources}
        onBrowse={browse.open}
      />
    )
  }
  return (
    <AssetInputFrame
      kind={kind}
      input={input}
      {...(state.drop ? {drop: state.drop} : {})}
      rejected={upload.rejected}
      onDismissRejected={upload.dismissRejected}
      extras={
        <>
          {upload.canUpload && chooser.input}
          {browse.dialog}
          {extras}
        </>
      }
    >
      {content}
    </AssetInputFrame>
  )
}
