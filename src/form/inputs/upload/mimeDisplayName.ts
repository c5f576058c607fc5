const SPREADSHEETS = new Set([
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.spreadsheet',
  'text/csv',
])
const EXACT: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/xml': 'XML',
  'text/xml': 'XML',
  'application/zip': 'ZIP',
  'application/x-zip-compressed': 'ZIP',
  'application/vnd.rar': 'RAR',
  'application/x-rar-compressed': 'RAR',
  'application/x-7z-compressed': '7z',
  'application/octet-stream': 'Binary',
}
const FAMILIES: Record<string, string> = {image: 'Image', audio: 'Audio', video: 'Video', text: 'Text'}

/**
 * What a MIME type is called on a file card: Image, Audio, Video,
 * Spreadsheet, Text, PDF, XML, ZIP, RAR, 7z, Binary; any other type shows its subtype,
 * capitalised (`application/json` → 'Json'). Empty for an empty type.
 */
export function mimeDisplayName(mimeType: string | undefined): string {
  const type = (mimeType ?? '').toLowerCase().split(';')[0]!.trim()
  if (type === '') return ''
  if (SPREADSHEETS.has(type)) return 'Spreadsheet'
  const exact = EXACT[type]
  if (exact) return exact
  const [family = '', subtype = ''] = type.split('/')
  const name = FAMILIES[family]
  if (name) return name
  const bare = subtype.replace(/^(x-|vnd\.)/, '')
  return bare ? bare.charAt(0).toUpperCase() + bare.slice(1) : type
}
