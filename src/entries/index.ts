// Public API of `vellum`: what a host app mounts the studio with, what a plugin author
// configures it with, what a tool reads the workspace through, and what everyone describes
// content with (schema, documents, patches). Every name is listed on purpose; api/vellum.api.md
// is the reviewed report of this surface (`npm run api:update` after a change).

// ---------------------------------------------------------------------------------------------
// Host app: the studio and its configuration
// ---------------------------------------------------------------------------------------------
export {
  defineConfig,
  Studio,
  renderStudio,
  createBrowserHistory,
  createMemoryHistory,
  defaultStudioTheme,
  memoryTokenStorage,
  type Config,
  type SingleWorkspace,
  type WorkspaceOptions,
  type StudioProps,
  type StudioHistory,
  type StudioLocation,
  type MemoryHistory,
  type MemoryHistoryOptions,
  type StudioTheme,
  // Sign-in: the workspace's providers, and how a host checks sessions and keeps tokens.
  type AuthConfig,
  type AuthProvider,
  type StudioAuthOptions,
  type WorkspaceAuthStoresOptions,
  type WorkspaceAuthTarget,
  type WorkspaceSummary,
  type AuthLocation,
  type ErrorChannel,
  type AuthClientFactory,
  type AuthCredentials,
  type AuthTokenStorage,
} from '../studio'

// ---------------------------------------------------------------------------------------------
// Plugin author: plugins, tools, templates, document actions, badges, inspectors, asset
// sources, locales, search and component overrides
// ---------------------------------------------------------------------------------------------
export {
  definePlugin,
  type Plugin,
  type PluginOptions,
  type ComposableOption,
  type ListReducer,
  type AssetOptions,
  // What reducers and per-document options are given.
  type ConfigContext,
  type DocumentConfigContext,
  type DocumentContext,
  type DocumentCommentsEnabledContext,
  type LocaleConfigContext,
  type NewDocumentOptionsContext,
  type NewDocumentCreationContext,
  type SchemaTypesContext,
  type SourceClientOptions,
  // Tools
  type Tool,
  type ToolProps,
  type ToolRouter,
  type RouterState,
  // Initial value templates and new-document options
  type Template,
  type TemplateParameter,
  type NewDocumentOption,
  type NewDocumentItem,
  // Document actions, badges, inspectors and language filters
  type DocumentActionComponent,
  type DocumentActionDescription,
  type DocumentActionDialog,
  type DocumentActionProps,
  type DocumentBadgeComponent,
  type DocumentBadgeDescription,
  type DocumentBadgeProps,
  type DocumentInspector,
  type DocumentInspectorMenuItem,
  type DocumentInspectorProps,
  type DocumentLanguageFilterComponent,
  // Asset sources
  type AssetSource,
  type AssetSourceComponentProps,
  type AssetFromSource,
  type AssetDocumentProps,
  // Locales
  type LocaleDefinition,
  type LocaleWeekInfo,
  type LocaleBundleInput,
  // Search
  type SearchFilterDefinition,
  type SearchOperatorDefinition,
  type SearchOperatorInputProps,
  type SearchOperatorItem,
  // Component overrides: studio parts (`studio.components`) and form parts (`form.components`)
  type ComponentMiddleware,
  type RenderDefaultProps,
  type StudioComponents,
  type StudioComponentName,
  type StudioComponentProps,
  type StudioComponentMiddleware,
  type LayoutProps,
  type NavbarProps,
  type ToolMenuProps,
  type LogoProps,
  type ActiveToolLayoutProps,
  type FormComponents,
  type FormComponentName,
  type FormComponentMiddleware,
  type FormComponentsMiddleware,
} from '../studio'
// The theme and tone types a studio theme, an action or a badge is written with.
export {COLOR_SCHEME_PREFERENCES, type Tone, type ColorSchemePreference, type ThemeTokens, type ColorToken} from '../ui'

// ---------------------------------------------------------------------------------------------
// Tool author: the signed-in workspace, its services, the router and translations
// ---------------------------------------------------------------------------------------------
export {
  useWorkspace,
  useClient,
  useCurrentUser,
  useWorkspaceServices,
  useRouter,
  useRouterState,
  useTranslation,
  Link,
  StateLink,
  IntentLink,
  type Workspace,
  type WorkspaceI18n,
  type ResolvedAssetOptions,
  type ResolvedAuthConfig,
  type Locale,
  type WorkspaceServices,
  type CurrentUser,
  type CurrentUserRole,
  type StudioRouter,
  type StudioRouteState,
  type RedirectReason,
  type RoutableWorkspace,
  type NavigateOptions,
  type StateTarget,
  type IntentLinkTarget,
  type IntentTarget,
  type IntentName,
  type IntentParams,
  type IntentRequest,
  type LinkProps,
  type StateLinkProps,
  type IntentLinkProps,
} from '../studio'

