import {type CSSProperties, type HTMLAttributes} from 'react'
import {cx} from './cx'
import {space} from './theme'

/** Props of {@link Stack}. */
export interface StackProps extends HTMLAttributes<HTMLDivElement> {
  /** Step of the spacing scale between children. */
  gap?: number
  /** Lay children out in a row instead of a column. */
  row?: boolean
  align?: CSSProperties['alignItems']
  justify?: CSSProperties['justifyContent']
  /** Step of the spacing scale around the children. */
  padding?: number
}

/** Lays its children out in a column (or a row) with even spacing. */
export function Stack({gap = 2, row = false, align, justify, padding, className, style, ...rest}: StackProps) {
  return (
    <div
      {...rest}
      className={cx('vellum-stack', className)}
      style={{
        display: 'flex',
        flexDirection: row ? 'row' : 'column',
        gap: space(gap),
        alignItems: align,
        justifyContent: justify,
        padding: padding === undefined ? undefined : space(padding),
        ...style,
      }}
    />
  )
}
