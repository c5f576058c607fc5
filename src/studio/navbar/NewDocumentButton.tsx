import {useId, useRef, useState, type KeyboardEvent} from 'react'
import {AddIcon, Button, Dialog, IconButton, Popover, Tooltip} from '../../ui'
import type {CurrentUserRole} from '../config'
import {useTranslation} from '../i18n'
import {useRouter} from '../router'
import {insufficientPermissionsMessage} from './insufficientPermissionsMessage'
import type {NewDocumentCreateOption} from './NewDocumentCreateOption'
import {NewDocumentPicker} from './NewDocumentPicker'

/** Props of {@link NewDocumentButton}. */
export interface NewDocumentButtonProps {
  /** The picker's options (see `createNewDocumentOptions`). */
  options: readonly NewDocumentCreateOption[]
  /** The user's roles, named when they may not create a document. */
  roles: readonly CurrentUserRole[]
  /**
   * Called with the picked option. By default the router sends the create intent
   * (`{type, template, id}` params, the template parameters as payload).
   */
  onCreate?: (option: NewDocumentCreateOption) => void
  /** `popover` under the button (wide screens) or a `dialog` (narrow screens), with an icon-only button. */
  mode?: 'popover' | 'dialog'
}

/**
 * The navbar's new-document button and its picker. Click, or ArrowDown on
 * the button, opens the picker with focus in its filter box; Escape or Tab closes it and
 * focus goes back to the button. When the user may create none of the options the button is
 * disabled, with a tooltip naming their roles; with no options at all it is disabled too.
 */
export function NewDocumentButton({options, roles, onCreate, mode = 'popover'}: NewDocumentButtonProps) {
  const i18n = useTranslation()
  const {t} = i18n
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const reasonId = useId()

  const create = (option: NewDocumentCreateOption) => {
    setOpen(false)
    if (onCreate) return onCreate(option)
    router.navigateIntent({
      intent: 'create',
      params: {type: option.schemaType, template: option.templateId, id: option.initialDocumentId},
      payload: option.parameters,
    })
  }

  const disabledReason =
    options.length === 0
      ? t('new-document.no-document-types')
      : options.some((option) => option.hasPermission)
        ? null
        : insufficientPermissionsMessage(i18n, roles, 'button')
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' && !open) {
      event.preventDefault()
      setOpen(true)
    }
  }
  const common = {
    disabled: disabledReason !== null,
    onKeyDown,
    'aria-haspopup': 'dialog' as const,
    'aria-describedby': disabledReason === null ? undefined : reasonId,
  }
  const button =
    mode === 'dialog' ? (
      <IconButton icon={<AddIcon />} label={t('new-document.title')} onClick={() => setOpen(true)} {...common} />
    ) : (
      <Button icon={<AddIcon />} text={t('new-document.button')} mode="bleed" {...common} />
    )

  if (disabledReason !== null) {
    return (
      // A disabled button gets no pointer events, so the tooltip hangs on a wrapper.
      <Tooltip content={disabledReason}>
        <span className="vellum-new-document-disabled">
          {button}
          <span id={reasonId} className="vellum-visually-hidden">
            {disabledReason}
          </span>
        </span>
      </Tooltip>
    )
  }

  const picker = (
    <NewDocumentPicker
      options={options}
      roles={roles}
      onSelect={create}
      onClose={() => setOpen(false)}
      inputRef={inputRef}
    />
  )
  if (mode === 'dialog') {
    return (
      <>
        {button}
        <Dialog
          open={open}
          header={t('new-document.title')}
          onClose={() => setOpen(false)}
          closeLabel={t('dialog.close')}
          width={420}
          initialFocus={inputRef}
        >
          {picker}
        </Dialog>
      </>
    )
  }
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      content={picker}
      placement="bottom-start"
      aria-label={t('new-document.title')}
      initialFocus={inputRef}
      padding={2}
      className="vellum-new-document-popover"
    >
      {button}
    </Popover>
  )
}
