import {Suspense, useState} from 'react'
import {urlFor} from '../../../document'
import {createPreloadable, EditIcon, MenuItem} from '../../../ui'
import type {ObjectInputProps} from '../../resolve/InputProps'
import {useFormTranslation} from '../../translation/useFormTranslation'
import {AssetInputBody} from '../upload/AssetInputBody'
import {AssetMenu} from '../upload/AssetMenu'
import {useAssetInput} from '../upload/useAssetInput'
import {ImagePreview} from './ImagePreview'

// The hotspot and crop editor is its own chunk, loaded when it is first opened: before the
// dialog opens, since React would hold a suspended dialog back 300 ms. Pointing at or focusing
// the preview starts the load.
const imageToolDialog = createPreloadable(() => import('./ImageToolDialog').then((module) => module.ImageToolDialog))
const preloadImageTool = () => void imageToolDialog.preload()

/**
 * The input of an `image` field. Empty, it is a drop area — click Upload
 * (the chooser offers the field's `accept`, default `image/*`), drop an image on it (an
 * overlay says whether it can be dropped), or paste one — with Browse for existing images.
 * While an image uploads it shows a thumbnail and the progress (2 + percent × 0.98) with
 * Cancel; an upload silent for 2 minutes is stale, with a clear action; a failed one says
 * 'Upload failed. The upload could not be completed at this time.' with Retry and Reset.
 *
 * A set image shows a 190 px high preview (its lqip or BlurHash while it loads) and a menu:
 * 'Edit hotspot & crop' (for types with `options.hotspot`; clicking the preview opens it too),
 * upload a replacement, browse, download, copy URL, clear. The image's own fields (alt text,
 * caption, …) follow, as the schema declares them.
 *
 * Read-only, it shows the image without menus (the preview opens the hotspot view read-only)
 * and takes no drops. Without `FormServices.assets`, or with `form.image.directUploads` off, it
 * says that uploads are unsupported.
 */
export function ImageInput(props: ObjectInputProps) {
  const {readOnly, value, schemaType, onChange} = props
  const t = useFormTranslation()
  const state = useAssetInput('image', props)
  const {upload, asset, chooser, browse} = state
  const [editing, setEditing] = useState(false)
  const openTool = () => {
    const open = () => setEditing(true)
    if (imageToolDialog.loaded()) open()
    // A failed load opens all the same: the dialog throws its error to the error boundary, as before.
    else void imageToolDialog.preload().then(open, open)
  }
  const hotspot = (schemaType.options as {hotspot?: unknown} | undefined)?.hotspot === true
  const document = asset.status === 'loaded' ? asset.document : undefined
  const url = document
    ? urlFor({asset: {_id: document._id, ...(document.url ? {url: document.url} : {})}}).url()
    : undefined

  const renderAsset = () => {
    const canOpenTool = hotspot && document !== undefined
    return (
      <div className="vellum-form-image-value">
        {canOpenTool ? (
          <button
            type="button"
            className="vellum-form-image-preview-button"
            aria-label={t(readOnly ? 'asset.image.view' : 'asset.image.edit')}
            onClick={openTool}
            onPointerEnter={preloadImageTool}
            onFocus={preloadImageTool}
          >
            <ImagePreview value={value} asset={asset} />
          </button>
        ) : (
          <ImagePreview value={value} asset={asset} />
        )}
        {!readOnly && (
          <AssetMenu
            {...(upload.canUpload ? {onUpload: chooser.open} : {})}
            sources={state.unsupported === 'no-services' ? [] : browse.sources}
            onBrowse={browse.open}
            {...(url && !url.startsWith('data:')
              ? {
                  downloadUrl: urlFor({asset: {_id: document!._id, url}})
                    .forceDownload(true)
                    .url()!,
                  onCopyUrl: () => state.copyUrl(url),
                }
              : {})}
            onClear={state.clear}
          >
            {canOpenTool && <MenuItem text={t('asset.image.edit')} icon={<EditIcon />} onClick={openTool} />}
          </AssetMenu>
        )}
      </div>
    )
  }
  return (
    <AssetInputBody
      kind="image"
      input={props}
      state={state}
      renderAsset={renderAsset}
      extras={
        editing &&
        value && (
          <Suspense fallback={null}>
            <imageToolDialog.Component
              value={value}
              readOnly={readOnly}
              onChange={onChange}
              onClose={() => setEditing(false)}
            />
          </Suspense>
        )
      }
    />
  )
}
