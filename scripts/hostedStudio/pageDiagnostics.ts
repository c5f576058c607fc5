// What a stuck studio page shows, for the check's failure report: which element covers a
// point (an overlay intercepting clicks) and what it sits in.
import type {Page} from 'playwright-core'

// Page code as text: tsx names functions with a helper (`__name`) the page does not have.
const DESCRIBE_TOP_ELEMENT = `(wanted) => {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  let target = null
  while (walker.nextNode()) {
    if (walker.currentNode.textContent.includes(wanted)) {
      target = walker.currentNode.parentElement
      break
    }
  }
  const box = target ? target.getBoundingClientRect() : null
  const x = box ? box.left + box.width / 2 : window.innerWidth / 2
  const y = box ? box.top + box.height / 2 : window.innerHeight / 2
  function describe(element) {
    const attributes = [...element.attributes]
      .filter((attribute) => attribute.name !== 'class' && attribute.name !== 'style')
      .map((attribute) => attribute.name + '="' + attribute.value.slice(0, 60) + '"')
    const style = getComputedStyle(element)
    return '<' + element.tagName.toLowerCase() + ' ' + attributes.join(' ') + '> class="' + element.className +
      '" position=' + style.position + ' z=' + style.zIndex + ' pointer-events=' + style.pointerEvents
  }
  const lines = ['point (' + Math.round(x) + ', ' + Math.round(y) + '), target ' + (target ? describe(target) : 'not found')]
  const top = document.elementFromPoint(x, y)
  if (top) lines.push('on top: ' + top.outerHTML.slice(0, 400))
  for (let element = top; element; element = element.parentElement) lines.push('  in ' + describe(element))
  return lines
}`

/**
 * Describes the element on top at the centre of the first element showing `text` (or the
 * viewport's centre when none does): its markup, then it and each ancestor with their
 * attributes, classes, position, z-index and pointer-events, innermost first.
 */
export async function describeTopElement(page: Page, text: string): Promise<string[]> {
  return (await page.evaluate(`(${DESCRIBE_TOP_ELEMENT})(${JSON.stringify(text)})`)) as string[]
}
