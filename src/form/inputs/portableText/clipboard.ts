import {DOMParser as PMDOMParser, Fragment, Slice, type Mark, type Node as PMNode} from 'prosemirror-model'
import {randomKey} from '../../../document'
import type {PortableTextEditorSchema} from './editorSchema'
import {MAX_LIST_LEVEL} from './portableTextValue'

// Paste: HTML from Google Docs, Word and web pages, and Markdown-looking plain
// text, become blocks of the field's schema. The schema's parse rules (editorSchema.ts) decide
// what survives; these functions first turn each source's quirks into plain HTML.

/**
 * Turns pasted HTML into HTML the editor's parse rules read:
 *
 * - Google Docs: the `<b style="font-weight:normal" id="docs-internal-guid-…">` wrapper is
 *   unwrapped (it is not bold), and so is the paragraph in each list item; bold, italic,
 *   underline and strike are inline styles, which the decorators' style rules read.
 * - Word: paragraphs with `mso-list: lN levelK` become list items at level K (numbered when
 *   their marker is a number or letter), without the marker.
 * - Tables become one paragraph per cell, of the cell's text; images are dropped.
 * @beta
 */
export function normalizePastedHtml(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html')
  const body = document.body
  for (const wrapper of body.querySelectorAll('b[id^="docs-internal-guid"]')) unwrap(wrapper)
  for (const paragraph of body.querySelectorAll('p[style*="mso-list"]')) wordListItem(paragraph as HTMLElement)
  // Google Docs puts a paragraph in each list item: the item is the block.
  for (const paragraph of body.querySelectorAll('li > p')) unwrap(paragraph)
  for (const cell of body.querySelectorAll('td, th')) {
    const paragraph = document.createElement('p')
    paragraph.textContent = (cell.textContent ?? '').replace(/\s+/g, ' ').trim()
    cell.replaceWith(paragraph)
  }
  for (const table of body.querySelectorAll('table, tbody, thead, tfoot, tr')) unwrap(table)
  for (const image of body.querySelectorAll('img, picture, svg, figure > figcaption')) image.remove()
  return body.innerHTML
}

function unwrap(element: Element): void {
  element.replaceWith(...element.childNodes)
}

function wordListItem(paragraph: HTMLElement): void {
  const style = paragraph.getAttribute('style') ?? ''
  const match = /mso-list:\s*l\d+\s+level(\d+)/i.exec(style)
  if (!match) return
  const marker = paragraph.querySelector('span[style*="mso-list:Ignore"], span[style*="mso-list: Ignore"]')
  const numbered = /^\s*(\d+|[a-z]{1,3})[.)]/i.test(marker?.textContent ?? '')
  marker?.remove()
  const item = paragraph.ownerDocument.createElement('li')
  item.dataset.level = match[1]
  item.dataset.list = numbered ? 'number' : 'bullet'
  item.append(...paragraph.childNodes)
  paragraph.replaceWith(item)
}

/**
 * The slice pasted HTML gives in the editor (see {@link normalizePastedHtml}), as the editor
 * pastes it: blocks with the styles, lists, decorators and links the schema allows; keys are
 * given by the editor's key normaliser when the slice is inserted.
 * @beta
 */
export function pastedHtmlToSlice(html: string, editorSchema: PortableTextEditorSchema): Slice {
  const container = document.createElement('div')
  container.innerHTML = normalizePastedHtml(html)
  return keepPastedBlockStyles(
    PMDOMParser.fromSchema(editorSchema.schema).parseSlice(container, {preserveWhitespace: false}),
  )
}

/**
 * A pasted slice whose first block is a heading, quote or list item, closed at its start, so
 * that block keeps its style instead of taking the style of the block it is pasted into (all
 * text blocks are one node type here, so ProseMirror would join them). Plain paragraphs stay
 * open: their text joins the block at the caret.
 * @beta
 */
export function keepPastedBlockStyles(slice: Slice): Slice {
  const first = slice.content.firstChild
  if (slice.openStart === 0 || !first || first.type.name !== 'textblock') return slice
  const {style, listItem} = first.attrs
  if (listItem === null && (style === null || style === 'normal')) return slice
  return new Slice(slice.content, 0, slice.openEnd)
}

