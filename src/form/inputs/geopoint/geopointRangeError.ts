/** The range a coordinate of a geopoint must lie in, and the message key saying so. */
export interface CoordinateRange {
  min: number
  max: number
  /** A `form` message key taking `min` and `max`. */
  messageKey: string
}

/** The ranges of a geopoint's coordinates: latitude −90..90, longitude −180..180. Altitude has none. */
export const GEOPOINT_RANGES: Readonly<Record<string, CoordinateRange>> = Object.freeze({
  lat: {min: -90, max: 90, messageKey: 'geopoint.latitude-out-of-range'},
  lng: {min: -180, max: 180, messageKey: 'geopoint.longitude-out-of-range'},
})

/**
 * The range a geopoint field's value breaks, if it does: the field is `lat` or `lng` and holds
 * a number outside its range (bounds included). Anything else is none of its business.
 */
export function geopointRangeError(fieldName: string, value: unknown): CoordinateRange | undefined {
  const range = Object.hasOwn(GEOPOINT_RANGES, fieldName) ? GEOPOINT_RANGES[fieldName] : undefined
  if (!range || typeof value !== 'number') return undefined
  return value < range.min || value > range.max ? range : undefined
}
