import {Button, Dialog, Stack, Text} from '../../ui'
import {useTranslation} from '../i18n'

/** Props of {@link CrossOriginDialog}. */
export interface CrossOriginDialogProps {
  /** The project whose CORS origins lack this studio. */
  projectId: string
  /** The studio's origin, e.g. `http://localhost:3333`. */
  origin?: string
  /**
   * The project's API settings, where origins are added; Continue links there. Without one,
   * Continue checks again (after the origin was added on the server).
   */
  settingsUrl?: string
  /** Checks the session again. */
  onContinue?: () => void
}

/**
 * The cross-origin dialog 'Before you continue...': the server refused
 * this studio's origin with credentials, so nothing can load until the origin is added to the
 * project's CORS origins. It names the origin and the command that adds it on a Vellum server;
 * Continue goes to the project's API settings, or checks again.
 */
export function CrossOriginDialog({projectId, origin, settingsUrl, onContinue}: CrossOriginDialogProps) {
  const {t} = useTranslation()
  const shown = origin ?? t('cross-origin.this-origin')
  // A shell command: the same in every language.
  const command = `vellum cors add ${origin ?? '<origin>'} --credentials`
  const footer = settingsUrl ? (
    <a className="vellum-button" data-tone="primary" data-mode="default" href={settingsUrl}>
      <span className="vellum-button-text">{t('cross-origin.continue')}</span>
    </a>
  ) : (
    onContinue && <Button text={t('cross-origin.continue')} tone="primary" onClick={onContinue} />
  )
  return (
    <Dialog header={t('cross-origin.title')} width={520} footer={footer}>
      <Stack gap={3}>
        <Text>{t('cross-origin.add-origin')}</Text>
        <Text
          as="div"
          code
          style={{padding: 8, borderRadius: 4, background: 'var(--vellum-color-bg-muted)', overflowWrap: 'anywhere'}}
        >
          {shown}
        </Text>
        <Text>{settingsUrl ? t('cross-origin.add-in-settings') : t('cross-origin.run-command')}</Text>
        <Text
          as="div"
          code
          style={{padding: 8, borderRadius: 4, background: 'var(--vellum-color-bg-muted)', overflowWrap: 'anywhere'}}
        >
          {command}
        </Text>
        <Text size={1} muted>
          {t('cross-origin.project', {projectId})}
        </Text>
      </Stack>
    </Dialog>
  )
}
