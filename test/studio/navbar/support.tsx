// Renders studio parts inside a real router over a memory history, and builds the fixtures
// the navbar and screen tests share: tools, workspaces, users, create options.
import {act, render} from '@testing-library/react'
import {createElement, type ReactNode} from 'react'
import {
  createMemoryHistory,
  RouterProvider,
  type MemoryHistory,
  type Tool,
  type ToolProps,
  type CurrentUser,
} from '../../../src/studio'
import type {NavbarWorkspace, NewDocumentCreateOption} from '../../../src/studio/navbar'

/** A tool whose screen says its name: `tool('vision')`. */
export function tool(name: string, title = name[0]!.toUpperCase() + name.slice(1)): Tool {
  const Component = (_props: ToolProps) => createElement('p', null, `tool ${name}`)
  return {name, title, component: Component}
}

/** A workspace with tools: `workspace('blog', '/blog', [tool('structure')])`. */
export function workspace(
  name: string,
  basePath: string,
  tools: Tool[] = [tool('structure'), tool('vision')],
): NavbarWorkspace {
  return {name, title: name[0]!.toUpperCase() + name.slice(1), basePath, tools}
}

/** A signed-in user with the given roles (machine names; titles are capitalised). */
export function user(roles: string[] = ['editor'], extra: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'u1',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    provider: 'github',
    roles: roles.map((name) => ({name, title: name[0]!.toUpperCase() + name.slice(1)})),
    ...extra,
  }
}

/** A create option: `option('Blog post', {hasPermission: false})`, its type the title in kebab case. */
export function option(title: string, extra: Partial<NewDocumentCreateOption> = {}): NewDocumentCreateOption {
  const schemaType = title.toLowerCase().replace(/\s+/g, '-')
  return {id: `${schemaType}-0`, templateId: schemaType, schemaType, title, hasPermission: true, ...extra}
}

/** Renders `ui` inside a `RouterProvider` over a memory history starting at `path`. */
export function renderWithRouter(
  ui: ReactNode,
  options: {path: string; workspaces: NavbarWorkspace[]},
): {history: MemoryHistory} & ReturnType<typeof render> {
  const history = createMemoryHistory({initialEntries: [options.path]})
  const result = render(
    <RouterProvider workspaces={options.workspaces} history={history}>
      {ui}
    </RouterProvider>,
  )
  return {history, ...result}
}

/** Resizes happy-dom's viewport, which fires `resize` and re-evaluates media queries. */
export function setViewportWidth(width: number): void {
  const happyDOM = (globalThis as {happyDOM?: {setViewport(viewport: {width: number; height: number}): void}}).happyDOM
  if (!happyDOM) throw new Error('setViewportWidth needs the happy-dom environment')
  act(() => {
    // happy-dom's media query lists start out believing they do not match, so a list that
    // matches misses its first change. A resize by one pixel first (which changes no query
    // the tests use) brings them up to date.
    happyDOM.setViewport({width: window.innerWidth - 1, height: 768})
    happyDOM.setViewport({width, height: 768})
  })
}
