import {Button, Dialog, Stack, Text} from '../../ui'

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
 * The cross-origin dialog 'Before you continue...' (spec/shell.md §2, §8): the server refused
 * this studio's origin with credentials, so nothing can load until the origin is added to the
 * project's CORS origins. It names the origin and the command that adds it on a Vellum server;
 * Continue goes to the project's API settings, or checks again.
 */
export function CrossOriginDialog({projectId, origin, settingsUrl, onContinue}: CrossOriginDialogProps) {
  const shown = origin ?? 'this studio’s origin'
  const command = `vellum cors add ${origin ?? '<origin>'} --credentials`
  const footer = settingsUrl ? (
    <a className="vellum-button" data-tone="primary" data-mode="default" href={settingsUrl}>
      <span className="vellum-button-text">Continue</span>
    </a>
  ) : (
    onContinue && <Button text="Continue" tone="primary" onClick={onContinue} />
  )
  return (
    <Dialog header="Before you continue..." width={520} footer={footer}>
      <Stack gap={3}>
        <Text>To access your content, add the following URL as a CORS origin of the project, with credentials allowed:</Text>
        <Text as="div" code style={{padding: 8, borderRadius: 4, background: 'var(--vellum-color-bg-muted)', overflowWrap: 'anywhere'}}>
          {shown}
        </Text>
        <Text>{settingsUrl ? 'Continue to the project’s API settings to add it, or run this on the server:' : 'Run this on the server, then continue:'}</Text>
        <Text as="div" code style={{padding: 8, borderRadius: 4, background: 'var(--vellum-color-bg-muted)', overflowWrap: 'anywhere'}}>
          {command}
        </Text>
        <Text size={1} muted>
          Project: {projectId}
        </Text>
      </Stack>
    </Dialog>
  )
}
