import type {ReactNode} from 'react'
import type {SchemaType} from '../../types'

/**
 * How a preview lays its fields out: a list row (`default`, or the smaller `compact` and the
 * fuller `detail`), a block in rich text (`block`, `blockImage`), `inline` in text, or a
 * `media` tile.
 * @public
 */
export type PreviewLayout = 'block' | 'blockImage' | 'compact' | 'default' | 'detail' | 'inline' | 'media'

/**
 * Props of a preview of a value, rendered through the `preview` components slot: the fields to
 * show (already prepared from the type's `preview` config by whoever renders it) and the layout
 * to show them in.
 * @public
 */
export interface PreviewProps {
  /** The schema type of the value previewed. */
  schemaType: SchemaType
  /** The value previewed; the default preview shows a reference as the document it points to. */
  value: unknown
  /** How to lay the fields out; `default` when left out. */
  layout?: PreviewLayout
  /** The main line, e.g. the value's title field. */
  title?: ReactNode
  /** The second line; not shown in the `inline` layout. */
  subtitle?: ReactNode
  /** A longer text; shown only in the `detail`, `block` and `blockImage` layouts. */
  description?: ReactNode
  /** An image or icon: a React element, or a component rendered without props. */
  media?: ReactNode
  /** The URL of an image to show as the media when there is no `media`. */
  imageUrl?: string
}
