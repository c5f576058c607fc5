import {useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode, type RefObject} from 'react'
import type {FormTranslate} from '../../../translation/useFormTranslation'
import {arrowKeyDelta} from './arrowKeyDelta'
import {
  clampHotspot,
  cropBox,
  dragCropEdge,
  moveCrop,
  moveCropEdge,
  moveHotspot,
  normaliseCrop,
  resizeHotspot,
  type CropEdge,
  type ImageCrop,
  type ImageHotspot,
} from './imageToolGeometry'
import {useStageDrag} from './useStageDrag'

/** A crop and a hotspot together: what the image tool edits. */
export interface ImageToolState {
  crop: ImageCrop
  hotspot: ImageHotspot
}

/** Props of {@link ImageToolStage}. */
export interface ImageToolStageProps {
  /** The image's URL; without one the stage shows an empty box of the image's shape. */
  src: string | undefined
  /** The image's width / height. */
  aspect: number
  /** The stage's width in pixels (its height follows the image's shape). */
  width: number
  state: ImageToolState
  readOnly: boolean
  /** Called with every settled change: after a drag ends, and on each arrow key. */
  onCommit: (state: ImageToolState) => void
  t: FormTranslate
}

/** What is being dragged. */
type DragTarget = {kind: 'edge'; edge: CropEdge} | {kind: 'crop'} | {kind: 'hotspot'} | {kind: 'hotspot-size'}

const EDGES: readonly CropEdge[] = ['top', 'bottom', 'left', 'right']

const percent = (fraction: number) => `${fraction * 100}%`

/**
 * Settles a state when a drag ends: swapped crop edges are normalised, edges
 * clamped, and the hotspot kept inside the crop.
 */
export function settleImageToolState(state: ImageToolState): ImageToolState {
  const crop = normaliseCrop(state.crop)
  return {crop, hotspot: clampHotspot(state.hotspot, crop)}
}

function dragged(target: DragTarget, from: ImageToolState, dx: number, dy: number): ImageToolState {
  switch (target.kind) {
    case 'edge':
      return {
        ...from,
        crop: dragCropEdge(from.crop, target.edge, target.edge === 'top' || target.edge === 'bottom' ? dy : dx),
      }
    case 'crop':
      return {...from, crop: moveCrop(from.crop, dx, dy)}
    case 'hotspot':
      return {...from, hotspot: moveHotspot(from.hotspot, from.crop, dx, dy)}
    case 'hotspot-size':
      // The handle sits on the ellipse's rim: the ellipse grows on both sides of its centre.
      return {...from, hotspot: resizeHotspot(from.hotspot, from.crop, 2 * dx, 2 * dy)}
  }
}

function keyed(target: DragTarget, from: ImageToolState, dx: number, dy: number): ImageToolState | undefined {
  switch (target.kind) {
    case 'edge': {
      const vertical = target.edge === 'top' || target.edge === 'bottom'
      const delta = vertical ? dy : dx
      return delta === 0 ? undefined : {...from, crop: moveCropEdge(from.crop, target.edge, delta)}
    }
    case 'crop':
      return {...from, crop: moveCrop(from.crop, dx, dy)}
    case 'hotspot':
      return {...from, hotspot: moveHotspot(from.hotspot, from.crop, dx, dy)}
    case 'hotspot-size':
      // Right and up make it bigger; left and down smaller.
      return {...from, hotspot: resizeHotspot(from.hotspot, from.crop, dx, -dy)}
  }
}

/**
 * The image with its crop (the cut-away parts shaded) and hotspot (an ellipse), and the handles
 * that edit them: a handle on each crop edge, the crop area itself (drag to move the crop), the
 * hotspot (drag or arrow keys to move it) and a handle on its rim (to resize it). Every handle
 * is focusable and named; arrow keys move it by 1% of the image, Shift+arrows by 10%.
 */
