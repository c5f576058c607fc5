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
  type FormComponentMiddleware,
  type FormComponentProps,
  type FormComponentSlot,
  type FormComponentsMiddleware,
  type RenderDefaultProps,
} from './resolve/FormComponentMiddleware'
export {chainFormComponents} from './resolve/chainFormComponents'
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
export type {FieldAction, FieldActionDivider, FieldActionGroup, FieldActionNode, FieldActionsContext, FieldActionsResolver} from './field/FieldActionNode'
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
