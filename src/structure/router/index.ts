// The structure tool's router: the pane chain in the URL, and the edit and create intents.
export {decodePanePath, decodePaneSegment, encodePanePath, encodePaneSegment} from './panePath'
export {INSPECT_PARAM, panesOf, type PaneSegment, type StructureRouterState} from './PaneSegment'
export {structureRouter} from './structureRouter'
export {newDocumentId} from './newDocumentId'
export {findIntentChain, INTENT_SEARCH_DEPTH, type IntentChain, type IntentTarget} from './findIntentChain'
export {createStructureIntents, type StructureIntentOptions, type StructureIntents} from './structureIntents'
