import {lazy, Suspense, useMemo, useState} from 'react'
import {set, unset} from '../../patch/patches'
import type {ArrayOfObjectsInputProps} from '../../resolve/InputProps'
import {useFormTranslation} from '../../translation/useFormTranslation'
import {checkPortableText} from './checkPortableText'
import {InvalidPortableTextPanel} from './InvalidPortableTextPanel'
import {portableTextMemberTypes} from './isPortableTextArray'

export {isPortableTextArray} from './isPortableTextArray'

// The editor and ProseMirror are a chunk of their own, loaded when a rich-text field shows.
const PortableTextEditor = lazy(() => import('./PortableTextEditor'))

/**
 * The form's input of a rich-text field: an array whose members include `block`. A value that
 * breaks the field's schema (see `checkPortableText`) shows the invalid-value panel, with a
 * fix (not when read-only) and an ignore button; otherwise the portable-text editor, loaded on
 * demand (its own chunk, with ProseMirror), with a placeholder of its height while it loads.
 * @beta
 */
export function PortableTextInput(props: ArrayOfObjectsInputProps) {
  const {schemaType, value, readOnly, onChange} = props
  const t = useFormTranslation()
  const check = useMemo(() => checkPortableText(value, portableTextMemberTypes(schemaType)), [value, schemaType])
  const [ignored, setIgnored] = useState(false)
  if (check.problems.length > 0 && !ignored)
    return (
      <InvalidPortableTextPanel
        problems={check.problems}
        readOnly={readOnly}
        t={t}
        onFix={() => onChange(check.fixed === undefined ? unset() : set(check.fixed))}
        onIgnore={() => setIgnored(true)}
      />
    )
  return (
    <Suspense
      fallback={
        <div className="vellum-form-pt-loading" aria-busy="true">
          {t('portable-text.loading')}
        </div>
      }
    >
      <PortableTextEditor {...props} />
    </Suspense>
  )
}
