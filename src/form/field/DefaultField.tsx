import type {FieldProps} from './FieldProps'
import {FieldHeader} from './FieldHeader'
import {fieldElementIds} from './fieldElementIds'

/**
 * The form's field: a header (see `FieldHeader`) above the input. An object field is a named
 * group of its fields, collapsible when its type says so (a collapsed one renders no input);
 * a boolean field puts its switch or checkbox before the title, on one line; a slug, an object
 * edited with one text input, is framed like a string field.
 * @beta
 */
export function DefaultField(props: FieldProps) {
  const {
    schemaType,
    inputId,
    title,
    description,
    deprecated,
    validation,
    presence,
    readOnly,
    actions,
    level,
    children,
  } = props
  const ids = fieldElementIds(inputId)
  const header = {title, description, inputId, deprecated, validation, presence, readOnly, actions}
  const invalid = validation.some((marker) => marker.level === 'error')

  if (schemaType.jsonType === 'boolean') {
    return (
      <div
        className="vellum-form-field vellum-form-boolean-field"
        data-level={level}
        data-invalid={invalid || undefined}
      >
        <FieldHeader {...header} titleAs="label" control={children} />
      </div>
    )
  }

  // A slug is an object with one input: its field looks and labels like a string's. A file or
  // image input is one control too, labelled by the title itself (its fields are inside it).
  if (schemaType.jsonType === 'object' && !ONE_CONTROL_OBJECTS.has(schemaType.intrinsic)) {
    const collapse = props.collapsible
      ? {collapsed: props.collapsed, onToggle: props.collapsed ? props.onExpand : props.onCollapse}
      : undefined
    return (
      <div
        role="group"
        aria-labelledby={ids.title}
        className="vellum-form-field vellum-form-object-field"
        data-level={level}
        data-invalid={invalid || undefined}
      >
        <FieldHeader {...header} titleAs="group" collapse={collapse} />
        {!props.collapsed && (
          <div id={`${inputId}-content`} className="vellum-form-object-field-content">
            {children}
          </div>
        )}
      </div>
    )
  }

  const group = namesGroup(props)
  // An array is named as a group here; a radio list is a radiogroup of its own, named the same way.
  const isArray = schemaType.jsonType === 'array'
  return (
    <div
      role={isArray ? 'group' : undefined}
      aria-labelledby={isArray ? ids.title : undefined}
      className="vellum-form-field"
      data-level={level}
      data-invalid={invalid || undefined}
    >
      <FieldHeader {...header} titleAs={group ? 'group' : 'label'} />
      <div className="vellum-form-field-input">{children}</div>
    </div>
  )
}

// An array and a set of radio buttons are several controls: the title names their group, not
// one control. A file, image or (cross-dataset) reference input points at the title with
// `aria-labelledby` itself.
function namesGroup({schemaType}: FieldProps): boolean {
  return (
    schemaType.jsonType === 'array' ||
    schemaType.options?.layout === 'radio' ||
    schemaType.intrinsic === 'image' ||
    schemaType.intrinsic === 'file' ||
    schemaType.intrinsic === 'reference' ||
    schemaType.intrinsic === 'crossDatasetReference'
  )
}

/** Object types whose input is one control, framed like a string field rather than as a group of fields. */
const ONE_CONTROL_OBJECTS: ReadonlySet<string> = new Set([
  'slug',
  'image',
  'file',
  'reference',
  'crossDatasetReference',
])
