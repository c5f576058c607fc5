import type {SchemaType} from '../../../types'

/** Whether a type is edited as tags: an array of strings with `options.layout: 'tags'`. */
export function isTagsArray(schemaType: SchemaType): boolean {
  return (
    schemaType.jsonType === 'array' &&
    schemaType.options?.layout === 'tags' &&
    schemaType.of.length > 0 &&
    schemaType.of.every((member) => member.jsonType === 'string')
  )
}
