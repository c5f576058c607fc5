import {Button, Card, WarningIcon} from '../../ui'
import type {FormTranslate} from '../translation/useFormTranslation'
import type {Patch} from '../../types'
import type {FieldMemberError} from '../state/FormMemberError'
import {memberErrorFixes} from './memberErrorFixes'

/** Props of {@link MemberErrorAlert}. */
export interface MemberErrorAlertProps {
  error: FieldMemberError
  readOnly: boolean
  /** Emits a fix's patches (relative to the field's value). */
  onFix: (patches: Patch[]) => void
  t: FormTranslate
}

const TITLE_KEYS = {
  INCOMPATIBLE_TYPE: 'invalid-value.title',
  MISSING_KEYS: 'missing-keys.title',
  DUPLICATE_KEYS: 'duplicate-keys.title',
  MIXED_ARRAY: 'mixed-array.title',
} as const

/**
 * The alert a field shows instead of its input when its value cannot be edited with it: what
 * is wrong, the stored value, and the fixes (convert and reset for a value of another type;
 * key and item fixes for arrays). Read-only fields show no fixes. An error of a kind the form
 * does not know shows 'Unexpected error' with its type.
 */
export function MemberErrorAlert({error, readOnly, onFix, t}: MemberErrorAlertProps) {
  const titleKey = (TITLE_KEYS as Record<string, string>)[error.type]
  if (!titleKey) {
    return (
      <Card tone="critical" border role="alert" className="vellum-form-member-error">
        {t('member-error.unexpected', {type: (error as {type: string}).type})}
      </Card>
    )
  }
  const fixes = memberErrorFixes(error)
  return (
    <Card tone="caution" border role="alert" className="vellum-form-member-error">
      <div className="vellum-form-alert-title">
        <WarningIcon />
        <span>{t(titleKey)}</span>
      </div>
      <p className="vellum-form-alert-text">{describe(error, t)}</p>
      {error.type === 'INCOMPATIBLE_TYPE' && (
        <>
          <div className="vellum-form-alert-label">{t('invalid-value.current-value')}</div>
          <pre className="vellum-form-alert-json">{JSON.stringify(error.value, null, 2)}</pre>
          {error.converter && !readOnly && (
            <p className="vellum-form-alert-text">
              {t('invalid-value.convert-description', {
                targetType: error.converter.to,
                converted: JSON.stringify(error.converter.convert(error.value)),
              })}
            </p>
          )}
        </>
      )}
      {readOnly ? (
        <p className="vellum-form-alert-text">{t('invalid-value.read-only')}</p>
      ) : (
        <div className="vellum-form-alert-actions">
          {fixes.map((fix, index) => (
            <Button
              key={fix.labelKey}
              text={t(fix.labelKey, fix.labelParams)}
              tone={index === 0 ? 'primary' : 'default'}
              mode={index === 0 ? 'default' : 'ghost'}
              onClick={() => onFix(fix.patches)}
            />
          ))}
        </div>
      )}
    </Card>
  )
}

function describe(error: FieldMemberError, t: FormTranslate): string {
  switch (error.type) {
    case 'INCOMPATIBLE_TYPE':
      return t('invalid-value.description', {
        actualType: error.resolvedValueType,
        expectedType: error.expectedSchemaType.jsonType,
      })
    case 'MISSING_KEYS':
      return t('missing-keys.description')
    case 'DUPLICATE_KEYS':
      return t('duplicate-keys.description')
    case 'MIXED_ARRAY':
      return t('mixed-array.description')
  }
}
