import {Fragment, useEffect, useRef, useState} from 'react'
import {HelpIcon, IconButton, LinkIcon, Menu, MenuDivider, MenuGroup, MenuItem} from '../../ui'
import {useTranslation} from '../i18n'
import type {HelpFallbackLinks, HelpItem, HelpLoader, HelpResources} from './HelpResources'
import {NAVBAR_MENU_WIDTHS} from './navbarConstants'

/** Props of {@link HelpMenu}. */
export interface HelpMenuProps {
  /** Loads the help resources the first time the menu opens; without one the fallback links show. */
  loadHelp?: HelpLoader
  /** Shown when loading fails (or there is no loader), in place of the resources. */
  fallbackLinks?: HelpFallbackLinks
  /** This studio's version, shown under the resources. */
  studioVersion?: string
  /** Runs an internal action item (`type` of an `internalAction`); such items show only with it. */
  onInternalAction?: (action: string) => void
}

type HelpState = {status: 'idle' | 'loading' | 'failed'} | {status: 'loaded'; resources: HelpResources}

/**
 * The navbar's help and resources menu: the sections of items the server's
 * `GET /help` lists, each a link (opened in a new tab) or an internal action, then the studio
 * and latest versions. The resources load the first time the menu opens. If the request
 * fails the menu shows the community, support and sales links instead; the failure itself is
 * not reported.
 */
export function HelpMenu({loadHelp, fallbackLinks, studioVersion, onInternalAction}: HelpMenuProps) {
  const {t, locale} = useTranslation()
  const [state, setState] = useState<HelpState>({status: loadHelp ? 'idle' : 'failed'})
  const abort = useRef<AbortController | null>(null)
  useEffect(() => () => abort.current?.abort(), [])

  const onOpenChange = (open: boolean) => {
    if (!open || !loadHelp || state.status !== 'idle') return
    const controller = new AbortController()
    abort.current = controller
    setState({status: 'loading'})
    loadHelp({locale, signal: controller.signal}).then(
      (resources) => !controller.signal.aborted && setState({status: 'loaded', resources}),
      () => !controller.signal.aborted && setState({status: 'failed'}),
    )
  }

  const openUrl = (url: string) => window.open(url, '_blank', 'noopener,noreferrer')
  const renderItem = (item: HelpItem) =>
    item.kind === 'externalLink' ? (
      <MenuItem key={item.key} text={item.title} icon={<LinkIcon />} onClick={() => openUrl(item.url)} />
    ) : onInternalAction ? (
      <MenuItem key={item.key} text={item.title} onClick={() => onInternalAction(item.action)} />
    ) : null

  const sections =
    state.status === 'loaded'
      ? state.resources.sections.filter((section) =>
          section.items.some((item) => item.kind === 'externalLink' || onInternalAction),
        )
      : []
  const fallback = (
    [
      ['community', t('help.fallback.community')],
      ['support', t('help.fallback.support')],
      ['sales', t('help.fallback.sales')],
    ] as const
  ).flatMap(([name, title]) =>
    fallbackLinks?.[name]
      ? [
          <MenuItem
            key={name}
            text={title}
            icon={<LinkIcon />}
            onClick={() => openUrl(fallbackLinks[name] as string)}
          />,
        ]
      : [],
  )
  const latestVersion = state.status === 'loaded' ? state.resources.latestVersion : undefined

  let content
  if (state.status === 'idle' || state.status === 'loading') content = <MenuItem text={t('help.loading')} disabled />
  else if (state.status === 'loaded' && sections.length > 0)
    content = sections.map((section, index) => (
      <Fragment key={section.key}>
        {index > 0 && <MenuDivider />}
        {section.title ? (
          <MenuGroup title={section.title}>{section.items.map(renderItem)}</MenuGroup>
        ) : (
          section.items.map(renderItem)
        )}
      </Fragment>
    ))
  else content = fallback.length > 0 ? fallback : <MenuItem text={t('help.unavailable')} disabled />

  return (
    <Menu
      button={<IconButton icon={<HelpIcon />} label={t('help.button.label')} />}
      onOpenChange={onOpenChange}
      placement="bottom-end"
      minWidth={NAVBAR_MENU_WIDTHS.help.min}
      maxWidth={NAVBAR_MENU_WIDTHS.help.max}
    >
      {content}
      {(studioVersion || latestVersion) && <MenuDivider />}
      {studioVersion && <MenuItem text={t('help.studio-version', {version: studioVersion})} disabled />}
      {latestVersion && <MenuItem text={t('help.latest-version', {version: latestVersion})} disabled />}
    </Menu>
  )
}
