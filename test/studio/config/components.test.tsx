import {cleanup, render, screen} from '@testing-library/react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {
  ConfigResolutionError,
  chainComponents,
  composeComponents,
  resolveConfig,
  type ComponentMiddleware,
  type FormComponentMiddleware,
  type LogoProps,
  type NavbarProps,
  type RenderDefaultProps,
  type StudioComponentProps,
} from '../../../src/studio'
import {plugin, single} from './support'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function DefaultLogo({title}: LogoProps) {
  return <b data-testid="default">{title}</b>
}

/** An override wrapping what it renders in a labelled span. */
function wrapping(label: string): ComponentMiddleware<LogoProps> {
  const Wrapper = (props: LogoProps & RenderDefaultProps<LogoProps>) => <span data-layer={label}>{props.renderDefault(props)}</span>
  Wrapper.displayName = label
  return Wrapper
}

/** The labels of the nested layers, outermost first. */
function layers(container: HTMLElement): string[] {
  return [...container.querySelectorAll('[data-layer]')].map((element) => element.getAttribute('data-layer')!)
}

describe('chainComponents', () => {
  it('returns the default itself when nothing overrides it', () => {
    expect(chainComponents(DefaultLogo, [])).toBe(DefaultLogo)
  })

  it('renders the last override outermost, each renderDefault rendering the one before, down to the default', () => {
    const Logo = chainComponents(DefaultLogo, [wrapping('first'), wrapping('second'), wrapping('root')])
    const {container} = render(<Logo title="Blog" />)
    expect(layers(container)).toEqual(['root', 'second', 'first'])
    expect(screen.getByTestId('default').textContent).toBe('Blog')
  })

  it('passes on the props an override gives renderDefault', () => {
    const Shout: ComponentMiddleware<LogoProps> = (props) => props.renderDefault({...props, title: props.title.toUpperCase()})
    const Logo = chainComponents(DefaultLogo, [Shout])
    render(<Logo title="Blog" />)
    expect(screen.getByTestId('default').textContent).toBe('BLOG')
  })

  it('lets an override replace the default entirely', () => {
    const Replace: ComponentMiddleware<LogoProps> = ({title}) => <i data-testid="replaced">{title}!</i>
    const Logo = chainComponents(DefaultLogo, [wrapping('inner'), Replace])
    const {container} = render(<Logo title="Blog" />)
    expect(screen.getByTestId('replaced').textContent).toBe('Blog!')
    expect(layers(container)).toEqual([])
  })

  it('does not hand renderDefault to the default component', () => {
    const seen: object[] = []
    const Spy = (props: LogoProps) => {
      seen.push(props)
      return null
    }
    const Logo = chainComponents(Spy, [wrapping('only')])
    render(<Logo title="Blog" />)
    expect(seen).toEqual([{title: 'Blog'}])
  })

  it('keeps renderDefault the same function across renders', () => {
    const seen: Array<(props: LogoProps) => unknown> = []
    const Capture: ComponentMiddleware<LogoProps> = (props) => {
      seen.push(props.renderDefault)
      return props.renderDefault(props)
    }
    const Logo = chainComponents(DefaultLogo, [Capture])
    const {rerender} = render(<Logo title="a" />)
    rerender(<Logo title="b" />)
    expect(seen).toHaveLength(2)
    expect(seen[0]).toBe(seen[1])
  })
})

describe('composeComponents', () => {
  it('chains every slot of a components map', () => {
    const DefaultNavbar = (_props: NavbarProps) => <nav data-testid="navbar">navbar</nav>
    const composed = composeComponents<Pick<StudioComponentProps, 'logo' | 'navbar'>>({logo: DefaultLogo, navbar: DefaultNavbar}, {logo: [wrapping('plugin')]})
    expect(composed.navbar).toBe(DefaultNavbar)
    const {container} = render(<composed.logo title="Blog" />)
    expect(layers(container)).toEqual(['plugin'])
  })
})

describe('component overrides in configuration', () => {
  it('collects studio overrides in plugin order, so the workspace’s own wraps the plugins’', () => {
    const config = single({
      studio: {components: {logo: wrapping('workspace')}},
      plugins: [
        plugin('a', {studio: {components: {logo: wrapping('a')}}, plugins: [plugin('a1', {studio: {components: {logo: wrapping('a1')}}})]}),
        plugin('b', {studio: {components: {logo: wrapping('b')}}}),
      ],
    })
    const {studio} = resolveConfig(config).workspaces[0]!
    expect(studio.components.logo.map((component) => component.displayName)).toEqual(['a1', 'a', 'b', 'workspace'])
    expect(studio.components.navbar).toEqual([])
    const Logo = chainComponents(DefaultLogo, studio.components.logo)
    const {container} = render(<Logo title="Blog" />)
    expect(layers(container)).toEqual(['workspace', 'b', 'a', 'a1'])
  })

  it('collects form overrides the same way', () => {
    const Input: FormComponentMiddleware<'input'> = (props) => <>{props.renderDefault(props)}</>
    const {form} = resolveConfig(single({plugins: [plugin('ai', {form: {components: {input: Input}}})]})).workspaces[0]!
    expect(form.components.input).toEqual([Input])
    expect(form.components.field).toEqual([])
  })

  it('refuses an override that is not a component, naming the plugin', () => {
    const config = single({plugins: [plugin('theme', {studio: {components: {navbar: 'Navbar' as never}}})]})
    expect(() => resolveConfig(config)).toThrow(ConfigResolutionError)
    expect(() => resolveConfig(config)).toThrow(
      'An error occurred while resolving `studio.components.navbar` from default > theme: Expected `studio.components.navbar` to be a component, but received string',
    )
  })

  it('refuses a components value that is not an object', () => {
    expect(() => resolveConfig(single({form: {components: [] as never}}))).toThrow('Expected `form.components` to be an object, but received array')
  })

  it('warns about a part the studio does not have', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const {issues} = resolveConfig(single({plugins: [plugin('old', {studio: {components: {toolbar: wrapping('x')} as never}})]}))
    const message = 'Unknown component "toolbar" in `studio.components` of default > old; the known ones are layout, navbar, toolMenu, logo, activeToolLayout'
    expect(issues).toEqual([{severity: 'warning', message, path: ['default', 'old'], property: 'studio.components'}])
    expect(warn).toHaveBeenCalledWith(message)
  })
})
