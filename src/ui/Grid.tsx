import {type HTMLAttributes} from 'react'
import {cx} from './cx'
import {space} from './theme'

/** Props of {@link Grid}. */
export interface GridProps extends HTMLAttributes<HTMLDivElement> {
  /** A number of equal columns, or a `grid-template-columns` value. */
  columns?: number | string
  /**
   * Fill the row with as many columns of at least this many pixels as fit (as the asset
   * grid does with 120); overrides `columns`.
   */
  minColumnWidth?: number
  /** Step of the spacing scale between cells. */
  gap?: number
  /** Step of the spacing scale around the grid. */
  padding?: number
}

/** A CSS grid of equal columns, or of as many columns of a minimum width as fit. */
export function Grid({columns = 1, minColumnWidth, gap = 2, padding, className, style, ...rest}: GridProps) {
  const template =
    minColumnWidth !== undefined
      ? `repeat(auto-fill, minmax(${minColumnWidth}px, 1fr))`
      : typeof columns === 'number'
        ? `repeat(${columns}, minmax(0, 1fr))`
        : columns
  return (
    <div
      {...rest}
      className={cx('vellum-grid', className)}
      style={{
        display: 'grid',
        gridTemplateColumns: template,
        gap: space(gap),
        padding: padding === undefined ? undefined : space(padding),
        ...style,
      }}
    />
  )
}
