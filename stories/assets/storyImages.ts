/**
 * A picture for stories, drawn as an SVG `data:` URL so stories need no server: a gradient with
 * a grid (so crops and hotspots are easy to see) and a label.
 */
export function storyImage(label: string, hue: number, width = 1200, height = 800): string {
  const lines = Array.from({length: 11}, (_, step) => {
    const x = (width / 10) * step
    const y = (height / 10) * step
    return `<path d="M${x} 0V${height}M0 ${y}H${width}" stroke="white" stroke-opacity="0.25"/>`
  }).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 55%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 70% 30%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${lines}
<circle cx="${width * 0.62}" cy="${height * 0.4}" r="${height * 0.16}" fill="white" fill-opacity="0.85"/>
<text x="50%" y="88%" font-family="sans-serif" font-size="${height / 10}" fill="white" text-anchor="middle">${label}</text></svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
