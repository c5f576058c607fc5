import type {ReactNode} from 'react'
import type {SchemaType} from '../../types'

/** How a preview lays its fields out (spec/forms.md §2, preview layouts). */
export type PreviewLayout = 'block' | 'blockImage' | 'compact' | 'default' | 'detail' | 'inline' | 'media'

/** Props of a preview of a value, rendered through the `preview` components slot. */
export interface PreviewProps {
  schemaType: SchemaType
  value: unknown
  layout?: PreviewLayout
  title?: ReactNode
  subtitle?: ReactNode
  description?: ReactNode
  media?: ReactNode
}
