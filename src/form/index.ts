// Public face of the form layer (entry `vellum/form`): FormBuilder and its services, form
// state, patches, component resolution and the inputs. Styles: src/form/form.css, part of
// `vellum/style.css`.
export {FormBuilder, type FormBuilderProps} from './builder/FormBuilder'
export {useFormBuilder, type FormBuilderContextValue} from './builder/FormBuilderContext'
export {useFormValue} from './builder/useFormValue'
export type {FormUiState} from './builder/FormUiStore'
export {
  ALL_FIELDS_GROUP_NAME,
  DIFF_MATCH_PATCH_ABSOLUTE_THRESHOLD,
  DIFF_MATCH_PATCH_RELATIVE_THRESHOLD,
  FIELD_PRESENCE_MAX_AVATARS,
  NARROW_LAYOUT_MAX_WIDTH,
  TEXT_DEFAULT_ROWS,
} from './constants'

// Patches
export {dec, diffMatchPatch, inc, insert, move, set, setIfMissing, unset} from './patch/patches'
export {PatchEvent, type PatchArg} from './patch/PatchEvent'
export {textPatch, type TextPatchOptions} from './patch/textPatch'
export {ensureParentObjects} from './patch/ensureParentObjects'
export {unsetEmptiedValues} from './patch/unsetEmptiedValues'

// Form state
export {prepareFormState, type PrepareFormStateOptions} from './state/prepareFormState'
export {FormStateBuilder, type FormStateBuildOptions} from './state/FormStateBuilder'
export {ConditionalCache} from './state/ConditionalCache'
export {revealPath, type RevealStep} from './state/revealPath'
export {findMember, type FoundMember} from './state/findMember'
export {arrayItemType} from './state/arrayItemType'
export {booleanFromString, getValueConverter, numberFromString, type ValueConverter} from './state/valueConverters'
export type {
  ArrayItemError,
  ArrayOfObjectsFormNode,
  ArrayOfObjectsItemMember,
  ArrayOfObjectsMember,
  ArrayOfPrimitivesFormNode,
  ArrayOfPrimitivesItemMember,
  ArrayOfPrimitivesMember,
  BaseFormNode,
  BooleanFormNode,
  FieldError,
  FieldMember,
  FieldSetMember,
  FieldSetState,
  FormFieldGroup,
  FormNode,
  FormNodeValidation,
  NumberFormNode,
  ObjectFormNode,
  ObjectMember,
  PrimitiveFormNode,
  StringFormNode,
} from './state/FormNode'
export type {
  ArrayItemMemberError,
  DuplicateKeysError,
  FieldMemberError,
  IncompatibleTypeError,
  InvalidItemTypeError,
  MissingKeysError,
  MixedArrayError,
} from './state/FormMemberError'
export type {FormNodePresence} from './state/FormNodePresence'

// Services
export type {FormServices} from './services/FormServices'
export {FormServicesProvider, type FormServicesProviderProps} from './services/FormServicesProvider'
export {useFormServices} from './services/useFormServices'
export {formLocaleBundle} from './translation/formLocaleBundle'
export {createFormTranslate, useFormTranslation, type FormTranslate} from './translation/useFormTranslation'

// Component resolution
export {
  FORM_COMPONENT_SLOTS,
  type FormComponentProps,
  type FormComponentSlot,
  type FormComponentsMiddleware,
} from './resolve/FormComponentMiddleware'
export {
  chainComponents,
  composeComponents,
  type ComponentMiddleware,
  type ComponentsOf,
  type MiddlewareOf,
  type RenderDefaultProps,
} from './resolve/chainComponents'
export {
  createFormComponentResolver,
  MissingFormComponentError,
  type FormComponentDefault,
  type FormComponentDefaults,
  type FormComponentResolver,
} from './resolve/createFormComponentResolver'
export {DEFAULT_INPUT_RULES, DEFAULT_INTRINSIC_INPUTS, defaultInputFor, type InputRule} from './resolve/defaultInputFor'
export {FORM_COMPONENT_DEFAULTS} from './resolve/formComponentDefaults'
export type {
  ArrayOfObjectsInputProps,
  ArrayOfPrimitivesInputProps,
  BaseInputProps,
  BooleanInputProps,
  InputElementProps,
  InputProps,
  NumberInputProps,
  ObjectInputProps,
  PrimitiveInputProps,
  StringInputProps,
} from './resolve/InputProps'
export type {ItemProps} from './resolve/ItemProps'
export type {PreviewLayout, PreviewProps} from './resolve/PreviewProps'

