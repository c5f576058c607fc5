import type {DocumentInspector} from '../../studio'
import {useValidationMenuItem} from './useValidationMenuItem'
import {ValidationInspectorPanel} from './ValidationInspectorPanel'

/**
 * The validation inspector: a header button counting the document's errors and warnings opens
 * a panel listing every validation marker; choosing one focuses its field. The structure tool
 * registers it through `document.inspectors`.
 * @public
 */
export const validationInspector: DocumentInspector = {
  name: 'validation',
  component: ValidationInspectorPanel,
  useMenuItem: useValidationMenuItem,
}
