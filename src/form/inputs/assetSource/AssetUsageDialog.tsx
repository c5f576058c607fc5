import {Button, Card, Dialog, Spinner, Text} from '../../../ui'
import type {FormTranslate} from '../../translation/useFormTranslation'
import type {AssetBrowserServices, BrowsedAsset} from './AssetBrowserServices'
import {assetName} from './assetName'
import {assetUses} from './deleteRules'
import {ReferringDocumentList} from './ReferringDocumentList'
import {useReferringDocuments} from './useReferringDocuments'

/** Props of {@link AssetUsageDialog}. */
export interface AssetUsageDialogProps {
  asset: BrowsedAsset
  browser: AssetBrowserServices
  onClose: () => void
  t: FormTranslate
}

/** The documents using an asset: the first 100 of at most 101 read. */
export function AssetUsageDialog({asset, browser, onClose, t}: AssetUsageDialogProps) {
  const referring = useReferringDocuments(browser, asset._id)
  const name = assetName(asset)
  let body
  if (referring.status === 'loading') body = <Spinner label={t('asset-source.loading')} delay={0} />
  else if (referring.status === 'error') {
    body = (
      <Card tone="critical" border>
        <Text>{referring.error instanceof Error ? referring.error.message : String(referring.error)}</Text>
      </Card>
    )
  } else {
    const {listed, more} = assetUses(referring.documents)
    body =
      listed.length === 0 ? (
        <Text muted>{t('asset-source.usage.none')}</Text>
      ) : (
        <>
          {more ? <Text muted>{t('asset-source.usage.more')}</Text> : null}
          <ReferringDocumentList documents={listed} t={t} />
        </>
      )
  }
  return (
    <Dialog
      header={t('asset-source.usage.title', {name})}
      onClose={onClose}
      closeLabel={t('image-tool.close')}
      footer={<Button text={t('image-tool.close')} onClick={onClose} />}
    >
      <div className="vellum-form-asset-dialog-body">{body}</div>
    </Dialog>
  )
}