const HEADING = /^(#{1,6})\s+(.*)$/
const BULLET = /^(\s*)[-*+]\s+(.*)$/
const NUMBERED = /^(\s*)\d+[.)]\s+(.*)$/
const QUOTE = /^>\s?(.*)$/

/**
 * The slice pasted plain text gives: one block per line (blank lines dropped), read as
 * Markdown where it looks like it — `#` headings, `-`/`*`/`+` and `1.` list items (two spaces
 * or a tab of indent a level deeper), `>` quotes, `**strong**`, `*em*`/`_em_`, `` `code` ``,
 * `~~strike~~` and `[text](url)` links — each only when the schema has it; otherwise the text
 * is kept as it is.
 * @beta
 */
export function pastedTextToSlice(text: string, editorSchema: PortableTextEditorSchema): Slice {
  const {schema, blockType} = editorSchema
  const styles = new Set(blockType.styles.map((style) => style.value))
  const lists = new Set(blockType.lists.map((list) => list.value))
  const normal = styles.has('normal') ? 'normal' : null
  const blocks: PMNode[] = []
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (line.trim() === '') continue
    let attrs: Record<string, unknown> = {style: normal}
    let content = line
    const heading = HEADING.exec(line)
    const bullet = BULLET.exec(line)
    const numbered = NUMBERED.exec(line)
    const quote = QUOTE.exec(line)
    if (heading && styles.has(`h${heading[1]!.length}`)) {
      attrs = {style: `h${heading[1]!.length}`}
      content = heading[2]!
    } else if (bullet && lists.has('bullet')) {
      attrs = {style: normal, listItem: 'bullet', level: levelOf(bullet[1]!)}
      content = bullet[2]!
    } else if (numbered && lists.has('number')) {
      attrs = {style: normal, listItem: 'number', level: levelOf(numbered[1]!)}
      content = numbered[2]!
    } else if (quote && styles.has('blockquote')) {
      attrs = {style: 'blockquote'}
      content = quote[1]!
    }
    blocks.push(schema.nodes.textblock!.create(attrs, inlineMarkdown(content, editorSchema)))
  }
  if (blocks.length === 0) return Slice.empty
  return keepPastedBlockStyles(Slice.maxOpen(Fragment.from(blocks)))
}

function levelOf(indent: string): number {
  const width = indent.replace(/\t/g, '  ').length
  return Math.min(Math.floor(width / 2) + 1, MAX_LIST_LEVEL)
}

const INLINE = /(\*\*|__)(.+?)\1|~~(.+?)~~|`([^`]+)`|(\*|_)(.+?)\5|\[([^\]]+)\]\(([^)\s]+)\)/g

/** The text nodes of a line with its Markdown emphasis, code and links as marks the schema has. */
function inlineMarkdown(text: string, editorSchema: PortableTextEditorSchema): PMNode[] {
  const {schema, decorators, annotations} = editorSchema
  const nodes: PMNode[] = []
  const push = (value: string, marks: Mark[] = []) => {
    if (value !== '') nodes.push(schema.text(value, marks))
  }
  const decorated = (name: string, value: string, source: string) => {
    const mark = decorators.get(name)
    push(mark ? value : source, mark ? [mark.create()] : [])
  }
  let last = 0
  for (const match of text.matchAll(INLINE)) {
    push(text.slice(last, match.index))
    last = match.index + match[0].length
    if (match[2] !== undefined) decorated('strong', match[2], match[0])
    else if (match[3] !== undefined) decorated('strike-through', match[3], match[0])
    else if (match[4] !== undefined) decorated('code', match[4], match[0])
    else if (match[6] !== undefined) decorated('em', match[6], match[0])
    else {
      const link = annotations.get('link')
      push(match[7]!, link ? [link.create({key: randomKey(), value: {_type: 'link', href: match[8]}})] : [])
    }
  }
  push(text.slice(last))
  return nodes
}