// Fields and members
export {DefaultField} from './field/DefaultField'
export type {FieldProps} from './field/FieldProps'
export {FieldHeader, type FieldHeaderProps} from './field/FieldHeader'
export {FieldValidationStatus, type FieldValidationStatusProps} from './field/FieldValidationStatus'
export {FieldPresence, type FieldPresenceProps} from './field/FieldPresence'
export {FieldActionsMenu, type FieldActionsMenuProps} from './field/FieldActionsMenu'
export type {
  FieldAction,
  FieldActionDivider,
  FieldActionGroup,
  FieldActionNode,
  FieldActionsContext,
  FieldActionsResolver,
} from './field/FieldActionNode'
export {countValidation, highestLevel, validationSummary, type ValidationCounts} from './field/validationSummary'
export {ObjectMembers, type ObjectMembersProps} from './members/ObjectMembers'
export {MemberField, type MemberFieldProps} from './members/MemberField'
export {ObjectInputMember, type ObjectInputMemberProps} from './members/ObjectInputMember'
export {MemberFieldSet, type MemberFieldSetProps} from './members/MemberFieldSet'
export {MemberFieldError, type MemberFieldErrorProps} from './members/MemberFieldError'
export {MemberErrorAlert, type MemberErrorAlertProps} from './members/MemberErrorAlert'
export {memberErrorFixes, type MemberErrorFix} from './members/memberErrorFixes'
export {useInputProps} from './members/useInputProps'

