import {WarningIcon} from '../../ui'
import {useTranslation} from '../i18n'
import {Link} from '../router'
import {StudioNotice} from './StudioNotice'

/** Props of {@link WorkspaceNotFoundScreen}. */
export interface WorkspaceNotFoundScreenProps {
  /** The default (first) workspace's URL: the router state's `defaultUrl`. */
  defaultUrl: string
}

/**
 * The 'Workspace not found' notice, for a path no workspace's basePath
 * matches, with a 'Go to default workspace' link.
 */
export function WorkspaceNotFoundScreen({defaultUrl}: WorkspaceNotFoundScreenProps) {
  const {t} = useTranslation()
  return (
    <StudioNotice
      title={t('workspace-not-found.title')}
      tone="caution"
      icon={<WarningIcon />}
      actions={
        // A real link styled as a button: it navigates, so it can also open in a new tab.
        <Link href={defaultUrl} className="vellum-button" data-tone="primary" data-mode="default">
          <span className="vellum-button-text">{t('workspace-not-found.go-to-default')}</span>
        </Link>
      }
    >
      <p className="vellum-studio-notice-text">{t('workspace-not-found.description')}</p>
    </StudioNotice>
  )
}
