import {useState} from 'react'
import {Button, Card, Dialog, Spinner, Stack, Text, type ToastApi} from '../../../ui'
import type {FormTranslate} from '../../translation/useFormTranslation'
import type {AssetKind} from '../upload/FormAssetServices'
import type {AssetBrowserServices, BrowsedAsset} from './AssetBrowserServices'
import {assetName} from './assetName'
import {assetUses} from './deleteRules'
import {ReferringDocumentList} from './ReferringDocumentList'
import {useReferringDocuments} from './useReferringDocuments'

/** Props of {@link AssetDeleteDialog}. */
export interface AssetDeleteDialogProps {
  asset: BrowsedAsset
  assetType: AssetKind
  browser: AssetBrowserServices
  /** Where 'Image was deleted' and 'Image could not be deleted' are shown; without it, none are. */
  toast?: ToastApi
  /** Called once the asset has been deleted, before the dialog closes. */
  onDeleted: (asset: BrowsedAsset) => void
  onClose: () => void
  t: FormTranslate
}

/**
 * Asks before deleting an asset: a spinner while the documents using
 * it are read, then a caution listing them. Delete is disabled while published documents use it
 * ('An asset in use cannot be deleted until uses are removed'); drafts whose published version is
 * listed too are not listed twice. Deleting shows progress; success closes the dialog with
 * 'Image was deleted' ('File was deleted'), failure shows 'Image could not be deleted' with the
 * reason, logs it, and leaves the dialog open.
 */
export function AssetDeleteDialog({asset, assetType, browser, toast, onDeleted, onClose, t}: AssetDeleteDialogProps) {
  const referring = useReferringDocuments(browser, asset._id)
  const [deleting, setDeleting] = useState(false)
  const name = assetName(asset)
  const uses = referring.status === 'loaded' ? assetUses(referring.documents) : undefined
  const blocked = uses === undefined || uses.usedByPublished || deleting

  const remove = async () => {
    setDeleting(true)
    try {
      await browser.deleteAsset(asset._id)
    } catch (error) {
      setDeleting(false)
      const message = error instanceof Error ? error.message : String(error)
      console.error(t(`asset-source.delete.${assetType}-failed`), error)
      toast?.push({
        status: 'error',
        title: t(`asset-source.delete.${assetType}-failed`),
        description: message,
        closable: true,
      })
      return
    }
    toast?.push({status: 'success', title: t(`asset-source.delete.${assetType}-deleted`)})
    onDeleted(asset)
    onClose()
  }

  let body
  if (referring.status === 'loading') {
    body = <Spinner label={t('asset-source.delete.checking')} delay={0} />
  } else if (referring.status === 'error') {
    body = (
      <Card tone="critical" border>
        <Text>{referring.error instanceof Error ? referring.error.message : String(referring.error)}</Text>
      </Card>
    )
  } else if (uses && uses.listed.length > 0) {
    body = (
      <Card tone="caution" border className="vellum-form-asset-delete-caution">
        <Stack gap={2}>
          <Text weight="semibold">
            {uses.more
              ? t('asset-source.delete.in-use-more')
              : t('asset-source.delete.in-use', {count: uses.listed.length})}
          </Text>
          <ReferringDocumentList documents={uses.listed} t={t} />
          <Text>{uses.usedByPublished ? t('asset-source.delete.blocked') : t('asset-source.delete.drafts-only')}</Text>
        </Stack>
      </Card>
    )
  } else {
    body = <Text>{t(`asset-source.delete.${assetType}-unused`, {name})}</Text>
  }

  return (
    <Dialog
      header={t(`asset-source.delete.${assetType}-title`)}
      onClose={deleting ? undefined : onClose}
      closeLabel={t('image-tool.close')}
      footer={
        <div className="vellum-form-asset-dialog-footer">
          <Button text={t('asset-source.delete.cancel')} mode="ghost" disabled={deleting} onClick={onClose} />
          <Button
            text={t('asset-source.delete.confirm')}
            tone="critical"
            disabled={blocked}
            loading={deleting}
            onClick={() => void remove()}
          />
        </div>
      }
    >
      <div className="vellum-form-asset-dialog-body" aria-busy={referring.status === 'loading' || deleting}>
        {body}
      </div>
    </Dialog>
  )
}