// Inputs
export {StringInput, type StringInputElementProps} from './inputs/StringInput'
export {MAX_PENDING_TEXTS, useTypedText, type TypedTextProps} from './inputs/useTypedText'
export {TextAreaInput} from './inputs/TextAreaInput'
export {NumberInput} from './inputs/NumberInput'
export {numberConstraints, numberInputMode, parseNumberInput, type NumberConstraints} from './inputs/numberInputMode'
export {BooleanInput} from './inputs/BooleanInput'
export {EmailInput} from './inputs/EmailInput'
export {UrlInput} from './inputs/UrlInput'
export {SelectInput, type SelectInputProps} from './inputs/SelectInput'
export {listChoices, type ListChoice} from './inputs/listOptions'
export {ObjectInput} from './inputs/ObjectInput'
export {UnknownFieldsWarning, type UnknownFieldsWarningProps} from './inputs/UnknownFieldsWarning'
export {FieldGroupTabs, type FieldGroupTabsProps} from './inputs/FieldGroupTabs'
export {SlugInput} from './inputs/slug/SlugInput'
export {slugify} from './inputs/slug/slugify'
export {generateSlug, SlugSourceMissingError, type SlugContext} from './inputs/slug/generateSlug'
export {useSlugGeneration, type SlugGeneration, type SlugGenerationState} from './inputs/slug/useSlugGeneration'
export {GeopointInput} from './inputs/geopoint/GeopointInput'
export {GEOPOINT_RANGES, geopointRangeError, type CoordinateRange} from './inputs/geopoint/geopointRangeError'
export {TagsInput} from './inputs/tags/TagsInput'
export {isTagsArray} from './inputs/tags/isTagsArray'
export {CheckboxListInput} from './inputs/checkboxList/CheckboxListInput'
export {isCheckboxListArray} from './inputs/checkboxList/isCheckboxListArray'
export {checkChoicePatches, uncheckValuePatches} from './inputs/checkboxList/checkboxListPatches'
export {CHECKBOX_GRID_MAX_COLUMNS, SLUG_DEFAULT_MAX_LENGTH} from './constants'
export {DateInput} from './inputs/date/DateInput'
export {DateTimeInput} from './inputs/date/DateTimeInput'
export {DateTextInput, type DateTextInputProps} from './inputs/date/DateTextInput'
export {DatePicker, type DatePickerProps} from './inputs/date/DatePicker'
export {DatePickerPopover, type DatePickerPopoverProps} from './inputs/date/DatePickerPopover'
export {Calendar, type CalendarProps} from './inputs/date/Calendar'
export {calendarLabels, type CalendarLabels} from './inputs/date/calendarLabels'
export {calendarWeeks, moveFocusedDay, weekStartsOnFromFirstDay, type WeekStartsOn} from './inputs/date/calendarGrid'
export {dateTimeFormatOf, type DateKind, type DateTimeFormat} from './inputs/date/dateTimeFormat'
export {formatDateText, parseDateText, parseStoredDate, roundToTimeStep, toStoredDate} from './inputs/date/dateValue'
export {
  CALENDAR_COLUMNS,
  CALENDAR_WEEKS,
  DATE_DEFAULT_FORMAT,
  DATE_FORMAT_EXAMPLE_DAY,
  DATE_STORED_FORMAT,
  DATETIME_DEFAULT_TIME_FORMAT,
  DATETIME_DEFAULT_TIME_STEP,
  DEFAULT_WEEK_FIRST_DAY,
} from './constants'
export {ArrayInput} from './inputs/array/ArrayInput'
export {ArrayOfObjectsInput} from './inputs/array/ArrayOfObjectsInput'
export {ArrayOfPrimitivesInput} from './inputs/array/ArrayOfPrimitivesInput'
export {ArrayItemList, type ArrayItemListProps} from './inputs/array/ArrayItemList'
export {ArrayItemMenu, type ArrayItemMenuProps} from './inputs/array/ArrayItemMenu'
export {ArrayAddItem, type ArrayAddItemProps} from './inputs/array/ArrayAddItem'
export {SortableItemDragHandle} from './inputs/array/SortableArrayItem'
export {DefaultItem} from './inputs/array/DefaultItem'
export {DefaultPreview} from './inputs/array/DefaultPreview'
export {
  isPreviewImageSource,
  PreviewImage,
  previewImageOptions,
  PREVIEW_THUMBNAIL_SIZE,
  type PreviewImageProps,
} from './inputs/array/PreviewImage'
export {
  useArrayActions,
  type ArrayItemActions,
  type ArrayItemSegment,
  type UseArrayActionsOptions,
} from './inputs/array/useArrayActions'
export {arrayItemPreview, type ArrayItemPreviewFields} from './inputs/array/arrayItemPreview'
export {arrayMovePatches} from './inputs/array/arrayMovePatches'
export {
  arrayItemFromInitialValue,
  duplicateArrayItem,
  emptyPrimitiveValue,
  newArrayItem,
} from './inputs/array/newArrayItem'
export {hasResolvableInitialValue} from './inputs/array/hasResolvableInitialValue'
export {
  ARRAY_INITIAL_VALUE_RESOLVED_TOAST_MS,
  ARRAY_INITIAL_VALUE_TOAST_DELAY_MS,
  useNewArrayItem,
  type NewArrayItemFactory,
} from './inputs/array/useNewArrayItem'
export {isTextFile, textFileItems} from './inputs/array/textFileItems'
export {
  arrayDisplayOptions,
  arrayItemModalOptions,
  type ArrayDisplayOptions,
  type ArrayItemModalOptions,
} from './inputs/array/arrayOptions'
export {ArrayOfObjectsItem, type ArrayOfObjectsItemProps} from './members/ArrayOfObjectsItem'
export {ArrayOfPrimitivesItem, type ArrayOfPrimitivesItemProps} from './members/ArrayOfPrimitivesItem'
export {ArrayInvalidItem, type ArrayInvalidItemProps} from './members/ArrayInvalidItem'
export {
  ARRAY_DRAG_AUTO_SCROLL_THRESHOLD,
  ARRAY_DRAG_TRANSITION_MS,
  ARRAY_ITEM_HEIGHT_ESTIMATE,
  ARRAY_ITEM_MODAL_DEFAULT_WIDTH,
  ARRAY_ITEM_MODAL_WIDTHS,
  ARRAY_VIRTUAL_INITIAL_ITEMS,
  ARRAY_VIRTUALIZATION_THRESHOLD,
} from './constants'

