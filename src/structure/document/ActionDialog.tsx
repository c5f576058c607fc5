import type {DocumentActionDialog} from '../../studio'
import {Button, Dialog, Popover, Text} from '../../ui'
import {useStructureTranslation} from '../i18n'

/** Props of {@link ActionDialog}. */
export interface ActionDialogProps {
  dialog: DocumentActionDialog
  /** The action's label: names a confirm dialog. */
  label: string
}

/**
 * The dialog a document action opens while it runs: a confirm dialog (headed by the action's
 * label, its message, Cancel and Confirm in the action's tone), a dialog of the action's own,
 * or a popover over the footer.
 */
export function ActionDialog({dialog, label}: ActionDialogProps) {
  const {t} = useStructureTranslation()
  switch (dialog.type) {
    case 'confirm':
      return (
        <Dialog
          // The action's label heads the dialog and names it: its header is never left empty.
          header={label}
          onClose={dialog.onCancel}
          closeLabel={t('document.inspector.close')}
          width={420}
          footer={
            <>
              <Button mode="ghost" text={t('document.dialog.cancel')} onClick={dialog.onCancel} />
              <Button tone={dialog.tone ?? 'primary'} text={t('document.dialog.confirm')} onClick={dialog.onConfirm} />
            </>
          }
        >
          {typeof dialog.message === 'string' ? <Text>{dialog.message}</Text> : dialog.message}
        </Dialog>
      )
    case 'dialog':
      return (
        <Dialog
          {...(dialog.header ? {header: dialog.header} : {'aria-label': label})}
          footer={dialog.footer}
          onClose={dialog.onClose}
        >
          {dialog.content}
        </Dialog>
      )
    case 'popover':
      return (
        <Popover
          open
          aria-label={label}
          content={dialog.content}
          onOpenChange={(open) => !open && dialog.onClose()}
          placement="top-end"
        >
          <span className="vellum-structure-document-actions-anchor" />
        </Popover>
      )
  }
}
