import type {ContentDocument, Patch, Path} from '../../types'
import {textPlaceAt} from './textPlace'

/**
 * A patch seen as an edit of one text: a `set` of a string where the path names one place
 * holding a string or nothing, or an `unset` of a string (what an input sends when its text
 * is emptied).
 */
export interface TextEdit {
  path: Path
  /** The text the edit was made on (`''` when the place held nothing). */
  from: string
  /** The text it leaves (`''` when it removes the value). */
  to: string
  /** Whether it removes the value rather than leaving a string. */
  removes: boolean
}

/** The text edit a patch makes on `document`, or `undefined` when it is not one. */
export function textEditOf(document: ContentDocument | null, patch: Patch): TextEdit | undefined {
  if (patch.type === 'set' && typeof patch.value === 'string') {
    const place = textPlaceAt(document, patch.path)
    return place && {path: patch.path, from: place.text, to: patch.value, removes: false}
  }
  if (patch.type === 'unset') {
    const place = textPlaceAt(document, patch.path)
    return place && !place.missing ? {path: patch.path, from: place.text, to: '', removes: true} : undefined
  }
  return undefined
}

/** The patch that leaves `text` at `path`: an `unset` for an empty text when the edit removed the value. */
export function textPatchOf(path: Path, text: string, removes: boolean): Patch {
  return text === '' && removes ? {type: 'unset', path} : {type: 'set', path, value: text}
}
