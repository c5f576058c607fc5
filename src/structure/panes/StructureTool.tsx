import {useMemo, type ReactNode} from 'react'
import {
  NAVBAR_SIDEBAR_BREAKPOINT,
  useMediaQuery,
  useRouter,
  useRouterState,
  useWorkspaceServices,
  type ToolProps,
} from '../../studio'
import {useStructureTranslation, type StructureTranslate} from '../i18n'
import {panesOf, type PaneSegment} from '../router'
import {ComponentPane} from './ComponentPane'
import {DocumentListPane} from './documentList/DocumentListPane'
import {ListPane} from './ListPane'
import {paneParamsState, paneState} from './paneChain'
import {PaneErrorBoundary} from './PaneErrorBoundary'
import {PaneMessage} from './PaneMessage'
import {resolvePaneChain, type ResolvedPane} from './resolvePaneChain'
import {structureToolRuntime, type StructureToolRuntime} from './StructureToolRuntime'
import {useObservableState} from '../services/useObservableState'

/**
 * Below this viewport width (px) the structure tool shows one pane at a time, with a back
 * link to the pane to its left: the studio's own narrow breakpoint, where the navbar folds
 * into its sidebar.
 */
export const STRUCTURE_NARROW_BREAKPOINT = NAVBAR_SIDEBAR_BREAKPOINT

/**
 * The structure tool's screen: the pane chain of the URL resolved against the structure (the
 * root pane, then each segment opened in the pane to its left) and shown side by side, the
 * last pane widest. Below {@link STRUCTURE_NARROW_BREAKPOINT} only the last pane shows, with a
 * back link. A segment that opens nothing ends the chain with 'Item not found' or 'Pane not
 * found' and a link back; a document whose type the URL does not give is looked up first.
 * A document pane keeps its open inspector in its segment (`;inspect=<name>`) and closes
 * itself once its document is deleted, showing the pane it was opened from.
 */
export function StructureTool({tool}: ToolProps) {
  const runtime = structureToolRuntime(tool)
  const routerState = useRouterState()
  const {documentTypes} = useWorkspaceServices()
  const {t} = useStructureTranslation()
  const narrow = useMediaQuery(`(max-width: ${STRUCTURE_NARROW_BREAKPOINT - 1}px)`)
  const panes = useMemo(() => (routerState.type === 'tool' ? panesOf(routerState.toolState) : []), [routerState])
  const root = runtime.resolveRoot()

  const firstPass = useMemo(
    () => resolvePaneChain(root, panes, {resolveDocument: runtime.resolveDocument}),
    [root, panes, runtime],
  )
  const last = firstPass.at(-1)
  const pendingId = last?.type === 'documentType' ? last.documentId : null
  const type$ = useMemo(
    () => (pendingId === null ? null : documentTypes.observeType(pendingId)),
    [documentTypes, pendingId],
  )
  const {value: foundType, error: typeError} = useObservableState<string | null | undefined>(type$, undefined)
  const resolved = useMemo(
    () =>
      pendingId !== null && typeof foundType === 'string'
        ? resolvePaneChain(root, panes, {
            resolveDocument: runtime.resolveDocument,
            documentTypes: new Map([[pendingId, foundType]]),
          })
        : firstPass,
    [firstPass, foundType, pendingId, root, panes, runtime],
  )

  const shown = narrow ? resolved.slice(-1) : resolved
  return (
    <div
      className="vellum-structure-tool"
      data-layout={narrow ? 'narrow' : 'wide'}
      aria-label={t('panes.aria-label')}
      role="group"
    >
      {shown.map((pane) => {
        const isLast = pane === resolved.at(-1)
        return (
          <div
            key={pane.key}
            className="vellum-structure-pane"
            data-last={isLast || undefined}
            data-pane-type={pane.type === 'pane' ? pane.node.type : 'message'}
          >
            <PaneErrorBoundary
              fallback={(error) => (
                <PaneMessage
                  title={t('panes.error.title')}
                  description={errorMessage(error)}
                  tone="critical"
                  backState={narrow && pane.index > 0 ? paneState(panes, pane.index - 1) : null}
                />
              )}
            >
              <PaneView
                pane={pane}
                panes={panes}
                narrow={narrow}
                t={t}
                lookup={{found: foundType, error: typeError}}
                documentPane={runtime.documentPane}
              />
            </PaneErrorBoundary>
          </div>
        )
      })}
    </div>
  )
}

