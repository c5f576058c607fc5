import {getPublishedId} from '../../../document'
import {Badge} from '../../../ui'
import {useFormServices} from '../../services/useFormServices'
import type {FormTranslate} from '../../translation/useFormTranslation'
import type {ReferringDocument} from './AssetBrowserServices'

/**
 * A list of the documents using an asset: each one's title (or id), type, and whether it is a
 * draft. With the host's reference services (`FormServices.references`) each title links to the
 * document's edit intent, opened in a new tab so the dialog and the form stay as they are.
 */
export function ReferringDocumentList({documents, t}: {documents: readonly ReferringDocument[]; t: FormTranslate}) {
  const {references} = useFormServices()
  return (
    <ul className="vellum-form-asset-referring">
      {documents.map((document) => {
        const draft = document._id.startsWith('drafts.')
        return (
          <li key={document._id} data-id={document._id}>
            {references ? (
              <a
                className="vellum-form-asset-referring-title"
                href={references.editIntentUrl({id: getPublishedId(document._id), type: document._type})}
                target="_blank"
                rel="noreferrer"
              >
                {document.title ?? document._id}
              </a>
            ) : (
              <span className="vellum-form-asset-referring-title">{document.title ?? document._id}</span>
            )}
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
