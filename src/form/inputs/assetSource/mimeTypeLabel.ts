import type {FormTranslate} from '../../translation/useFormTranslation'

const SPREADSHEETS = new Set([
  'text/csv',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.spreadsheet',
])

/** The kind a MIME type belongs to, as a key of `asset-source.mime.*`, or undefined when it has none. */
export function mimeTypeKind(mimeType: string): string | undefined {
  const type = mimeType.toLowerCase().split(';')[0]!.trim()
  if (SPREADSHEETS.has(type)) return 'spreadsheets'
  if (type === 'application/pdf') return 'pdf'
  if (type === 'application/xml' || type === 'text/xml' || type.endsWith('+xml')) return 'xml'
  if (type === 'application/zip' || type === 'application/x-zip-compressed') return 'zip'
  if (type === 'application/vnd.rar' || type === 'application/x-rar-compressed') return 'rar'
  if (type === 'application/x-7z-compressed') return '7z'
  if (type === 'application/octet-stream') return 'binary'
  const [major] = type.split('/')
  if (major === 'image') return 'images'
  if (major === 'audio' || major === 'video' || major === 'text') return major
  return undefined
}

/**
 * How the asset dialog names a file's type: images, audio, video,
 * spreadsheets, text, PDF, XML, Zip, RAR, 7z or binary, and for anything else its subtype,
 * capitalised (`application/json` → `Json`).
 */
export function mimeTypeLabel(mimeType: string | undefined, t: FormTranslate): string {
  if (!mimeType) return '–'
  const kind = mimeTypeKind(mimeType)
  if (kind) return t(`asset-source.mime.${kind}`)
  const subtype = mimeType.split(';')[0]!.split('/')[1]?.trim() ?? mimeType
  return subtype.charAt(0).toUpperCase() + subtype.slice(1)
}
