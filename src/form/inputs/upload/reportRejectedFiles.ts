import type {ToastApi} from '../../../ui'
import type {FormTranslate} from '../../translation/useFormTranslation'
import type {FileDescription} from './acceptsFile'

/** How a rejected file is listed: its name and type. */
export function describeFiles(files: readonly FileDescription[]): string {
  return files.map((file) => `${file.name} (${file.type || '?'})`).join(', ')
}

/**
 * Tells the editor which dropped, pasted or chosen files no uploader took: a
 * warning toast with their count, names and types.
 *
 * @returns false when there are no toasts to tell it with (the caller shows it inline)
 */
export function reportRejectedFiles(
  files: readonly FileDescription[],
  toast: ToastApi | undefined,
  t: FormTranslate,
): boolean {
  if (files.length === 0) return true
  if (!toast) return false
  toast.push({
    status: 'warning',
    title: t('asset.rejected', {count: files.length}),
    description: t('asset.rejected.description', {files: describeFiles(files)}),
    closable: true,
  })
  return true
}