const NO_PARAMS: Readonly<Record<string, string>> = {}

interface PaneViewProps {
  pane: ResolvedPane
  panes: readonly PaneSegment[]
  narrow: boolean
  t: StructureTranslate
  /** The document type lookup of a `documentType` pane. */
  lookup: {found: string | null | undefined; error: unknown}
  documentPane: StructureToolRuntime['documentPane']
}

function PaneView({pane, panes, narrow, t, lookup, documentPane: DocumentPane}: PaneViewProps): ReactNode {
  const router = useRouter()
  const {index} = pane
  const backState = narrow && index > 0 ? paneState(panes, index - 1) : null
  if (pane.type === 'pane') {
    const {node} = pane
    switch (node.type) {
      case 'list':
        return <ListPane pane={node} index={index} panes={panes} backState={backState} />
      case 'documentList':
        return <DocumentListPane pane={node} index={index} panes={panes} backState={backState} />
      case 'component':
        return <ComponentPane pane={node} index={index} panes={panes} path={pane.path} backState={backState} />
      case 'document':
        return (
          <DocumentPane
            documentId={node.documentId}
            documentType={node.schemaType}
            template={node.template}
            templateParams={node.templateParams}
            onBack={backState ? () => router.navigateState({toolState: backState}) : undefined}
            paneKey={`structure-pane-${index}`}
            // A root document pane has no segment: it cannot close, and keeps its own params.
            {...(index > 0
              ? {
                  // Replacing: the URL of a deleted document is a dead end Back should not lead to.
                  onClose: () => router.navigateState({toolState: paneState(panes, index - 1)}, {replace: true}),
                  params: pane.segment?.params ?? NO_PARAMS,
                  // Pushing: Back closes the inspector just opened (or reopens the one just closed).
                  onParamsChange: (params: Readonly<Record<string, string>>) =>
                    router.navigateState({toolState: paneParamsState(panes, index, params)}),
                }
              : {})}
          />
        )
    }
  }
  const back = {state: paneState(panes, index - 1), label: t('panes.not-found.back', {title: pane.parent.title})}
  switch (pane.type) {
    case 'itemNotFound':
      return (
        <PaneMessage
          title={t('panes.item-not-found.title')}
          description={t('panes.item-not-found.description', {id: pane.segment.id, title: pane.parent.title})}
          back={back}
          backState={backState}
        />
      )
    case 'paneNotFound':
      return (
        <PaneMessage
          title={t('panes.pane-not-found.title')}
          description={t('panes.pane-not-found.description', {id: pane.segment.id, title: pane.parent.title})}
          back={back}
          backState={backState}
        />
      )
    case 'error':
      return (
        <PaneMessage
          title={t('panes.error.title')}
          description={errorMessage(pane.error)}
          tone="critical"
          back={back}
          backState={backState}
        />
      )
    case 'documentType':
      if (lookup.error !== undefined)
        return (
          <PaneMessage
            title={t('panes.error.title')}
            description={errorMessage(lookup.error)}
            tone="critical"
            back={back}
            backState={backState}
          />
        )
      if (lookup.found === null)
        return (
          <PaneMessage
            title={t('panes.pane-not-found.title')}
            description={t('panes.document-not-found.description', {id: pane.documentId})}
            back={back}
            backState={backState}
          />
        )
      return <PaneMessage title={t('panes.resolving-document-type')} loading backState={backState} />
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
