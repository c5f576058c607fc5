/**
 * A definition as the compiler and the problem checks read it: any object. Schemas come
 * from configuration files and plugins, so nothing about their shape is trusted.
 */
export type LooseDefinition = Record<string, unknown>

// The document layer's check, re-exported for the schema's own files.
export {isRecord} from '../document'
