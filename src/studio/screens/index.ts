// The studio's error screens and notices: schema errors, configuration issues, crashes, the
// not-found notices, uncaught error toasts and the connection status banner.
export {StudioNotice, type StudioNoticeProps} from './StudioNotice'
export {SchemaProblemList, formatSchemaPath, type SchemaHelpUrl, type SchemaProblemListProps} from './SchemaProblemList'
export {SchemaErrorsScreen, type SchemaErrorsScreenProps} from './SchemaErrorsScreen'
export {ConfigIssueList, type ConfigIssueListProps} from './ConfigIssueList'
export {ConfigIssuesDialog, type ConfigIssuesDialogProps} from './ConfigIssuesDialog'
export {CrashScreen, describeError, type CrashScreenProps} from './CrashScreen'
export {StudioErrorBoundary, type StudioErrorBoundaryProps} from './StudioErrorBoundary'
export {NoToolsScreen} from './NoToolsScreen'
export {ToolNotFoundScreen, type ToolNotFoundScreenProps} from './ToolNotFoundScreen'
export {WorkspaceNotFoundScreen, type WorkspaceNotFoundScreenProps} from './WorkspaceNotFoundScreen'
export {RedirectingScreen} from './RedirectingScreen'
export {UncaughtErrorToaster, hasOwnErrorScreen, type UncaughtErrorToasterProps} from './UncaughtErrorToaster'
export {windowErrorChannel, type ErrorChannel} from './windowErrorChannel'
export {
  ConnectionStatusBanner,
  type ConnectionStatusBannerProps,
  type ConnectionStatusLike,
} from './ConnectionStatusBanner'
