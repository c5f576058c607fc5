import {pathToString} from '../../../document'
import {Button} from '../../../ui'
import type {FormTranslate} from '../../translation/useFormTranslation'
import type {PortableTextProblem} from './checkPortableText'

/** Props of {@link InvalidPortableTextPanel}. */
export interface InvalidPortableTextPanelProps {
  problems: readonly PortableTextProblem[]
  readOnly: boolean
  t: FormTranslate
  /** Replaces the value with its fixed version. */
  onFix: () => void
  /** Shows the editor on the value as it is. */
  onIgnore: () => void
}

/**
 * The invalid rich-text value panel: what is wrong, where, and two ways on —
 * fix the value (not offered while read-only) or ignore the problems and edit it as it is.
 */
export function InvalidPortableTextPanel({problems, readOnly, t, onFix, onIgnore}: InvalidPortableTextPanelProps) {
  return (
    <div className="vellum-form-member-error vellum-form-pt-invalid" role="alert" data-tone="caution">
      <strong>{t('portable-text.invalid.title')}</strong>
      <p>{t('portable-text.invalid.description')}</p>
      <ul>
        {problems.map((problem, index) => (
          <li key={index}>
            {t(`portable-text.problem.${problem.kind}`, problem.params)}
            {problem.path.length > 0 && <code> {pathToString(problem.path)}</code>}
          </li>
        ))}
      </ul>
      <div className="vellum-form-pt-invalid-actions">
        {!readOnly && <Button tone="primary" text={t('portable-text.invalid.fix')} onClick={onFix} />}
        <Button mode="ghost" text={t('portable-text.invalid.ignore')} onClick={onIgnore} />
      </div>
    </div>
  )
}
