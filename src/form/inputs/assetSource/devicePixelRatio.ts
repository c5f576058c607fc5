/**
 * The screen's pixel ratio for image URLs, clamped to 1–3 and rounded to a tenth, so nearby zoom levels share cached images; 1 without a window.
 */
export function devicePixelRatio(): number {
  const ratio = typeof window === 'undefined' ? 1 : Number(window.devicePixelRatio) || 1
  return Math.round(Math.min(3, Math.max(1, ratio)) * 10) / 10
}
