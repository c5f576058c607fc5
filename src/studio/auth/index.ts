// Public face of the studio's sign-in gate: the framework-free auth store (session token,
// `#sid` exchange, 401 handling, cross-origin check), its React hook, and the screens and
// dialogs of the gate.
export {createAuthStore, type AuthStore, type AuthStoreOptions, type LoginMethod} from './createAuthStore'
export type {AuthState, AuthStateType} from './AuthState'
export {CrossOriginError} from './CrossOriginError'
export {
  AUTH_API_VERSION,
  httpAuthClientFactory,
  type AuthClientFactory,
  type AuthCredentials,
  type HttpAuthClientOptions,
} from './httpAuthClientFactory'
export {
  AUTH_TOKEN_KEY_PREFIX,
  authTokenKey,
  clearAuthToken,
  memoryTokenStorage,
  readAuthToken,
  writeAuthToken,
  type AuthTokenRecord,
  type AuthTokenStorage,
} from './authTokenStorage'
export {MIN_SESSION_ID_LENGTH, takeSessionId, type SessionIdInHash} from './sessionId'
export {browserAuthLocation, historyAuthLocation, type AuthLocation} from './AuthLocation'
export {isUnauthorizedError, reportUnauthorized} from './reportUnauthorized'
export {resolveAuthProviders} from './resolveAuthProviders'
export {toCurrentUser} from './toCurrentUser'
export {
  inProcessAuthClientFactory,
  type InProcessAuthOptions,
  type InProcessSessionUser,
} from './inProcessAuthClientFactory'
export {useAuthState} from './useAuthState'
export {AuthBoundary, type AuthBoundaryProps} from './AuthBoundary'
export {LoginScreen, type LoginScreenProps} from './LoginScreen'
export {LoginProviderLink, type LoginProviderLinkProps} from './LoginProviderLink'
export {NotAuthorizedDialog, type NotAuthorizedDialogProps} from './NotAuthorizedDialog'
export {CrossOriginDialog, type CrossOriginDialogProps} from './CrossOriginDialog'
export {AuthErrorScreen, type AuthErrorScreenProps} from './AuthErrorScreen'
export {AuthLoadingScreen} from './AuthLoadingScreen'
export {AuthScreenLayout, type AuthScreenLayoutProps} from './AuthScreenLayout'
