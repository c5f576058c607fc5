import {getPublishedId, isRecord} from '../document'
import {localize, type MaybePromise, type ValidatorOutcome, type ValueScope} from './ValueScope'

/**
 * The value must be a reference (`_ref` a non-empty string). A strong reference must point
 * at a published document, asked through `getDocumentExists` with the published id. Skipped
 * for weak references (schema `weak: true`), for values that are weak now and will be
 * strengthened on publish (`_weak` + `_strengthenOnPublish`), for cross-dataset references
 * (another dataset cannot be asked) and when the run has no `getDocumentExists`.
 * @internal
 */
export function validateReference(scope: ValueScope): MaybePromise<ValidatorOutcome> {
  const {value, env, type} = scope
  if (!isRecord(value) || typeof value._ref !== 'string' || value._ref === '') {
    return {message: localize(env, 'object.not-reference')}
  }
  const schemaWeak = type !== undefined && 'weak' in type && type.weak === true
  const pendingStrengthen = value._weak === true && value._strengthenOnPublish !== undefined
  const crossDataset = type?.intrinsic === 'crossDatasetReference' || typeof value._dataset === 'string'
  if (schemaWeak || pendingStrengthen || crossDataset || !env.getDocumentExists) return null
  return env
    .getDocumentExists({id: getPublishedId(value._ref)})
    .then((exists) => (exists ? null : {message: localize(env, 'object.reference-not-published')}))
}

/**
 * An image or file value must hold `asset._ref`. Like every constraint it applies to values
 * that are present; add `required()` to demand the field itself.
 * @internal
 */
export function validateAssetRequired(scope: ValueScope): ValidatorOutcome {
  const {value, env, type} = scope
  const asset = isRecord(value) ? value.asset : undefined
  if (isRecord(asset) && typeof asset._ref === 'string' && asset._ref !== '') return null
  const key =
    type?.intrinsic === 'image'
      ? 'object.asset-required_image'
      : type?.intrinsic === 'file'
        ? 'object.asset-required_file'
        : 'object.asset-required'
  return {message: localize(env, key)}
}
