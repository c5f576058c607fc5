import {Card, LockIcon, Text} from '../../ui'
import {InsufficientPermissionsMessage} from '../actions/InsufficientPermissionsMessage'
import {useStructureTranslation} from '../i18n'

/**
 * Says why the form is read-only: the user's grants do not allow editing the document (the
 * permission check's reason), and which roles they have.
 */
export function ReadOnlyBanner({reason}: {reason: string}) {
  const {t} = useStructureTranslation()
  return (
    <Card className="vellum-structure-document-read-only" tone="caution" padding={3} role="status">
      <div className="vellum-structure-document-read-only-row">
        <LockIcon />
        <div>
          <Text weight="semibold">{t('document.read-only.title')}</Text>
          <Text size={1}>{t('document.read-only.reason', {reason: reason.replace(/\.$/, '')})}</Text>
          <Text size={1}>
            <InsufficientPermissionsMessage />
          </Text>
        </div>
      </div>
    </Card>
  )
}
