import type {ComponentPropsWithRef, MouseEvent} from 'react'
import {stripPathPrefix} from './pathPrefix'
import {useRouter} from './useRouter'

/**
 * Props of {@link Link}: those of an `<a>`, with a required `href`.
 * @public
 */
export interface LinkProps extends ComponentPropsWithRef<'a'> {
  /** A path in the studio, such as `/blog/structure`; other URLs are plain links. */
  href: string
  /** Replace the current history entry instead of adding one. */
  replace?: boolean
}

/**
 * A real link (`<a href>`) that navigates inside the studio without a reload on a plain
 * left click. Anything else is left to the browser, so open-in-new-tab, copy-link and
 * download keep working: clicks with a modifier key (cmd, ctrl, shift, alt), other buttons,
 * links with a `target` other than `_self` or a `download` attribute, clicks whose default an
 * `onClick` prevented, and hrefs outside the studio's base path.
 * @public
 */
export function Link({href, replace, onClick, ...rest}: LinkProps) {
  const router = useRouter()
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (!isPlainNavigationClick(event) || !isStudioPath(href, router.basePath)) return
    event.preventDefault()
    router.navigate(href, {replace})
  }
  return <a {...rest} href={href} onClick={handleClick} />
}

/** Whether the browser would follow the link in this tab: an unmodified primary click. */
function isPlainNavigationClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  if (event.defaultPrevented || event.button !== 0) return false
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  const anchor = event.currentTarget
  return (anchor.target === '' || anchor.target === '_self') && !anchor.hasAttribute('download')
}

function isStudioPath(href: string, basePath: string): boolean {
  return (
    href.startsWith('/') && !href.startsWith('//') && stripPathPrefix(href.split(/[?#]/, 1)[0] ?? '', basePath) !== null
  )
}
