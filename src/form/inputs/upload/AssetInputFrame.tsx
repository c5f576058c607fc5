import {useMemo, type ReactNode} from 'react'
import {Button, Card, UploadIcon, WarningIcon} from '../../../ui'
import {fieldElementIds} from '../../field/fieldElementIds'
import {ObjectMembers} from '../../members/ObjectMembers'
import type {ObjectInputProps} from '../../resolve/InputProps'
import {useFormTranslation} from '../../translation/useFormTranslation'
import type {FileDescription} from './acceptsFile'
import type {AssetKind} from './FormAssetServices'
import {describeFiles} from './reportRejectedFiles'
import type {DragState} from './useFileDropZone'
import type {FileDropZone} from './useFileDropZone'

/** Fields every image or file value has, which the input edits itself rather than as fields. */
const ASSET_FIELDS = new Set(['asset', 'hotspot', 'crop'])

/** Props of {@link AssetInputFrame}. */
export interface AssetInputFrameProps {
  kind: AssetKind
  input: ObjectInputProps
  /** The drop zone; left out when nothing can be dropped (read-only, uploads off). */
  drop?: FileDropZone
  /** What the value shows: the placeholder, a progress, stale or error card, or the asset. */
  children: ReactNode
  /** Hidden parts: the file input, the open dialog. */
  extras?: ReactNode
  rejected: readonly FileDescription[]
  onDismissRejected: () => void
}

/**
 * The frame of a file or image input: one focusable element labelled by the field's title
 * (where pasted files arrive), the overlay while files are dragged over it (which says whether
 * they can be dropped), rejected files when there are no toasts to list them in, and then the
 * value's own fields (alt text, caption, …) as the schema declares them.
 */
export function AssetInputFrame({
  kind,
  input,
  drop,
  children,
  extras,
  rejected,
  onDismissRejected,
}: AssetInputFrameProps) {
  const t = useFormTranslation()
  const {ref, ...element} = input.elementProps
  const fields = useMemo(
    () => input.members.filter((member) => !(member.kind === 'field' && ASSET_FIELDS.has(member.name))),
    [input.members],
  )
  const dragState: DragState = drop?.dragState ?? 'idle'
  return (
    <div
      className="vellum-form-asset-input"
      data-kind={kind}
      data-level={input.level}
      data-drag-state={dragState === 'idle' ? undefined : dragState}
    >
      <div
        {...element}
        {...drop?.dropProps}
        ref={ref}
        tabIndex={0}
        role="group"
        aria-labelledby={fieldElementIds(input.id).title}
        className="vellum-form-asset-value"
      >
        {children}
        {dragState !== 'idle' && (
          <div className="vellum-form-asset-drop-overlay" data-drag-state={dragState} aria-hidden="true">
            {dragState === 'accept' ? <UploadIcon /> : <WarningIcon />}
            <span>{dragState === 'accept' ? t(`asset.drop.${kind}`) : t('asset.drop.reject')}</span>
          </div>
        )}
      </div>
      {rejected.length > 0 && (
        <Card tone="caution" border role="alert" className="vellum-form-upload-rejected">
          <span>
            {t('asset.rejected', {count: rejected.length})}: {describeFiles(rejected)}
          </span>
          <Button text={t('array.drop.rejected-dismiss')} mode="bleed" onClick={onDismissRejected} />
        </Card>
      )}
      {fields.length > 0 && (
        <div className="vellum-form-asset-fields">
          <ObjectMembers members={fields} />
        </div>
      )}
      {extras}
    </div>
  )
}
