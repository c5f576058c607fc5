import type {SchemaType} from '../../../types'
import {InfoIcon, WarningIcon} from '../../../ui'
import {set, unset} from '../../patch/patches'
import type {PatchArg} from '../../patch/PatchEvent'
import {ReferenceAlert} from './ReferenceAlert'
import {isWeakType, strengthMismatch} from './referenceValue'
import {useFormTranslation} from '../../translation/useFormTranslation'

/** Props of {@link ReferenceNotices}. */
export interface ReferenceNoticesProps {
  value: Record<string, unknown> | undefined
  schemaType: SchemaType
  /** Whether the document being edited is live-edit (published as it is edited). */
  liveEdit: boolean
  readOnly: boolean
  /**
   * Whether the referenced document does not exist: a weak reference to it cannot be made
   * strong (the server would refuse it), so no fix is offered for that mismatch.
   */
  missing?: boolean
  onChange: (...patches: PatchArg[]) => void
}

/**
 * The notices about a set reference's strength: a mismatch between the value
 * and the schema's `weak` offers a fix ('Convert to weak' or 'Convert to strong'); a
 * `_strengthenOnPublish` flag on a live-edit document, which is never published on its own,
 * says so and offers to remove the flag. Read-only: the notices without their buttons.
 */
export function ReferenceNotices({value, schemaType, liveEdit, readOnly, missing, onChange}: ReferenceNoticesProps) {
  const t = useFormTranslation()
  const found = strengthMismatch(value, schemaType)
  const mismatch = found === 'strengthen' && missing ? undefined : found
  const pending = liveEdit && value?._strengthenOnPublish !== undefined
  return (
    <>
      {mismatch && (
        <ReferenceAlert
          tone="caution"
          icon={<WarningIcon />}
          title={t(`reference.strength.${mismatch}.title`)}
          description={t('reference.strength.description', {expected: isWeakType(schemaType) ? 'weak' : 'strong'})}
          {...(readOnly
            ? {}
            : {
                action: {
                  text: t(`reference.strength.${mismatch}`),
                  onClick: () => onChange(mismatch === 'weaken' ? set(true, ['_weak']) : unset(['_weak'])),
                },
              })}
        />
      )}
      {pending && (
        <ReferenceAlert
          tone="primary"
          icon={<InfoIcon />}
          title={t('reference.strengthen-on-publish.title')}
          description={t('reference.strengthen-on-publish.description')}
          {...(readOnly
            ? {}
            : {
                action: {
                  text: t('reference.strengthen-on-publish.remove'),
                  onClick: () => onChange(unset(['_strengthenOnPublish'])),
                },
              })}
        />
      )}
    </>
  )
}
