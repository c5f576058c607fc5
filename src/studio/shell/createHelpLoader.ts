import {parseHelpResources, type HelpLoader} from '../navbar'

/** The product name the help request names itself with (`m=<product>@<version>`). */
export const HELP_PRODUCT_NAME = 'vellum'

/**
 * The help menu's loader for a Vellum server: `GET {apiHost}/v1/help?m=vellum@{version}&locale={locale}`,
 * without credentials, as the operator's help content is public. A failed
 * request rejects, and the menu shows its fallback instead.
 *
 * @param apiHost - The workspace's server, without a trailing `/`.
 * @param studioVersion - This studio's version.
 * @param fetchFunction - The fetch to use; the global one by default.
 */
export function createHelpLoader(
  apiHost: string,
  studioVersion: string,
  fetchFunction: typeof fetch = (...args) => fetch(...args),
): HelpLoader {
  return async ({locale, signal}) => {
    const url = new URL(`${apiHost}/v1/help`)
    url.searchParams.set('m', `${HELP_PRODUCT_NAME}@${studioVersion}`)
    url.searchParams.set('locale', locale)
    const response = await fetchFunction(url.href, {signal, credentials: 'omit', headers: {Accept: 'application/json'}})
    if (!response.ok) throw new Error(`The help request answered ${response.status}`)
    return parseHelpResources(await response.json())
  }
}
