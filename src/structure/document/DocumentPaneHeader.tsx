import type {ReactNode} from 'react'
import {FormServicesProvider, PreviewImage} from '../../form'
import {useWorkspace} from '../../studio'
import type {ConsistencyState, DocumentPresence} from '../../store'
import type {ContentDocument} from '../../types'
import {ChevronLeftIcon, Heading, IconButton} from '../../ui'
import {useStructureTranslation} from '../i18n'
import {usePreviewMediaServices} from '../panes/documentList/usePreviewMediaServices'
import {useDocumentServices} from '../services/useDocumentServices'
import {DocumentPresenceAvatars} from './DocumentPresenceAvatars'
import {DocumentStatus} from './DocumentStatus'
import {SyncIndicator} from './SyncIndicator'

/** Props of {@link DocumentPaneHeader}. */
export interface DocumentPaneHeaderProps {
  /** The document's preview title; 'Untitled' when it has none. */
  title: string | undefined
  /** The image the document's preview selects, shown as a thumbnail before the title. */
  media?: unknown
  /** Id of the heading, which names the pane. */
  titleId: string
  draft: ContentDocument | null
  published: ContentDocument | null
  liveEdit: boolean
  consistency: ConsistencyState
  presence: readonly DocumentPresence[]
  /** The badges from configuration. */
  badges: ReactNode
  /** The inspector toggles. */
  inspectors: ReactNode
  /** The history menu and the review-changes toggle. */
  history?: ReactNode
  /** Narrow layout: a back button. */
  onBack?: () => void
}

/**
 * The document pane's header: back button (narrow layout), the preview's image and title, who else is
 * here, the inspector toggles; below, the status ('Published 5 minutes ago', 'Edited …',
 * 'Unpublished'), the save state and the badges.
 */
export function DocumentPaneHeader(props: DocumentPaneHeaderProps) {
  const {
    title,
    media,
    titleId,
    draft,
    published,
    liveEdit,
    consistency,
    presence,
    badges,
    inspectors,
    history,
    onBack,
  } = props
  const {t} = useStructureTranslation()
  return (
    <header className="vellum-structure-document-header">
      <div className="vellum-structure-document-header-row">
        {onBack ? <IconButton icon={<ChevronLeftIcon />} label={t('document.back')} onClick={onBack} /> : null}
        {media ? <HeaderMedia media={media} /> : null}
        <Heading
          level={2}
          size={3}
          truncate
          id={titleId}
          className="vellum-structure-document-title"
          data-untitled={title === undefined || undefined}
        >
          {title ?? t('document.untitled')}
        </Heading>
        <DocumentPresenceAvatars presence={presence} />
        {history}
        {inspectors}
      </div>
      <div className="vellum-structure-document-header-row vellum-structure-document-meta">
        <DocumentStatus draft={draft} published={published} liveEdit={liveEdit} />
        <SyncIndicator consistency={consistency} />
        {badges}
      </div>
    </header>
  )
}

/** The preview's image as a thumbnail, with the workspace's image URLs and asset lookups. */
function HeaderMedia({media}: {media: unknown}) {
  const services = usePreviewMediaServices(useWorkspace(), useDocumentServices().client)
  return (
    <span className="vellum-structure-document-header-media">
      <FormServicesProvider services={services}>
        <PreviewImage source={media} layout="default" />
      </FormServicesProvider>
    </span>
  )
}
