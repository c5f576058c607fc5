import {useEffect} from 'react'

/**
 * Sets the browser title while the calling component is mounted with a title, and puts back
 * the title it replaced afterwards (so a studio mounted in a host app leaves the host's title
 * as it found it). `null` or `undefined` leaves the title alone.
 */
export function useBrowserTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (typeof title !== 'string') return
    const previous = document.title
    document.title = title
    return () => {
      document.title = previous
    }
  }, [title])
}
