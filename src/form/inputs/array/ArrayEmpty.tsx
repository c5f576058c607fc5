import type {ArraySchemaType} from '../../../types'
import {useFormTranslation} from '../../translation/useFormTranslation'

/** What an array without items shows: the type's `placeholder`, else 'No items'. */
export function ArrayEmpty({schemaType}: {schemaType: ArraySchemaType}) {
  const t = useFormTranslation()
  return <div className="vellum-form-array-empty">{schemaType.placeholder ?? t('array.empty')}</div>
}
