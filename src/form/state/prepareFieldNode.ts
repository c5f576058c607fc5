import type {ArraySchemaType, ObjectSchemaType, SchemaType} from '../../types'
import {isFocused, nodeId, type FormBuildContext, type NodeInput} from './FormBuildContext'
import type {
  ArrayOfObjectsFormNode,
  ArrayOfPrimitivesFormNode,
  FormNode,
  ObjectFormNode,
  PrimitiveFormNode,
} from './FormNode'
// Recursion: a field's node may be an object or array node, whose members are field nodes again.
// eslint-disable-next-line import-x/no-cycle -- recursive node preparation (see above)
import {prepareArrayNode} from './prepareArrayNode'
// eslint-disable-next-line import-x/no-cycle -- recursive node preparation (see above)
import {prepareObjectNode} from './prepareObjectNode'
import {reuseNode} from './reuseNode'

/** Builds the node of any value by its type's JSON type. @internal */
export function prepareFieldNode(context: FormBuildContext, input: NodeInput<SchemaType, FormNode>): FormNode {
  const {schemaType, previous} = input
  if (schemaType.jsonType === 'object') {
    return prepareObjectNode(context, {
      ...input,
      schemaType: schemaType as ObjectSchemaType,
      previous: isObjectNode(previous) ? previous : undefined,
    })
  }
  if (schemaType.jsonType === 'array') {
    return prepareArrayNode(context, {
      ...input,
      schemaType: schemaType as ArraySchemaType,
      previous:
        previous && 'members' in previous
          ? (previous as ArrayOfObjectsFormNode | ArrayOfPrimitivesFormNode)
          : undefined,
    })
  }
  return preparePrimitiveNode(context, input as NodeInput<SchemaType, PrimitiveFormNode>)
}

/** Builds the node of a string, number or boolean. @internal */
export function preparePrimitiveNode(
  context: FormBuildContext,
  input: NodeInput<SchemaType, PrimitiveFormNode>,
): PrimitiveFormNode {
  const {schemaType, value, path, previous} = input
  return reuseNode(previous, {
    id: nodeId(context, path),
    path,
    schemaType,
    // A value of another JSON type never reaches a primitive node: it is a member error.
    value: typeof value === schemaType.jsonType ? value : undefined,
    level: input.level,
    readOnly: input.readOnly,
    focused: isFocused(context, path),
    validation: input.validation,
    presence: input.presence,
  } as PrimitiveFormNode)
}

function isObjectNode(node: FormNode | undefined): node is ObjectFormNode {
  return node !== undefined && 'groups' in node
}