export function ImageToolStage({src, aspect, width, state, readOnly, onCommit, t}: ImageToolStageProps) {
  const stage = useRef<HTMLDivElement>(null)
  const [draft, setDraftState] = useState<ImageToolState | null>(null)
  // The draft as the pointer left it, read when the drag ends (state updates are not yet seen there).
  const draftRef = useRef<ImageToolState | null>(null)
  const setDraft = (next: ImageToolState | null) => {
    draftRef.current = next
    setDraftState(next)
  }
  const dragStart = useRef<ImageToolState>(state)
  const shown = draft ? settleImageToolState(draft) : state
  const box = cropBox(shown.crop)
  const {hotspot} = shown
  const height = width / aspect

  const handleFor = (
    target: DragTarget,
    label: string,
    className: string,
    style: CSSProperties,
    extra: Record<string, unknown> = {},
  ): ReactNode => (
    <ToolHandle
      key={label}
      stage={stage}
      label={label}
      className={className}
      style={style}
      extra={extra}
      onStart={() => {
        dragStart.current = state
        setDraft(state)
      }}
      onMove={(dx, dy) => setDraft(dragged(target, dragStart.current, dx, dy))}
      onEnd={() => {
        const current = draftRef.current
        setDraft(null)
        if (current) onCommit(settleImageToolState(current))
      }}
      onKey={(dx, dy) => {
        const next = keyed(target, state, dx, dy)
        if (next) onCommit(settleImageToolState(next))
      }}
    />
  )

  const edgeLabel = {
    top: t('image-tool.crop-top'),
    bottom: t('image-tool.crop-bottom'),
    left: t('image-tool.crop-left'),
    right: t('image-tool.crop-right'),
  }
  const edgeStyle = (edge: CropEdge): CSSProperties => {
    const middleX = box.left + box.width / 2
    const middleY = box.top + box.height / 2
    if (edge === 'top') return {left: percent(middleX), top: percent(box.top)}
    if (edge === 'bottom') return {left: percent(middleX), top: percent(box.top + box.height)}
    if (edge === 'left') return {left: percent(box.left), top: percent(middleY)}
    return {left: percent(box.left + box.width), top: percent(middleY)}
  }
  const rounded = (fraction: number) => Math.round(fraction * 100)
  const hotspotText = t('image-tool.hotspot-value', {
    x: rounded(hotspot.x),
    y: rounded(hotspot.y),
    width: rounded(hotspot.width),
    height: rounded(hotspot.height),
  })

  return (
    <div
      className="vellum-form-image-tool-stage"
      ref={stage}
      style={{width, height}}
      data-dragging={draft ? 'true' : undefined}
    >
      <div className="vellum-form-image-tool-image">
        {src ? <img src={src} alt="" draggable={false} /> : null}
        <div
          className="vellum-form-image-tool-crop-shade"
          style={{
            left: percent(box.left),
            top: percent(box.top),
            width: percent(box.width),
            height: percent(box.height),
          }}
        />
      </div>
      <div
        className="vellum-form-image-tool-hotspot-ellipse"
        aria-hidden="true"
        style={{
          left: percent(hotspot.x - hotspot.width / 2),
          top: percent(hotspot.y - hotspot.height / 2),
          width: percent(hotspot.width),
          height: percent(hotspot.height),
        }}
      />
      {readOnly ? null : (
        <>
          {handleFor({kind: 'crop'}, t('image-tool.crop-area'), 'vellum-form-image-tool-crop-area', {
            left: percent(box.left),
            top: percent(box.top),
            width: percent(box.width),
            height: percent(box.height),
          })}
          {handleFor(
            {kind: 'hotspot'},
            t('image-tool.hotspot'),
            'vellum-form-image-tool-hotspot',
            {left: percent(hotspot.x), top: percent(hotspot.y)},
            {
              role: 'slider',
              'aria-valuemin': 0,
              'aria-valuemax': 100,
              'aria-valuenow': rounded(hotspot.x),
              'aria-valuetext': hotspotText,
            },
          )}
          {handleFor(
            {kind: 'hotspot-size'},
            t('image-tool.hotspot-size'),
            'vellum-form-image-tool-hotspot-size',
            {
              left: percent(hotspot.x + (hotspot.width / 2) * Math.SQRT1_2),
              top: percent(hotspot.y + (hotspot.height / 2) * Math.SQRT1_2),
            },
            {
              role: 'slider',
              'aria-valuemin': 0,
              'aria-valuemax': 100,
              'aria-valuenow': rounded(hotspot.width),
              'aria-valuetext': hotspotText,
            },
          )}
          {EDGES.map((edge) =>
            handleFor({kind: 'edge', edge}, edgeLabel[edge], 'vellum-form-image-tool-crop-handle', edgeStyle(edge), {
              'data-edge': edge,
              role: 'slider',
              'aria-orientation': edge === 'top' || edge === 'bottom' ? 'vertical' : 'horizontal',
              'aria-valuemin': 0,
              'aria-valuemax': 100,
              'aria-valuenow': rounded(shown.crop[edge]),
              'aria-valuetext': `${rounded(shown.crop[edge])}%`,
            }),
          )}
        </>
      )}
    </div>
  )
}

interface ToolHandleProps {
  stage: RefObject<HTMLElement | null>
  label: string
  className: string
  style: CSSProperties
  extra: Record<string, unknown>
  onStart: () => void
  onMove: (dx: number, dy: number) => void
  onEnd: () => void
  onKey: (dx: number, dy: number) => void
}

/** One focusable, draggable handle of the stage. */
function ToolHandle({stage, label, className, style, extra, onStart, onMove, onEnd, onKey}: ToolHandleProps) {
  const drag = useStageDrag(stage, onStart, onMove, onEnd)
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const delta = arrowKeyDelta(event)
    if (!delta) return
    event.preventDefault()
    event.stopPropagation()
    onKey(delta.dx, delta.dy)
  }
  return (
    <div
      role="button"
      tabIndex={0}
      aria-label={label}
      className={className}
      style={style}
      onKeyDown={onKeyDown}
      {...drag}
      {...extra}
    />
  )
}
