import type {IntentName} from './intentPath'
import {Link, type LinkProps} from './Link'
import {useRouter} from './useRouter'

/**
 * Props of {@link IntentLink}: an `<a>`'s, with an intent instead of an `href`.
 * @public
 */
export interface IntentLinkProps extends Omit<LinkProps, 'href'> {
  /** `create`, `edit`, or a tool's own intent. */
  intent: IntentName
  /** E.g. `{id: 'abc', type: 'post'}` for edit, `{type: 'post', template: 'post-en'}` for create. */
  params?: Readonly<Record<string, string | undefined>>
  /** Extra JSON data, e.g. template parameters. */
  payload?: unknown
  /** A workspace name; default the current workspace. */
  workspace?: string
}

/**
 * A link that sends an intent: `<IntentLink intent="edit" params={{id, type: 'post'}}>`. Its
 * `href` is the intent URL, which any tab can resolve; a plain click opens the intent in the
 * tool on screen when it can handle it, else in the best-matching tool.
 * @public
 */
export function IntentLink({intent, params, payload, workspace, ...rest}: IntentLinkProps) {
  const router = useRouter()
  return <Link {...rest} href={router.resolveIntentUrl({workspace, intent, params, payload})} />
}
