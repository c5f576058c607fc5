// Public face of the studio configuration layer: declaring, composing and resolving configuration.
export {defineConfig} from './defineConfig'
export {definePlugin, type Plugin} from './definePlugin'
export {flattenPlugins, type FlatPlugin} from './flattenPlugins'
export {resolveConfig, type ResolveConfigOptions, type ResolvedConfig} from './resolveConfig'
export {
  checkConfigProperty,
  findLastConfigValue,
  readConfigProperty,
  resolveConfigProperty,
  type ConfigPropertyKind,
  type ResolveConfigPropertyOptions,
} from './resolveConfigProperty'
export {validateWorkspaces, getWorkspaceIdentifier, joinBasePath} from './validateWorkspaces'
export {ConfigPropertyError, type ConfigPropertyErrorOptions} from './ConfigPropertyError'
export {ConfigResolutionError} from './ConfigResolutionError'
export type {ConfigIssue} from './ConfigIssue'
// The component-chaining helper is the form layer's, shared by the studio's parts and the form's.
export {
  chainComponents,
  composeComponents,
  type ComponentMiddleware,
  type ComponentsOf,
  type MiddlewareOf,
  type RenderDefaultProps,
} from '../../form'
export {DEFAULT_API_HOST} from './checkWorkspaceFields'
export {createGetClient, type ClientTarget} from './createGetClient'
export {getPrintableType} from './getPrintableType'

export type {Config, SingleWorkspace, WorkspaceOptions} from './WorkspaceOptions'
export type {AssetOptions, ComposableOption, ListReducer, PluginOptions} from './PluginOptions'
export type {ResolvedAssetOptions, Workspace, WorkspaceI18n, WorkspaceSchemaErrors} from './Workspace'
export type {
  ClientFactory,
  ConfigContext,
  DocumentCommentsEnabledContext,
  DocumentConfigContext,
  DocumentContext,
  LocaleConfigContext,
  NewDocumentOptionsContext,
  SchemaTypesContext,
  SourceClientOptions,
  StudioClientOptions,
} from './ConfigContext'
export type {CurrentUser, CurrentUserRole} from './CurrentUser'
export type {AuthConfig, AuthProvider, ResolvedAuthConfig} from './AuthConfig'
export {defaultStudioTheme, type StudioTheme} from './StudioTheme'
export type {RouterState, Tool, ToolProps, ToolRouter} from './Tool'
export {
  defaultTemplates,
  type NewDocumentCreationContext,
  type NewDocumentItem,
  type NewDocumentOption,
  type Template,
} from './Template'
// Templates are the store's; the studio offers them under the names it always had.
export type {TemplateParameter} from '../../store'
export {
  DEFAULT_ASSET_SOURCE_NAME,
  defaultFileAssetSource,
  defaultImageAssetSource,
  type AssetDocumentProps,
  type AssetFromSource,
  type AssetSource,
  type AssetSourceComponentProps,
} from './AssetSource'
export type {
  DocumentActionComponent,
  DocumentActionDescription,
  DocumentActionDialog,
  DocumentActionProps,
} from './DocumentActionComponent'
export type {DocumentBadgeComponent, DocumentBadgeDescription, DocumentBadgeProps} from './DocumentBadgeComponent'
export type {DocumentInspector, DocumentInspectorMenuItem, DocumentInspectorProps} from './DocumentInspector'
export type {DocumentLanguageFilterComponent} from './DocumentLanguageFilterComponent'
export {
  DEFAULT_WEEK_INFO,
  defaultLocale,
  type Locale,
  type LocaleBundleInput,
  type LocaleDefinition,
  type LocaleWeekInfo,
} from './LocaleDefinition'
export type {SearchFilterDefinition, SearchOperatorItem} from './SearchFilterDefinition'
export type {SearchOperatorDefinition, SearchOperatorInputProps} from './SearchOperatorDefinition'
export {
  STUDIO_COMPONENT_NAMES,
  type ActiveToolLayoutProps,
  type LayoutProps,
  type LogoProps,
  type NavbarProps,
  type StudioComponentMiddleware,
  type StudioComponentName,
  type StudioComponentProps,
  type StudioComponents,
  type ToolMenuProps,
} from './StudioComponents'
export {
  FORM_COMPONENT_NAMES,
  type FormComponentMiddleware,
  type FormComponentName,
  type FormComponents,
  type WorkspaceFormComponents,
} from './FormComponents'
