// The document part of the structure layer, as the panes see it.
export {DocumentPane, type DocumentPaneProps} from './DocumentPane'
