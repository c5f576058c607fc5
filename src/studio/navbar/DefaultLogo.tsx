import type {LogoProps} from '../config'

/** The navbar's default logo: the workspace title (the navbar puts the workspace icon before it). */
export function DefaultLogo({title}: LogoProps) {
  return <span className="vellum-navbar-logo-title">{title}</span>
}
