import {type CSSProperties, type HTMLAttributes} from 'react'
import {cx} from './cx'
import {space} from './theme'

/** Props of {@link Flex}. */
export interface FlexProps extends HTMLAttributes<HTMLDivElement> {
  direction?: CSSProperties['flexDirection']
  /** Let children wrap onto new lines. */
  wrap?: boolean
  /** Step of the spacing scale between children. */
  gap?: number
  align?: CSSProperties['alignItems']
  justify?: CSSProperties['justifyContent']
  /** Step of the spacing scale around the children. */
  padding?: number
  /** The flex shorthand of this element within its own parent, such as `1` to fill. */
  flex?: CSSProperties['flex']
}

/**
 * A flexbox row (by default) with spacing steps; unlike {@link Stack} it aligns children to
 * the centre line, which is what toolbars and headers want.
 */
export function Flex({
  direction = 'row',
  wrap = false,
  gap = 0,
  align = 'center',
  justify,
  padding,
  flex,
  className,
  style,
  ...rest
}: FlexProps) {
  return (
    <div
      {...rest}
      className={cx('vellum-flex', className)}
      style={{
        display: 'flex',
        flexDirection: direction,
        flexWrap: wrap ? 'wrap' : undefined,
        gap: gap ? space(gap) : undefined,
        alignItems: align,
        justifyContent: justify,
        padding: padding === undefined ? undefined : space(padding),
        flex,
        minWidth: 0,
        ...style,
      }}
    />
  )
}
