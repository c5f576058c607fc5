import {useEffect, useRef, useState} from 'react'
import {Button, TextInput} from '../../../ui'
import type {FormTranslate} from '../../translation/useFormTranslation'
import type {ActiveAnnotation} from './commands'

/** Props of {@link AnnotationEditor}. */
export interface AnnotationEditorProps {
  annotation: ActiveAnnotation
  /** The annotation type's title ('Link'). */
  title: string
  readOnly: boolean
  /** Whether to move focus into it (it was just added). */
  autoFocus: boolean
  t: FormTranslate
  onChange: (value: Record<string, unknown>) => void
  onRemove: () => void
  /** Escape: closes it and gives focus back to the text. */
  onClose: () => void
}

/**
 * The popover of the annotation at the selection: it opens when the selection is in a link
 * (or right after one is added), edits its URL — or, for other annotation types, shows their
 * fields as JSON — and removes it. Escape closes it. Keyed by the annotation (and its URL) by
 * its parent, so its text starts over when another annotation or URL is shown.
 */
export function AnnotationEditor({
  annotation,
  title,
  readOnly,
  autoFocus,
  t,
  onChange,
  onRemove,
  onClose,
}: AnnotationEditorProps) {
  const input = useRef<HTMLInputElement>(null)
  const href = typeof annotation.value.href === 'string' ? annotation.value.href : ''
  const [text, setText] = useState(href)
  useEffect(() => {
    if (autoFocus) input.current?.focus()
  }, [autoFocus, annotation.key])
  const isLink = annotation.type === 'link'
  return (
    <div
      className="vellum-form-pt-annotation-popover"
      role="dialog"
      aria-label={t('portable-text.annotation.edit', {type: title})}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.preventDefault()
        event.stopPropagation()
        onClose()
      }}
    >
      {isLink ? (
        <TextInput
          ref={input}
          label={t('portable-text.annotation.href')}
          value={text}
          readOnly={readOnly}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => text !== href && onChange({...annotation.value, href: text})}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              onChange({...annotation.value, href: text})
              onClose()
            }
          }}
        />
      ) : (
        <pre className="vellum-form-pt-annotation-json">{JSON.stringify(annotation.value, null, 2)}</pre>
      )}
      {!readOnly && (
        <Button
          mode="ghost"
          tone="critical"
          text={t('portable-text.annotation.remove', {type: title})}
          onClick={onRemove}
        />
      )}
    </div>
  )
}
