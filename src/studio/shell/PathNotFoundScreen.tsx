import {WarningIcon} from '../../ui'
import type {Tool} from '../config'
import {useTranslation} from '../i18n'
import {Link, useRouter} from '../router'
import {StudioNotice} from '../screens'

/** Props of {@link PathNotFoundScreen}. */
export interface PathNotFoundScreenProps {
  /** The tool whose router has nothing at the address. */
  tool: Pick<Tool, 'name' | 'title'>
}

/** 'Page not found': the tool exists, but its router has nothing at the rest of the address; links to the tool's start. */
export function PathNotFoundScreen({tool}: PathNotFoundScreenProps) {
  const {t} = useTranslation()
  const router = useRouter()
  return (
    <StudioNotice
      title={t('shell.path-not-found.title')}
      tone="caution"
      icon={<WarningIcon />}
      actions={
        <Link
          href={router.resolveStateUrl({tool: tool.name, toolState: null})}
          className="vellum-button"
          data-tone="primary"
          data-mode="default"
        >
          <span className="vellum-button-text">{t('shell.path-not-found.go-to-tool', {tool: tool.title})}</span>
        </Link>
      }
    >
      <p className="vellum-studio-notice-text">{t('shell.path-not-found.description', {tool: tool.title})}</p>
    </StudioNotice>
  )
}
