import type {Tool} from '../config'
import {WarningIcon} from '../../ui'
import {useTranslation} from '../i18n'
import {Link, useRouter} from '../router'
import {StudioNotice} from './StudioNotice'

/** Props of {@link ToolNotFoundScreen}. */
export interface ToolNotFoundScreenProps {
  /** The tool name the URL asked for. */
  toolName: string
  /** The workspace's tools, offered instead. */
  tools: readonly Pick<Tool, 'name' | 'title'>[]
}

/**
 * The 'Tool not found: {tool}' notice, for a URL naming a tool the
 * workspace does not have; it links to the tools it does have.
 */
export function ToolNotFoundScreen({toolName, tools}: ToolNotFoundScreenProps) {
  const {t} = useTranslation()
  const router = useRouter()
  return (
    <StudioNotice title={t('tool-not-found.title', {tool: toolName})} tone="caution" icon={<WarningIcon />}>
      {tools.length > 0 && (
        <>
          <p className="vellum-studio-notice-text">{t('tool-not-found.description')}</p>
          <ul className="vellum-studio-notice-links">
            {tools.map((tool) => (
              <li key={tool.name}>
                <Link href={router.resolveStateUrl({tool: tool.name, toolState: null})}>{tool.title}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </StudioNotice>
  )
}
