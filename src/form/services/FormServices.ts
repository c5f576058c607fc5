import type {I18n} from '../../i18n'
import type {ConditionalPropertyContext} from '../../types'
import type {FieldActionsResolver} from '../field/FieldActionNode'
import type {FormComponentsMiddleware} from '../resolve/FormComponentMiddleware'

/**
 * What the form needs from outside it: everything a host — the studio, or an app rendering a
 * `FormBuilder` on its own settings page — provides once for all its forms, with
 * `FormServicesProvider`. Every member is optional; a form without services works with plain
 * inputs and English messages.
 *
 * The form reaches stores only through members of this interface; inputs that need more from
 * outside (references, uploads, templates) add their member here, so the form layer never
 * imports the store.
 */
export interface FormServices {
  /** The signed-in user, as `hidden` and `readOnly` callbacks see them; null when unknown. */
  currentUser?: ConditionalPropertyContext['currentUser']
  /**
   * The host's translator; keys of the `form` namespace it defines win over the form's own
   * en-US messages (`formLocaleBundle`), which fill in the rest.
   */
  i18n?: I18n
  /** `form.components` from configuration: overrides of inputs, fields, items and previews. */
  components?: FormComponentsMiddleware
  /** The actions of each field's header menu. */
  fieldActions?: FieldActionsResolver
  /**
   * Send edits of long texts as diff-match-patch patches (spec/forms.md §9: off by default).
   * See `textPatch`.
   */
  diffMatchPatch?: boolean
  /**
   * The locale the form is shown in. The date inputs' calendar names months and weekdays in
   * it (`id`, a BCP 47 tag such as `nb-NO`) and starts each week on `weekInfo.firstDay`
   * (1 = Monday … 7 = Sunday, as the studio's `LocaleWeekInfo`). Without it: en-US, with
   * weeks starting on Sunday.
   */
  locale?: {id: string; weekInfo?: {firstDay: number; minimalDays?: number; weekend?: number[]}}
}
