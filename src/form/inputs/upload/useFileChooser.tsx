import {useCallback, useRef, type ReactElement} from 'react'

/** A hidden file input and the function that opens its chooser. */
export interface FileChooser {
  /** Opens the browser's file chooser. */
  open: () => void
  /** Render it once, anywhere inside the input. */
  input: ReactElement
}

/**
 * The browser's file chooser for an upload button: a hidden `<input type="file">` with the
 * field's `accept` list (so the chooser offers the right files), handing the chosen files to
 * `onFiles`. It is reset after each choice, so the same file can be chosen again.
 */
export function useFileChooser(
  accept: string | undefined,
  onFiles: (files: File[]) => void,
  label: string,
): FileChooser {
  const ref = useRef<HTMLInputElement | null>(null)
  const open = useCallback(() => ref.current?.click(), [])
  const input = (
    <input
      ref={ref}
      type="file"
      hidden
      tabIndex={-1}
      aria-label={label}
      className="vellum-form-upload-file-input"
      {...(accept ? {accept} : {})}
      onChange={(event) => {
        const files = Array.from(event.currentTarget.files ?? [])
        event.currentTarget.value = ''
        if (files.length > 0) onFiles(files)
      }}
    />
  )
  return {open, input}
}
