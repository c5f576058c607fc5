import type {BlockDiff} from '../../diff'
import {useStructureTranslation} from '../i18n'
import {TextSegments} from './StringChange'

/** The style of a block (`normal`, `h1`, …) and its list item, as one word. */
function styleOf(value: Record<string, unknown> | undefined): string {
  if (!value) return ''
  const style = typeof value.style === 'string' ? value.style : 'normal'
  return typeof value.listItem === 'string' ? `${style} (${value.listItem})` : style
}

/**
 * A portable-text block's change: its text with added and removed pieces inline and marks
 * shown, and a note when its style or the formatting of unchanged text changed.
 */
export function BlockChange({diff}: {diff: BlockDiff}) {
  const {t} = useStructureTranslation()
  const style = styleOf(diff.toValue ?? diff.fromValue)
  return (
    <div className="vellum-changes-block" data-style={style}>
      <TextSegments segments={diff.segments} />
      {diff.styleChanged ? (
        <p className="vellum-changes-note">
          {t('changes.style-changed', {from: styleOf(diff.fromValue), to: styleOf(diff.toValue)})}
        </p>
      ) : null}
      {diff.marksChanged ? <p className="vellum-changes-note">{t('changes.marks-changed')}</p> : null}
    </div>
  )
}
