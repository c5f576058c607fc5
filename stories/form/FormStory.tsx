import {useEffect, useState} from 'react'
import {FormBuilder, FormServicesProvider, type FormNodePresence, type FormServices} from '../../src/form'
import {applyPatches} from '../../src/mutations'
import type {NamedSchema} from '../../src/schema'
import type {ObjectSchemaType, Patch, Path, ValidationMarker} from '../../src/types'
import {validateDocument} from '../../src/validation'

/** Props of {@link FormStory}. */
export interface FormStoryProps {
  schema: NamedSchema
  /** The document type the form edits. */
  typeName: string
  /** The document the story starts with. */
  value: Record<string, unknown>
  readOnly?: boolean
  presence?: FormNodePresence[]
  /** Run the real validation engine on every change and show its markers. */
  validate?: boolean
  /** Where the story puts the focus path, as a validation list would. */
  focusPath?: Path
  services?: FormServices
  /** Width of the form, e.g. to show the narrow layout of field groups. */
  width?: number
}

/**
 * A FormBuilder over local state, as the stories of the inputs use it: every patch event is
 * applied with the mutation engine (`applyPatches`), so what the story shows is what the
 * patches do; the last patches are listed under the form. With `validate`, the validation
 * engine runs on each new value. `data-validation` on the root says when markers are in.
 */
export function FormStory({
  schema,
  typeName,
  value: initial,
  readOnly,
  presence,
  validate = false,
  focusPath: initialFocus,
  services = {},
  width = 560,
}: FormStoryProps) {
  const schemaType = schema.get(typeName) as ObjectSchemaType
  const [value, setValue] = useState<Record<string, unknown> | undefined>(initial)
  const [patches, setPatches] = useState<Patch[]>([])
  const [validation, setValidation] = useState<{markers: ValidationMarker[]; of: unknown} | null>(null)
  const [focusPath, setFocusPath] = useState<Path | undefined>(initialFocus)

  useEffect(() => {
    if (!validate) return
    const controller = new AbortController()
    validateDocument({document: value, schema, signal: controller.signal}).then(
      (markers) => setValidation({markers, of: value}),
      (error: unknown) => {
        if (!controller.signal.aborted) console.error('Validation failed', error)
      },
    )
    return () => controller.abort()
  }, [validate, value, schema])

  const ready = !validate || validation?.of === value
  return (
    <FormServicesProvider services={services}>
      <div style={{maxWidth: width}} data-validation={ready ? 'ready' : 'pending'}>
        <FormBuilder
          schemaType={schemaType}
          value={value}
          validation={validation?.markers}
          presence={presence}
          readOnly={readOnly}
          focusPath={focusPath}
          onPathFocus={setFocusPath}
          onChange={(event) => {
            setPatches([...event.patches])
            setValue((current) => applyPatches(current, event.patches))
          }}
        />
        <details style={{marginTop: 24, fontSize: 13}}>
          <summary>Last patches</summary>
          <pre data-testid="patches">{JSON.stringify(patches, null, 2)}</pre>
        </details>
      </div>
    </FormServicesProvider>
  )
}

const now = Date.parse('2025-03-01T12:00:00.000Z')

/** People in a document, for the presence stories. */
export function presenceAt(path: Path): FormNodePresence[] {
  return [
    {
      sessionId: 'grace-1',
      user: {id: 'grace', displayName: 'Grace Hopper'},
      path,
      lastActiveAt: new Date(now - 2_000).toISOString(),
    },
    {
      sessionId: 'alan-1',
      user: {id: 'alan', displayName: 'Alan Turing'},
      path,
      lastActiveAt: new Date(now - 9_000).toISOString(),
    },
  ]
}
