import type {BlockSegment, StringSegment} from '../../diff'
import {useStructureTranslation} from '../i18n'

/**
 * A text's change inline: unchanged text as it is, added text marked `<ins>`, removed text
 * struck through as `<del>`. For rich text, each piece carries its marks (`strong`, `em`, a
 * link…) as a class, and unchanged text whose marks changed is marked too.
 */
export function TextSegments({segments}: {segments: readonly (StringSegment | BlockSegment)[]}) {
  const {t} = useStructureTranslation()
  if (segments.length === 0) return <span className="vellum-changes-empty-value">{t('changes.empty-value')}</span>
  return (
    <span className="vellum-changes-text">
      {segments.map((segment, index) => {
        const marks = 'marks' in segment ? segment.marks : []
        const markChanged = 'fromMarks' in segment && segment.fromMarks !== undefined
        const className =
          [...marks.map((mark) => `vellum-changes-mark-${mark.replace(/[^a-zA-Z0-9_-]/g, '')}`)]
            .concat(markChanged ? ['vellum-changes-mark-changed'] : [])
            .join(' ') || undefined
        if (segment.action === 'added')
          return (
            <ins key={index} className={className} title={t('changes.added')}>
              {segment.text}
            </ins>
          )
        if (segment.action === 'removed')
          return (
            <del key={index} className={className} title={t('changes.removed')}>
              {segment.text}
            </del>
          )
        return (
          <span key={index} className={className} {...(markChanged ? {title: t('changes.marks-changed')} : {})}>
            {segment.text}
          </span>
        )
      })}
    </span>
  )
}
