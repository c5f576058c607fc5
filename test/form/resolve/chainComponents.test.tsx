import {cleanup, render, screen} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {chainComponents, composeComponents, type ComponentMiddleware, type RenderDefaultProps} from '../../../src/form'

afterEach(cleanup)

type LogoProps = {title: string}
type NavbarProps = {title?: string}

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
    const Shout: ComponentMiddleware<LogoProps> = (props) =>
      props.renderDefault({...props, title: props.title.toUpperCase()})
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
    const composed = composeComponents<{logo: LogoProps; navbar: NavbarProps}>(
      {logo: DefaultLogo, navbar: DefaultNavbar},
      {logo: [wrapping('plugin')]},
    )
    expect(composed.navbar).toBe(DefaultNavbar)
    const {container} = render(<composed.logo title="Blog" />)
    expect(layers(container)).toEqual(['plugin'])
  })
})
