import {useRef, useState} from 'react'
import type {Patch} from '../../../types'
import {Button, Dialog, Text} from '../../../ui'
import {parseImageAssetId} from '../../../document'
import {useFormTranslation} from '../../translation/useFormTranslation'
import {useImageAssetUrl, type ImageUrlOptions} from '../assetSource/useImageAssetUrl'
import {useElementWidth} from '../useElementWidth'
import {DEFAULT_CROP, DEFAULT_HOTSPOT, readCrop, readHotspot} from './tool/imageToolGeometry'
import {imageToolPatches} from './tool/imageToolPatches'
import {ImageToolPreviews} from './tool/ImageToolPreviews'
import {ImageToolStage, settleImageToolState, type ImageToolState} from './tool/ImageToolStage'
import {imageAssetIdOf} from './tool/imageAssetIdOf'

/** The image tool's canvas at most this many px wide (and {@link IMAGE_TOOL_MAX_HEIGHT} high). */
export const IMAGE_TOOL_MAX_WIDTH = 1000

/** The image tool's canvas at most this many px high. */
export const IMAGE_TOOL_MAX_HEIGHT = 500

/** Room around the canvas for the handles, which stick out of the image, in px. */
export const IMAGE_TOOL_HANDLE_MARGIN = 8

/** The width in px of the image the dialog loads (fit `max`, so never larger than the original; format `auto`). */
export const IMAGE_TOOL_IMAGE_WIDTH = 2000

/** The canvas width used before the dialog has been measured (and in DOM tests, which have no layout). */
const UNMEASURED_WIDTH = 500

/** An image value as the dialog reads it: its asset reference, crop and hotspot. */
export interface ImageToolValue {
  _type?: string
  asset?: {_ref?: string}
  crop?: unknown
  hotspot?: unknown
}

/** Props of {@link ImageToolDialog}. */
export interface ImageToolDialogProps {
  /** The image value: its `asset` reference (which gives the image and its size), `crop` and `hotspot`. */
  value: ImageToolValue | undefined
  /**
   * Called with the patches of each settled change (a drag released, an arrow key): the value's
   * `_type` if missing, then `crop` and `hotspot` whole. Paths are relative to the image value.
   */
  onChange: (patches: Patch[]) => void
  onClose: () => void
  /** Show the crop and hotspot without handles. */
  readOnly?: boolean
  /**
   * Builds the image's URL (of the value's asset). Without it the dialog builds it as previews
   * do (see `useImageAssetUrl`); when neither can, it shows the image's shape without the picture.
   */
  imageUrl?: (options: ImageUrlOptions) => string | undefined
}

/** The whole image (its crop is drawn over it), 2000 px wide at most. */
const TOOL_IMAGE: ImageUrlOptions = {width: IMAGE_TOOL_IMAGE_WIDTH, fit: 'max', auto: 'format', ignoreImageParams: true}

function useToolImageUrl(
  value: ImageToolValue | undefined,
  imageUrl: ImageToolDialogProps['imageUrl'],
): string | undefined {
  const built = useImageAssetUrl(imageUrl ? undefined : value, TOOL_IMAGE)
  if (imageUrl) return imageUrl(TOOL_IMAGE)
  return built.status === 'ready' ? built.url : undefined
}

const stateOf = (value: ImageToolValue | undefined): ImageToolState =>
  settleImageToolState({
    crop: value?.crop === undefined ? {...DEFAULT_CROP} : readCrop(value.crop),
    hotspot: value?.hotspot === undefined ? {...DEFAULT_HOTSPOT} : readHotspot(value.hotspot),
  })

/**
 * The hotspot-and-crop dialog of an image field: the image at most 1000 ×
 * 500 px with its crop handles and hotspot ellipse, which the mouse drags and the arrow keys
 * move (Shift for bigger steps), and how the image shows at 3:4, Square, 16:9 and Panorama.
 * Each settled change is sent as patches at once; values are normalised and clamped first.
 * It is its own chunk: load it with `createPreloadable` where it opens, and open it once loaded
 * (a dialog suspended on its chunk would show 300 ms late).
 *
 * @example
 * ```tsx
 * const imageToolDialog = createPreloadable(() => import('./ImageToolDialog').then((module) => module.ImageToolDialog))
 * const open = () => void imageToolDialog.preload().then(() => setEditing(true))
 * {editing && <Suspense fallback={null}><imageToolDialog.Component value={value} onChange={(patches) => onChange(patches)} onClose={close} /></Suspense>}
 * ```
 */
export function ImageToolDialog({value, onChange, onClose, readOnly = false, imageUrl}: ImageToolDialogProps) {
  const t = useFormTranslation()
  const assetRef = imageAssetIdOf(value)
  const image = assetRef === undefined ? undefined : parseImageAssetId(assetRef)
  const aspect = image ? image.width / image.height : 4 / 3
  const src = useToolImageUrl(value, imageUrl)

  // The tool shows its own state at once; the value catches up when the patches are applied.
  const [state, setState] = useState(() => stateOf(value))
  // A crop or hotspot changed from outside (another editor, an undo) replaces the tool's state.
  const storedKey = JSON.stringify([value?.crop ?? null, value?.hotspot ?? null])
  const [syncedKey, setSyncedKey] = useState(storedKey)
  if (syncedKey !== storedKey) {
    setSyncedKey(storedKey)
    setState(stateOf(value))
  }

  const frame = useRef<HTMLDivElement>(null)
  const measured = useElementWidth(frame)
  const available = Math.max(
    100,
    (measured ?? UNMEASURED_WIDTH + 2 * IMAGE_TOOL_HANDLE_MARGIN) - 2 * IMAGE_TOOL_HANDLE_MARGIN,
  )
  const width = Math.round(Math.min(available, IMAGE_TOOL_MAX_WIDTH, IMAGE_TOOL_MAX_HEIGHT * aspect))

  const commit = (next: ImageToolState) => {
    setState(next)
    onChange(imageToolPatches(value?._type ?? 'image', next.crop, next.hotspot))
  }

  return (
    <Dialog
      header={readOnly ? t('image-tool.title-read-only') : t('image-tool.title')}
      onClose={onClose}
      closeLabel={t('image-tool.close')}
      width={IMAGE_TOOL_MAX_WIDTH + 2 * IMAGE_TOOL_HANDLE_MARGIN + 48}
      className="vellum-form-image-tool-dialog"
      footer={<Button text={t('image-tool.done')} tone="primary" onClick={onClose} />}
    >
      <div className="vellum-form-image-tool">
        {assetRef === undefined ? (
          <Text muted>{t('image-tool.no-image')}</Text>
        ) : (
          <>
            {readOnly ? null : (
              <Text size={1} muted>
                {t('image-tool.instructions')}
              </Text>
            )}
            <div className="vellum-form-image-tool-frame" ref={frame} style={{padding: IMAGE_TOOL_HANDLE_MARGIN}}>
              <ImageToolStage
                src={src}
                aspect={aspect}
                width={width}
                state={state}
                readOnly={readOnly}
                onCommit={commit}
                t={t}
              />
            </div>
            <ImageToolPreviews src={src} aspect={aspect} crop={state.crop} hotspot={state.hotspot} t={t} />
          </>
        )}
      </div>
    </Dialog>
  )
}
