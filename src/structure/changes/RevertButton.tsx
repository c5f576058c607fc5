import {useState} from 'react'
import {Button, Popover, Stack, Text} from '../../ui'
import {DiscardChangesIcon} from '../actions/actionIcons'
import {useStructureTranslation} from '../i18n'

/** Props of {@link RevertButton}. */
export interface RevertButtonProps {
  /** The button's text: 'Revert', 'Revert changes', 'Revert all changes'. */
  text: string
  /** Its accessible name, when the text alone does not say what is reverted. */
  label?: string
  /** Reverts; called once the user confirmed. */
  onConfirm: () => void
}

/**
 * A revert button with a confirmation popover: closed, it opens on click; 'Cancel', Escape or
 * a click outside close it; 'Revert change' reverts and closes it.
 */
export function RevertButton({text, label, onConfirm}: RevertButtonProps) {
  const {t} = useStructureTranslation()
  const [open, setOpen] = useState(false)
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      placement="bottom-end"
      aria-label={t('changes.revert-confirm')}
      content={
        <Stack gap={2} className="vellum-changes-revert-confirm">
          <Text size={1}>{t('changes.revert-confirm')}</Text>
          <div className="vellum-changes-revert-confirm-buttons">
            <Button mode="bleed" text={t('changes.revert-confirm.cancel')} onClick={() => setOpen(false)} />
            <Button
              tone="critical"
              text={t('changes.revert-confirm.confirm')}
              onClick={() => {
                setOpen(false)
                onConfirm()
              }}
            />
          </div>
        </Stack>
      }
    >
      <Button
        mode="bleed"
        tone="critical"
        icon={<DiscardChangesIcon />}
        text={text}
        className="vellum-changes-revert"
        {...(label ? {'aria-label': label} : {})}
      />
    </Popover>
  )
}
