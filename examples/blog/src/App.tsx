import {useSyncExternalStore, type MouseEvent, type ReactNode} from 'react'
import {Studio, type StudioHistory} from 'vellum'
import {STUDIO_BASE_PATH} from './studioBasePath'
import {studioConfig} from './studioConfig'

/**
 * The host app: a small site with its own pages, and the studio mounted under
 * {@link STUDIO_BASE_PATH} next to them. Both route over the same history.
 */
export function App({history}: {history: StudioHistory}) {
  const {pathname} = useSyncExternalStore(history.listen, () => history.location)
  const inStudio = pathname === STUDIO_BASE_PATH || pathname.startsWith(`${STUDIO_BASE_PATH}/`)
  if (inStudio) {
    return (
      <div className="host-studio">
        <Studio config={studioConfig} basePath={STUDIO_BASE_PATH} history={history} />
      </div>
    )
  }
  return (
    <div className="host-page">
      <header className="host-header">
        <HostLink history={history} href="/">
          Vellum blog
        </HostLink>
        <nav>
          <HostLink history={history} href="/about">
            About
          </HostLink>
          <HostLink history={history} href={STUDIO_BASE_PATH}>
            Open the studio
          </HostLink>
        </nav>
      </header>
      <main>{pathname === '/about' ? <About /> : pathname === '/' ? <Home history={history} /> : <NotFound />}</main>
    </div>
  )
}

function Home({history}: {history: StudioHistory}) {
  return (
    <>
      <h1>A blog with an embedded studio</h1>
      <p>
        This page belongs to the host app. The studio is mounted under <code>{STUDIO_BASE_PATH}</code>, with two
        workspaces: production and staging.
      </p>
      <p>
        <HostLink history={history} href={STUDIO_BASE_PATH} className="host-button">
          Open the studio
        </HostLink>
      </p>
    </>
  )
}

function About() {
  return (
    <>
      <h1>About</h1>
      <p>The example host app of Vellum: a Vite and React site that mounts the studio next to its own routes.</p>
    </>
  )
}

function NotFound() {
  return <h1>Page not found</h1>
}

/** A link of the host that navigates through the shared history, without a reload. */
function HostLink({
  history,
  href,
  className,
  children,
}: {
  history: StudioHistory
  href: string
  className?: string
  children: ReactNode
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    history.push(href)
  }
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  )
}
