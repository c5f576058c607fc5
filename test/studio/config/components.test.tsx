import {cleanup, render} from '@testing-library/react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {
  ConfigResolutionError,
  chainComponents,
  resolveConfig,
  type ComponentMiddleware,
  type FormComponentMiddleware,
  type LogoProps,
  type RenderDefaultProps,
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
  const Wrapper = (props: LogoProps & RenderDefaultProps<LogoProps>) => (
    <span data-layer={label}>{props.renderDefault(props)}</span>
  )
  Wrapper.displayName = label
  return Wrapper
}

/** The labels of the nested layers, outermost first. */
function layers(container: HTMLElement): string[] {
  return [...container.querySelectorAll('[data-layer]')].map((element) => element.getAttribute('data-layer')!)
}

describe('component overrides in configuration', () => {
  it('collects studio overrides in plugin order, so the workspace’s own wraps the plugins’', () => {
    const config = single({
      studio: {components: {logo: wrapping('workspace')}},
      plugins: [
        plugin('a', {
          studio: {components: {logo: wrapping('a')}},
          plugins: [plugin('a1', {studio: {components: {logo: wrapping('a1')}}})],
        }),
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
    expect(() => resolveConfig(single({form: {components: [] as never}}))).toThrow(
      'Expected `form.components` to be an object, but received array',
    )
  })

  it('warns about a part the studio does not have', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const {issues} = resolveConfig(
      single({plugins: [plugin('old', {studio: {components: {toolbar: wrapping('x')} as never}})]}),
    )
    const message =
      'Unknown component "toolbar" in `studio.components` of default > old; the known ones are layout, navbar, toolMenu, logo, activeToolLayout'
    expect(issues).toEqual([{severity: 'warning', message, path: ['default', 'old'], property: 'studio.components'}])
    expect(warn).toHaveBeenCalledWith(message)
  })
})
