import {Badge} from '../../../ui'
import type {FormTranslate} from '../../translation/useFormTranslation'
import type {ReferringDocument} from './AssetBrowserServices'

/** A list of the documents using an asset: each one's title (or id), type, and whether it is a draft. */
export function ReferringDocumentList({documents, t}: {documents: readonly ReferringDocument[]; t: FormTranslate}) {
  return (
    <ul className="vellum-form-asset-referring">
      {documents.map((document) => {
        const draft = document._id.startsWith('drafts.')
        return (
          <li key={document._id} data-id={document._id}>
            <span className="vellum-form-asset-referring-title">{document.title ?? document._id}</span>
            <span className="vellum-form-asset-referring-type">{document._type}</span>
            <Badge tone={draft ? 'caution' : 'positive'}>
              {t(draft ? 'asset-source.usage.draft' : 'asset-source.usage.published')}
            </Badge>
          </li>
        )
      })}
    </ul>
  )
}
