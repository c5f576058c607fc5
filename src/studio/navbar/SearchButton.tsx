import {useEffect, useEffectEvent} from 'react'
import {IconButton, SearchIcon, Tooltip} from '../../ui'
import {useTranslation} from '../i18n'

/** Props of {@link SearchButton}. */
export interface SearchButtonProps {
  /** Opens the search dialog; called by the button and by mod+K. */
  onOpenSearch: () => void
  /** Listen for mod+K (⌘K on Apple devices, Ctrl+K elsewhere) on the whole page. Default true. */
  hotkey?: boolean
}

/** Whether the platform's shortcut modifier is ⌘ (Apple devices) rather than Ctrl. */
export function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false
  const platform =
    (navigator as Navigator & {userAgentData?: {platform?: string}}).userAgentData?.platform ?? navigator.platform ?? ''
  return /mac|iphone|ipad|ipod/i.test(platform)
}

/** Whether a key press is mod+K: ⌘K on Apple devices, Ctrl+K elsewhere, without Shift or Alt. */
export function isSearchHotkey(
  event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
  apple = isApplePlatform(),
): boolean {
  if (event.key.toLowerCase() !== 'k' || event.shiftKey || event.altKey) return false
  return apple ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey
}

/**
 * The navbar's search button. Its tooltip names the shortcut, modifier plus K (⌘K or Ctrl+K),
 * which opens search from anywhere in the page while the button is shown. The studio renders
 * it only when it has a search to open.
 */
export function SearchButton({onOpenSearch, hotkey = true}: SearchButtonProps) {
  const {t} = useTranslation()
  const open = useEffectEvent(() => onOpenSearch())
  const apple = isApplePlatform()
  useEffect(() => {
    if (!hotkey) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchHotkey(event, apple)) return
      event.preventDefault()
      open()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [hotkey, apple])
  const shortcut = apple ? '⌘K' : 'Ctrl+K'
  return (
    <Tooltip
      content={
        <span className="vellum-navbar-tooltip">
          {t('search.button.label')} <kbd className="vellum-navbar-kbd">{shortcut}</kbd>
        </span>
      }
    >
      <IconButton
        icon={<SearchIcon />}
        label={t('search.button.label')}
        aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
        onClick={() => onOpenSearch()}
      />
    </Tooltip>
  )
}