// File and image inputs and their uploads
export {FileInput} from './inputs/file/FileInput'
export {FileCard, type FileCardProps} from './inputs/file/FileCard'
export {ImageInput} from './inputs/image/ImageInput'
export {ImagePreview, type ImagePreviewProps} from './inputs/image/ImagePreview'
export {blurHashDataUrl, decodeBlurHash} from './inputs/image/decodeBlurHash'
export type {
  AssetDocument,
  AssetKind,
  AssetMetadata,
  AssetUploadEvent,
  AssetUploadOptions,
  FormAssetServices,
  FormAssetSource,
  Subscribable,
} from './inputs/upload/FormAssetServices'
// Rich-text input (its ProseMirror editor is a chunk of its own, loaded when it first shows)
export {PortableTextInput, preloadPortableTextEditorFor} from './inputs/portableText/PortableTextInput'
export {
  hasPortableTextField,
  isPortableTextArray,
  portableTextMemberTypes,
  type PortableTextMemberTypes,
} from './inputs/portableText/isPortableTextArray'
export {
  checkPortableText,
  type PortableTextCheck,
  type PortableTextProblem,
} from './inputs/portableText/checkPortableText'
export type {
  PortableTextBlock,
  PortableTextMember,
  PortableTextObject,
  PortableTextSpan,
} from './inputs/portableText/portableTextValue'
// Reference input and the services it needs from the host
export {ReferenceInput} from './inputs/reference/ReferenceInput'
export type {
  FormReferenceServices,
  ReferenceAvailability,
  ReferenceOpenRequest,
  ReferencePreviewState,
  ReferenceSearchHit,
  ReferenceSearchRequest,
  ReferenceTemplateOption,
} from './inputs/reference/FormReferenceServices'
export {
  INVALID_REFERENCE_FILTER_MESSAGE,
  ReferenceFilterError,
  resolveReferenceFilter,
  type ReferenceFilterContext,
} from './inputs/reference/referenceFilter'
export {REFERENCE_SEARCH_DEBOUNCE_MS} from './inputs/reference/useReferenceSearch'
// Cross-dataset reference input and the services it needs from the host
export {CrossDatasetReferenceInput} from './inputs/crossDatasetReference/CrossDatasetReferenceInput'
export type {
  CrossDatasetTarget,
  FormCrossDatasetReferenceServices,
} from './inputs/crossDatasetReference/FormCrossDatasetReferenceServices'
export type {CrossDatasetReferenceValue} from './inputs/crossDatasetReference/crossDatasetReferenceValue'
// The asset browser's data (the dialogs themselves load lazily, from the file and image inputs)
export {
  ASSET_PAGE_SIZE,
  REFERRING_DOCUMENTS_LIMIT,
  type AssetBrowserServices,
  type AssetListRequest,
  type BrowsedAsset,
  type ReferringDocument,
} from './inputs/assetSource/AssetBrowserServices'
export {acceptsFile, type FileDescription} from './inputs/upload/acceptsFile'
export {acceptOf, uploaderFor, uploadTargetFor, type UploadTarget} from './inputs/upload/uploadTarget'
export {hashFile, type HashFileOptions} from './inputs/upload/hashFile'
export {Sha1} from './inputs/upload/sha1'
export {createUploadQueue, uploadQueueFor, type UploadQueue} from './inputs/upload/uploadQueue'
export {runUpload, type UploadRequest} from './inputs/upload/runUpload'
export {
  uploadRegistryFor,
  type UploadEntry,
  type UploadRegistry,
  type UploadStart,
} from './inputs/upload/uploadRegistry'
export {uploadStateOf, msUntilStale, type UploadState} from './inputs/upload/UploadState'
export {formatDecimalFileSize, formatFileSize} from './inputs/upload/formatFileSize'
export {mimeDisplayName} from './inputs/upload/mimeDisplayName'
export {uploadOptionsFor, type AssetDocumentProps} from './inputs/upload/uploadOptionsFor'
export {clearAssetPatches} from './inputs/upload/clearAssetPatches'
export {checkAssetsFromSource, AssetSourceResultError, type AssetFromSource} from './inputs/upload/assetsFromSource'
export {
  DEFAULT_IMAGE_ACCEPT,
  HASH_CHUNK_BYTES,
  IMAGE_PREVIEW_HEIGHT,
  UPLOAD_CONCURRENCY,
  UPLOAD_INITIAL_PROGRESS,
  UPLOAD_STALE_MS,
  UPLOAD_THUMBNAIL_QUALITY,
  UPLOAD_THUMBNAIL_WIDTH,
  uploadProgress,
} from './inputs/upload/uploadConstants'
