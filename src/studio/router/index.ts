// Public face of the studio router: pure route resolution (workspaces, tools, intents, titles)
// and the small React runtime over a history (provider, hooks, links).
export {matchWorkspace, workspaceUrl, type MatchWorkspaceOptions, type WorkspaceMatch} from './matchWorkspace'
export {resolveRoute, type RouteResult} from './resolveRoute'
export {resolveIntent, type IntentResolution, type ResolveIntentOptions} from './resolveIntent'
export {
  resolveLocation,
  type ActiveTool,
  type RedirectReason,
  type ResolveLocationOptions,
  type StudioRouteState,
} from './resolveLocation'
export {
  INTENT_SEGMENT,
  encodeIntentPath,
  parseIntentPath,
  type IntentName,
  type IntentRequest,
  type IntentTarget,
} from './intentPath'
export {
  decodeIntentParams,
  decodeIntentPayload,
  encodeIntentParams,
  encodeIntentPayload,
  type IntentParams,
} from './intentParams'
export {encodeStudioUrl, type StudioUrlState, type ToolUrlState} from './encodeStudioUrl'
export {browserTitle} from './browserTitle'
export type {RoutableWorkspace} from './RoutableWorkspace'
export {locationToUrl, parseLocation, type StudioHistory, type StudioLocation} from './StudioHistory'
export {createBrowserHistory} from './createBrowserHistory'
export {createMemoryHistory, type MemoryHistory, type MemoryHistoryOptions} from './createMemoryHistory'
export {createStudioRouter, redirectUrl, type StudioRouterInput} from './createStudioRouter'
export {
  RouterContext,
  type IntentLinkTarget,
  type NavigateOptions,
  type StateTarget,
  type StudioRouter,
} from './RouterContext'
export {RouterProvider, type RouterProviderProps} from './RouterProvider'
export {useRouter} from './useRouter'
export {useRouterState} from './useRouterState'
export {useBrowserTitle} from './useBrowserTitle'
export {Link, type LinkProps} from './Link'
export {StateLink, type StateLinkProps} from './StateLink'
export {IntentLink, type IntentLinkProps} from './IntentLink'
