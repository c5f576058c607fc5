import type {I18n} from '../../i18n'
import type {ConditionalPropertyContext, SchemaType} from '../../types'
import type {ToastApi} from '../../ui'
import type {ImageUrlConfig} from '../../document'
import type {FieldActionsResolver} from '../field/FieldActionNode'
import type {AssetBrowserServices} from '../inputs/assetSource/AssetBrowserServices'
import type {FormAssetServices} from '../inputs/upload/FormAssetServices'
import type {FormReferenceServices} from '../inputs/reference/FormReferenceServices'
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
 * @public
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
   * Send edits of long texts as diff-match-patch patches. Off by default.
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
  /**
   * Resolves the initial value of a schema type, as a new array item of that type gets it: the
   * type's `initialValue` (a value, or a function — possibly async — of the template
   * parameters and resolver context) laid over the initial values of its fields, resolved to
   * a depth of 10 (the studio gives the store's `resolveInitialValueForType`). It
   * resolves to `undefined` when the type gives none; it rejects when a resolver fails.
   *
   * The add and insert actions of array inputs call it for member types whose `initialValue`
   * is a function or whose fields declare initial values, and insert the item once it has
   * resolved. Without it, new items get only a `_key`, a `_type` and a static object
   * `initialValue` of their type. Pass {@link FormServices.toast} with it, so editors hear
   * about slow or failed resolution.
   *
   * @example
   * ```ts
   * const services = {resolveInitialValue: (type) => resolveInitialValueForType(type, {}, {schema, currentUser})}
   * ```
   */
  resolveInitialValue?: (type: SchemaType) => Promise<unknown>
  /**
   * The host's toasts (`useToast()` inside a `ToastProvider`), for news that outlives an input:
   * 'Resolving initial value…' when a new array item's initial value takes longer than 300 ms,
   * then 'Initial value resolved', or 'Could not resolve initial value'. The form does not
   * assume a `ToastProvider` around it: without this member it shows no toasts (failures are
   * still logged to the console).
   */
  toast?: ToastApi
  /**
   * Uploads and asset documents, for the file and image inputs and for files dropped on arrays.
   * The studio's document pane gives one built on the workspace's
   * client (`createAssetStore` of the store layer) with the workspace's `directUploads` and asset
   * sources. The inputs use it as follows:
   * - `upload(kind, file, options)` sends the bytes, emitting progress then the asset document;
   *   the form writes the progress into the value's `_upload` as patches, so collaborators see
   *   it, and runs at most 4 uploads at a time;
   * - `findDuplicate(kind, sha1)` is asked first, with the SHA-1 the form computed off the main
   *   thread, and an existing asset with the same bytes is reused;
   * - `getAsset(id)` reads the referenced asset (file name, size, type, URL, lqip, dimensions):
   *   image URLs are built from its `url` with `urlFor` (src/document).
   *
   * Without it, file and image fields show their values and say that uploads are unsupported.
   *
   * @example
   * ```ts
   * const services = {assets: {...createAssetStore(client), directUploads: {image: true, file: true}}}
   * ```
   * @beta
   */
  assets?: FormAssetServices
  /**
   * Where bare image references point (the server's base URL, project and dataset), so
   * previews with media and the hotspot-and-crop dialog build image URLs (with `urlFor`, src/
   * document) without reading each asset document first. Without it they read the asset
   * through `assets.getAsset` for its `url`.
   * @beta
   */
  imageUrlConfig?: ImageUrlConfig
  /**
   * The asset browser's data: the uploaded images or files, live and
   * newest first, in pages of 200; the documents using an asset (at most 101); deleting an
   * asset. The studio's document pane gives one built on the workspace's client. Without it
   * the built-in asset source dialog says there is no valid asset source.
   * @beta
   */
  assetBrowser?: AssetBrowserServices
  /**
   * Documents for reference fields: the text search of the target types (at most 100 hits, with
   * the field's filter), live previews of referenced documents with their draft/published
   * status, availability (readable, no permission, not found), the templates the user may
   * create for the target types, and opening documents (beside the current pane, or the edit
   * intent's URL for a new tab). The studio's document pane gives one built on the workspace's
   * client and stores. Its `crossDataset` member does the same for `crossDatasetReference`
   * fields, in their datasets, and says whether the project has the feature. Without it
   * reference fields show the referenced ids only.
   * @beta
   */
  references?: FormReferenceServices
}