// ---------------------------------------------------------------------------------------------
// Schema: defining content types, compiling and checking them
// ---------------------------------------------------------------------------------------------
export {
  defineType,
  defineField,
  defineArrayMember,
  createSchema,
  validateSchema,
  SchemaError,
  getSearchableFields,
  getFieldType,
  isArraySchemaType,
  isBlockSchemaType,
  isCrossDatasetReferenceSchemaType,
  isDocumentSchemaType,
  isFileSchemaType,
  isImageSchemaType,
  isObjectSchemaType,
  isPrimitiveSchemaType,
  isReferenceSchemaType,
  isTypeOf,
  BUILTIN_TYPE_DEFINITIONS,
  INTRINSIC_TYPE_NAMES,
  type TypeDefinitionOf,
  type FieldDefinitionOf,
  type ArrayMemberDefinitionOf,
  type DefinitionBody,
  type CreateSchemaOptions,
  type NamedSchema,
  type SearchableFieldsOptions,
} from '../schema'
export type {
  // Definitions (what `defineType` takes)
  AnyDefinition,
  IntrinsicDefinitions,
  IntrinsicTypeName,
  BaseDefinition,
  AliasDefinition,
  ArrayDefinition,
  ArrayMemberDefinition,
  BlockDefinition,
  BooleanDefinition,
  CrossDatasetReferenceDefinition,
  DateDefinition,
  DatetimeDefinition,
  DocumentDefinition,
  EmailDefinition,
  FieldDefinition,
  FileDefinition,
  GeopointDefinition,
  ImageDefinition,
  NumberDefinition,
  ObjectDefinition,
  ObjectLikeDefinition,
  ReferenceDefinition,
  SlugDefinition,
  SpanDefinition,
  StringDefinition,
  TextDefinition,
  UrlDefinition,
  FieldGroupDefinition,
  FieldsetDefinition,
  // Options of the intrinsic types
  ArrayOptions,
  BlockStyle,
  FileOptions,
  ImageOptions,
  ListOption,
  ReferenceOptions,
  ReferenceTarget,
  SlugOptions,
  StringOptions,
  // Shared definition properties
  ComponentSlot,
  ConditionalProperty,
  ConditionalPropertyContext,
  InitialValueContext,
  InitialValueProperty,
  PreviewConfig,
  PreviewValue,
  SortOrdering,
  TypeComponents,
  DistributiveOmit,
  // Compiled schema types (what `createSchema` returns)
  Schema,
  SchemaType,
  SchemaProblem,
  BaseSchemaType,
  ArraySchemaType,
  BlockSchemaType,
  BooleanSchemaType,
  CrossDatasetReferenceSchemaType,
  FileSchemaType,
  NumberSchemaType,
  ObjectSchemaType,
  ReferenceSchemaType,
  StringSchemaType,
  ObjectField,
  Fieldset,
  FieldGroup,
  JsonType,
  SearchFieldDefinition,
  // Validation rules a definition's `validation` builds
  Rule,
  ValidationBuilder,
  CustomValidator,
  CustomValidatorResult,
  FieldReference,
  RegexValidationOptions,
  UriValidationOptions,
  ValidationClient,
  ValidationContext,
  ValidationLevel,
  ValidationMarker,
  ValidationMessage,
} from '../types'

// ---------------------------------------------------------------------------------------------
// Documents: ids, paths and keys
// ---------------------------------------------------------------------------------------------
export {
  DRAFTS_PREFIX,
  getDraftId,
  getPublishedId,
  getIdPair,
  isDraftId,
  getValueAtPath,
  isKeyedSegment,
  pathToString,
  stringToPath,
  pathsAreEqual,
  pathStartsWith,
  randomKey,
  JsonMatchSyntaxError,
  type IdPair,
} from '../document'
// Image URLs: a transformed image of an uploaded asset, for the host's pages.
export {
  imageUrlBuilder,
  urlFor,
  type ImageUrlBuilder,
  type ImageUrlConfig,
  type ImageUrlCropPosition,
  type ImageUrlFit,
  type ImageUrlFormat,
  type ImageUrlSource,
  type ImageCropValue,
  type ImageHotspotValue,
} from '../document'
export type {
  ContentDocument,
  DocumentInput,
  Reference,
  CrossDatasetReference,
  Slug,
  Path,
  PathSegment,
  KeyedSegment,
  IndexTuple,
} from '../types'

// ---------------------------------------------------------------------------------------------
// Patches and mutations: the one engine the server and the studio share
// ---------------------------------------------------------------------------------------------
export {
  applyPatches,
  applyMutation,
  applyTransaction,
  toPatchOperations,
  MutationError,
  type MutationContext,
  type MutationOperation,
  type AppliedTransaction,
  type TransactionResult,
  type MutationErrorDetails,
  type MutationErrorType,
  type ToPatchOperationsOptions,
} from '../mutations'
export type {
  Patch,
  PatchType,
  PatchOperations,
  InsertOperation,
  InsertPosition,
  Mutation,
  MutationKind,
  PatchMutation,
} from '../types'

// ---------------------------------------------------------------------------------------------
// Translations
// ---------------------------------------------------------------------------------------------
export {
  createI18n,
  defineLocaleResourceBundle,
  type I18n,
  type I18nOptions,
  type TranslationParams,
  type LocaleResourceBundle,
  type LocaleResources,
} from '../i18n'
