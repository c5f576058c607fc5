import type {ReactNode} from 'react'
import {Card, space} from '../../ui'

/** Props of {@link AuthScreenLayout}. */
export interface AuthScreenLayoutProps {
  children?: ReactNode
  /** Maximum width of the card in pixels. */
  width?: number
  /** Names the screen for assistive technology (a region landmark, so it nests in the host's `main`). */
  'aria-label'?: string
}

/**
 * The frame of the sign-in screens (login, workspace chooser, connecting, errors): one card in
 * the middle of the page, filling the studio's area.
 */
export function AuthScreenLayout({children, width = 420, 'aria-label': label}: AuthScreenLayoutProps) {
  return (
    <section
      aria-label={label}
      style={{
        boxSizing: 'border-box',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: '100%',
        height: '100%',
        padding: space(4),
      }}
    >
      <Card border shadow radius={3} padding={4} style={{boxSizing: 'border-box', width: '100%', maxWidth: width}}>
        {children}
      </Card>
    </section>
  )
}
