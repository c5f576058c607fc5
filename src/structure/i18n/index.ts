// The structure tool's translations: its en-US bundle and the translator its panes use.
export {structureLocaleBundle} from './structureLocaleBundle'
export {createStructureTranslate, useStructureTranslation, type StructureTranslate} from './useStructureTranslation'
