// Public API of `vellum/form`: FormBuilder for a host that edits a value outside the studio,
// and what an input author writes a custom input, field, item or preview with (its props, the
// patches it emits, the form's hooks and the default parts to wrap). Form state building,
// component resolution and the inputs' own sub-parts are internal; see api/vellum-form.api.md.

// ---------------------------------------------------------------------------------------------
// The form and its services
// ---------------------------------------------------------------------------------------------
export {
  FormBuilder,
  FormServicesProvider,
  useFormServices,
  useFormValue,
  useFormTranslation,
  type FormBuilderProps,
  type FormServices,
  type FormServicesProviderProps,
  type FormTranslate,
  type FormNodePresence,
  type FormUiState,
} from '../form'
export type {ToastApi, ToastParams, ToastStatus} from '../ui'
// What a host gives the form for reference fields: search, previews, availability, templates.
export type {
  FormReferenceServices,
  ReferenceAvailability,
  ReferenceOpenRequest,
  ReferencePreviewState,
  ReferenceSearchHit,
  ReferenceSearchRequest,
  ReferenceTemplateOption,
} from '../form'
export {ReferenceFilterError, resolveReferenceFilter, type ReferenceFilterContext} from '../form'
// The same for cross-dataset reference fields, in their datasets, behind the project's feature.
export type {CrossDatasetReferenceValue, CrossDatasetTarget, FormCrossDatasetReferenceServices} from '../form'
// What a host gives the form for file and image fields: uploads and the asset browser.
export type {
  FormAssetServices,
  FormAssetSource,
  AssetBrowserServices,
  AssetKind,
  AssetUploadOptions,
  AssetUploadEvent,
  AssetDocument,
  AssetMetadata,
  AssetListRequest,
  BrowsedAsset,
  ReferringDocument,
  Subscribable,
} from '../form'

// ---------------------------------------------------------------------------------------------
// Patches: what inputs emit
// ---------------------------------------------------------------------------------------------
export {
  set,
  unset,
  setIfMissing,
  insert,
  inc,
  dec,
  diffMatchPatch,
  move,
  textPatch,
  PatchEvent,
  type PatchArg,
  type TextPatchOptions,
} from '../form'

// ---------------------------------------------------------------------------------------------
// Props of inputs, fields, items and previews (what `form.components` and a schema type's
// `components` render)
// ---------------------------------------------------------------------------------------------
export type {
  InputProps,
  BaseInputProps,
  PrimitiveInputProps,
  StringInputProps,
  NumberInputProps,
  BooleanInputProps,
  ObjectInputProps,
  ArrayOfObjectsInputProps,
  ArrayOfPrimitivesInputProps,
  InputElementProps,
  FieldProps,
  ItemProps,
  PreviewProps,
  PreviewLayout,
  FormComponentProps,
  FormComponentSlot,
  FormComponentsMiddleware,
  ComponentMiddleware,
  RenderDefaultProps,
  FieldAction,
  FieldActionDivider,
  FieldActionGroup,
  FieldActionNode,
  FieldActionsContext,
  FieldActionsResolver,
} from '../form'

// ---------------------------------------------------------------------------------------------
// Form state an input is given: members, fieldsets, groups, array items and their errors
// ---------------------------------------------------------------------------------------------
export type {
  FormNode,
  BaseFormNode,
  PrimitiveFormNode,
  StringFormNode,
  NumberFormNode,
  BooleanFormNode,
  ObjectFormNode,
  ArrayOfObjectsFormNode,
  ArrayOfPrimitivesFormNode,
  FormNodeValidation,
  ObjectMember,
  FieldMember,
  FieldSetMember,
  FieldSetState,
  FormFieldGroup,
  FieldError,
  ArrayOfObjectsMember,
  ArrayOfObjectsItemMember,
  ArrayOfPrimitivesMember,
  ArrayOfPrimitivesItemMember,
  ArrayItemError,
  FieldMemberError,
  ArrayItemMemberError,
  DuplicateKeysError,
  IncompatibleTypeError,
  InvalidItemTypeError,
  MissingKeysError,
  MixedArrayError,
  ValueConverter,
} from '../form'

// ---------------------------------------------------------------------------------------------
// Building blocks for custom inputs: the default parts to wrap or compose
// ---------------------------------------------------------------------------------------------
export {
  useTypedText,
  ObjectMembers,
  MemberField,
  MemberFieldSet,
  ObjectInputMember,
  DefaultField,
  DefaultItem,
  DefaultPreview,
  slugify,
  type TypedTextProps,
  type ObjectMembersProps,
  type MemberFieldProps,
  type MemberFieldSetProps,
  type ObjectInputMemberProps,
} from '../form'

// ---------------------------------------------------------------------------------------------
// The default inputs, one per intrinsic type (what `renderDefault` ends in)
// ---------------------------------------------------------------------------------------------
export {
  StringInput,
  TextAreaInput,
  NumberInput,
  BooleanInput,
  EmailInput,
  UrlInput,
  SelectInput,
  DateInput,
  DateTimeInput,
  SlugInput,
  GeopointInput,
  TagsInput,
  CheckboxListInput,
  ObjectInput,
  ArrayInput,
  ArrayOfObjectsInput,
  ArrayOfPrimitivesInput,
  ReferenceInput,
  CrossDatasetReferenceInput,
  PortableTextInput,
  type StringInputElementProps,
  type SelectInputProps,
} from '../form'

// ---------------------------------------------------------------------------------------------
// Rich text: which arrays are portable text, the check of a portable-text value, and loading
// the editor's chunk ahead of a document with a rich-text field
// ---------------------------------------------------------------------------------------------
export {
  isPortableTextArray,
  hasPortableTextField,
  preloadPortableTextEditorFor,
  portableTextMemberTypes,
  checkPortableText,
  type PortableTextMemberTypes,
  type PortableTextCheck,
  type PortableTextProblem,
  type PortableTextBlock,
  type PortableTextMember,
  type PortableTextObject,
  type PortableTextSpan,
} from '../form'
