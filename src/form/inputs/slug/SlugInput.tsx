import {useCallback, useLayoutEffect, useRef} from 'react'
import {Button, TextInput} from '../../../ui'
import type {SlugOptions} from '../../../types'
import {useFormValue} from '../../builder/useFormValue'
import {fieldElementIds} from '../../field/fieldElementIds'
import {joinDescribedBy} from '../../members/joinDescribedBy'
import {set, unset} from '../../patch/patches'
import {textPatch} from '../../patch/textPatch'
import type {ObjectInputProps} from '../../resolve/InputProps'
import {useFormServices} from '../../services/useFormServices'
import {useFormTranslation, type FormTranslate} from '../../translation/useFormTranslation'
import {hasErrors} from '../hasErrors'
import {useTypedText} from '../useTypedText'
import {generateSlug, SlugSourceMissingError} from './generateSlug'
import {useSlugGeneration} from './useSlugGeneration'

/**
 * The input of a `slug` field (`{_type: 'slug', current}`): a text input for `current` and,
 * when the type names `options.source`, a Generate button that makes the slug from the source
 * (see `generateSlug`). While a slug is generated the button is busy and disabled; a failure
 * shows under the input ('Source is missing' when the source is empty). Typing a slug of one's
 * own makes a generation still under way stale: its result is ignored.
 *
 * Typing emits `set(text, ['current'])` — the form puts `setIfMissing({_type})` in front —
 * and emptying the input emits `unset(['current'])`, after which the form unsets the emptied
 * slug. Under the input the field shows its first error-level validation message.
 * Read-only: the input is read-only and there is no button.
 * @beta
 */
export function SlugInput(props: ObjectInputProps) {
  const {value, schemaType, path, readOnly, validation, elementProps, onChange} = props
  const t = useFormTranslation()
  const {diffMatchPatch} = useFormServices()
  const generation = useSlugGeneration()
  const document = useRef<unknown>(undefined)
  const rememberDocument = useCallback((next: unknown) => {
    document.current = next
  }, [])

  const typed = useTypedText<HTMLInputElement>(
    typeof value?.current === 'string' ? value.current : undefined,
    (previous, next) => {
      // Typing wins over a slug still being generated.
      generation.cancel()
      onChange(textPatch(previous, next, ['current'], {diffMatchPatch}))
    },
    elementProps,
  )
  const canGenerate = !readOnly && (schemaType.options as SlugOptions | undefined)?.source !== undefined
  const firstError = validation.find((marker) => marker.level === 'error')
  const ids = fieldElementIds(elementProps.id)
  const generationErrorId = `${elementProps.id}-generation-error`
  const firstErrorId = `${elementProps.id}-first-error`
  const {state} = generation

  const generate = () =>
    generation.run(
      () => generateSlug(schemaType, document.current, path),
      (slug) => onChange(slug === '' ? unset(['current']) : set(slug, ['current'])),
    )

  return (
    <div className="vellum-form-slug">
      {canGenerate && <LatestDocument onChange={rememberDocument} />}
      <div className="vellum-form-slug-row">
        <TextInput
          {...elementProps}
          className="vellum-form-slug-input"
          aria-labelledby={ids.title}
          aria-describedby={joinDescribedBy(
            firstError && firstErrorId,
            state.status === 'error' && generationErrorId,
            elementProps['aria-describedby'],
          )}
          {...typed}
          placeholder={schemaType.placeholder}
          readOnly={readOnly}
          invalid={hasErrors(validation)}
        />
        {canGenerate && (
          <Button text={t('slug.generate')} mode="ghost" loading={state.status === 'pending'} onClick={generate} />
        )}
      </div>
      {state.status === 'error' && (
        <div id={generationErrorId} role="alert" className="vellum-form-slug-message" data-level="error">
          {generationErrorMessage(state.error, t)}
        </div>
      )}
      {firstError && (
        <div id={firstErrorId} className="vellum-form-slug-message" data-level="error">
          {firstError.message || t('validation.item-error')}
        </div>
      )}
    </div>
  )
}

function generationErrorMessage(error: unknown, t: FormTranslate): string {
  if (error instanceof SlugSourceMissingError) return t('slug.source-missing')
  return t('slug.generate-failed', {message: error instanceof Error ? error.message : String(error)})
}

/**
 * Hands the form's document to the slug input whenever it changes. A child of its own, so
 * only it re-renders on every edit of the document, not the slug input, which reads the
 * document only when Generate is pressed.
 */
function LatestDocument({onChange}: {onChange: (document: unknown) => void}) {
  const document = useFormValue([])
  useLayoutEffect(() => onChange(document), [document, onChange])
  return null
}
