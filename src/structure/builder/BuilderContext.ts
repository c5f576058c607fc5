import type {I18n} from '../../i18n'
import type {Schema} from '../../types'

/** What the builders of one `S` share: the workspace's schema and translator. */
export interface BuilderContext {
  schema: Pick<Schema, 'get' | 'getTypeNames'>
  /** Translates the default titles ('Content'); en-US without one. */
  i18n?: I18n
}
