import type {SchemaType} from '../../../types'

const NUMBER_LINE = /^\d+$/

/**
 * The items a text file dropped onto an array of primitives adds: one per
 * line, each as the first of these the array allows — a boolean for a line that is exactly
 * `true` or `false`, a number for a line of digits only, else a string. Lines fitting no
 * allowed type are dropped, as are empty lines.
 *
 * @param text - The file's text; `\n`, `\r\n` and `\r` all break lines.
 * @param of - The array's member types.
 * @example
 * ```ts
 * textFileItems('1\n2\nthree', [numberType]) // [1, 2]
 * ```
 */
export function textFileItems(text: string, of: readonly SchemaType[]): Array<string | number | boolean> {
  const allows = new Set(of.map((type) => type.jsonType))
  const items: Array<string | number | boolean> = []
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (line === '') continue
    if (allows.has('boolean') && (line === 'true' || line === 'false')) items.push(line === 'true')
    else if (allows.has('number') && NUMBER_LINE.test(line)) items.push(Number(line))
    else if (allows.has('string')) items.push(line)
  }
  return items
}

/** Whether a dropped file is read as text: a `text/*` type, or no type and a `.txt`, `.csv` or `.md` name. */
export function isTextFile(file: Pick<File, 'name' | 'type'>): boolean {
  if (file.type.startsWith('text/')) return true
  return file.type === '' && /\.(txt|csv|md)$/i.test(file.name)
}
