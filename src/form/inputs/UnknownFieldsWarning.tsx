import {Button, Card, TrashIcon, WarningIcon} from '../../ui'
import {useFormTranslation} from '../translation/useFormTranslation'

/** Props of {@link UnknownFieldsWarning}. */
export interface UnknownFieldsWarningProps {
  /** Names of the fields the schema does not define. */
  fields: readonly string[]
  /** The object holding them. */
  value: Record<string, unknown> | undefined
  readOnly: boolean
  /** Removes one field from the object. */
  onRemove: (fieldName: string) => void
}

/**
 * The warning panel an object shows when its value has fields the schema does not define:
 * each field with its stored value and a remove action (none while
 * read-only). Nothing is removed unless asked: the data may still matter.
 */
export function UnknownFieldsWarning({fields, value, readOnly, onRemove}: UnknownFieldsWarningProps) {
  const t = useFormTranslation()
  const count = fields.length
  return (
    <Card
      tone="caution"
      border
      role="region"
      aria-label={t('unknown-fields.title', {count})}
      className="vellum-form-unknown-fields"
    >
      <div className="vellum-form-alert-title">
        <WarningIcon />
        <span>{t('unknown-fields.title', {count})}</span>
      </div>
      <p className="vellum-form-alert-text">{t('unknown-fields.description', {count})}</p>
      <p className="vellum-form-alert-text">{t('unknown-fields.details')}</p>
      <ul className="vellum-form-unknown-field-list">
        {fields.map((name) => (
          <li key={name} className="vellum-form-unknown-field">
            <div className="vellum-form-unknown-field-header">
              <code className="vellum-form-unknown-field-name">{name}</code>
              {!readOnly && (
                <Button
                  text={t('unknown-fields.remove')}
                  aria-label={t('unknown-fields.remove-named', {name})}
                  icon={<TrashIcon />}
                  tone="critical"
                  mode="ghost"
                  onClick={() => onRemove(name)}
                />
              )}
            </div>
            <pre className="vellum-form-alert-json">{JSON.stringify(value?.[name], null, 2)}</pre>
          </li>
        ))}
      </ul>
      {readOnly && <p className="vellum-form-alert-text">{t('unknown-fields.read-only')}</p>}
    </Card>
  )
}
