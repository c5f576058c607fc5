import {DOMSerializer, Fragment} from 'prosemirror-model'
import {describe, expect, it} from 'vitest'
import {checkPortableText} from '../../../../src/form/inputs/portableText/checkPortableText'
import {pastedHtmlToSlice, pastedTextToSlice} from '../../../../src/form/inputs/portableText/clipboard'
import {editorSchemaFor, type PortableTextEditorSchema} from '../../../../src/form/inputs/portableText/editorSchema'
import {PortableTextSession} from '../../../../src/form/inputs/portableText/PortableTextSession'
import {docToPortableText} from '../../../../src/form/inputs/portableText/portableTextConversion'
import {applyPatches} from '../../../../src/mutations'
import {createSchema} from '../../../../src/schema'
import type {ArraySchemaType, ObjectSchemaType} from '../../../../src/types'
import {prefixPatch} from '../../../../src/form/patch/PatchEvent'
import {bodyType} from './fixtures'

const editorSchema = editorSchemaFor(bodyType())
const sessionOf = (schema: PortableTextEditorSchema) => new PortableTextSession(schema, undefined)

/** Pastes into an empty editor, as the view does; returns the field's value after it. */
function paste(slice: ReturnType<typeof pastedHtmlToSlice>, schema = editorSchema) {
  const session = sessionOf(schema)
  const patches = session.apply(session.state.tr.replaceSelection(slice))
  const value = docToPortableText(session.state.doc) as Record<string, unknown>[]
  expect(
    applyPatches(
      {},
      patches.map((patch) => prefixPatch(patch, ['body'])),
    ),
  ).toEqual({body: value})
  expect(checkPortableText(value, schema).problems).toEqual([])
  return value
}

/** Each block as `[style, listItem@level, text with marks as [text|marks]]`. */
function outline(value: Record<string, unknown>[]) {
  return value.map((block) => {
    const children = (block.children as {text: string; marks: string[]}[]).map((child) =>
      child.marks.length > 0
        ? `[${child.text}|${child.marks.map((mark) => (mark.length === 12 ? 'link' : mark)).join(',')}]`
        : child.text,
    )
    const list = block.listItem ? ` ${block.listItem as string}@${block.level as number}` : ''
    return `${(block.style as string) ?? '-'}${list}: ${children.join('')}`
  })
}

describe('pasting HTML', () => {
  it('reads Google Docs: the non-bold wrapper, styles as marks, headings, nested lists and links', () => {
    const html =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-3c1f2a7e-7fff-1a2b-9c3d-4e5f6a7b8c9d">' +
      '<h2 dir="ltr" style="line-height:1.38;margin-top:18pt;margin-bottom:6pt;"><span style="font-size:16pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;">Launch plan</span></h2>' +
      '<p dir="ltr" style="line-height:1.38;"><span style="font-size:11pt;font-weight:400;">We ship </span><span style="font-size:11pt;font-weight:700;">on Monday</span><span style="font-size:11pt;font-weight:400;"> and </span><span style="font-size:11pt;font-weight:400;font-style:italic;">celebrate</span><span style="font-size:11pt;font-weight:400;">. See </span><a href="https://example.com/plan" style="text-decoration:none;"><span style="font-size:11pt;color:#1155cc;text-decoration:underline;">the plan</span></a></p>' +
      '<ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:disc;" aria-level="1"><p dir="ltr" role="presentation"><span style="font-size:11pt;">Docs</span></p></li>' +
      '<ul><li dir="ltr" style="list-style-type:circle;" aria-level="2"><p dir="ltr" role="presentation"><span style="font-size:11pt;text-decoration:line-through;">Old draft</span></p></li></ul></ul>' +
      '</b>'
    expect(outline(paste(pastedHtmlToSlice(html, editorSchema)))).toEqual([
      'h2: Launch plan',
      'normal: We ship [on Monday|strong] and [celebrate|em]. See [the plan|underline,link]',
      'normal bullet@1: Docs',
      'normal bullet@2: [Old draft|strike-through]',
    ])
  })

  it('reads Word: list paragraphs at their mso-list level without their markers, numbered or bulleted', () => {
    const html =
      '<html xmlns:o="urn:schemas-microsoft-com:office:office"><body lang=EN-US>' +
      '<p class=MsoNormal><b>Agenda</b> for <i>Tuesday</i><o:p></o:p></p>' +
      "<p class=MsoListParagraphCxSpFirst style='text-indent:-.25in;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-list:Ignore'>·<span style='font:7.0pt \"Times New Roman\"'>&nbsp;&nbsp; </span></span><![endif]>Budget<o:p></o:p></p>" +
      "<p class=MsoListParagraphCxSpLast style='margin-left:1.0in;text-indent:-.25in;mso-list:l0 level2 lfo1'><![if !supportLists]><span style='font-family:\"Courier New\";mso-list:Ignore'>o<span>&nbsp;&nbsp; </span></span><![endif]>Travel<o:p></o:p></p>" +
      "<p class=MsoListParagraph style='text-indent:-.25in;mso-list:l1 level1 lfo2'><![if !supportLists]><span style='mso-list:Ignore'>1.<span>&nbsp;&nbsp; </span></span><![endif]>First point<o:p></o:p></p>" +
      '</body></html>'
    expect(outline(paste(pastedHtmlToSlice(html, editorSchema)))).toEqual([
      'normal: [Agenda|strong] for [Tuesday|em]',
      'normal bullet@1: Budget',
      'normal bullet@2: Travel',
      'normal number@1: First point',
    ])
  })

  it('reads a web page: a table becomes paragraphs of its cells, images are dropped, code and quotes kept', () => {
    const html =
      '<article><h1>Release notes</h1><p>Run <code>npm ci</code>, then <a href="/docs">read the docs</a>.</p>' +
      '<img src="https://example.com/shot.png" alt="Screenshot">' +
      '<table><thead><tr><th>Version</th><th>Date</th></tr></thead><tbody><tr><td>1.2 <b>beta</b></td><td>May</td></tr></tbody></table>' +
      '<blockquote>Fast enough.</blockquote><ol><li>Install</li><li>Run</li></ol></article>'
    expect(outline(paste(pastedHtmlToSlice(html, editorSchema)))).toEqual([
      'h1: Release notes',
      'normal: Run [npm ci|code], then [read the docs|link].',
      'normal: Version',
      'normal: Date',
      'normal: 1.2 beta',
      'normal: May',
      'blockquote: Fast enough.',
      'normal number@1: Install',
      'normal number@1: Run',
    ])
  })

  it('drops or converts what the schema does not allow: no lists, no h1, no strong, no links', () => {
    const schema = createSchema([
      {
        name: 'note',
        type: 'document',
        fields: [
          {
            name: 'body',
            type: 'array',
            of: [
              {
                type: 'block',
                styles: [{title: 'Normal', value: 'normal'}],
                lists: [],
                marks: {decorators: [{title: 'Emphasis', value: 'em'}], annotations: []},
              },
            ],
          },
        ],
      },
    ])
    const narrow = editorSchemaFor(
      (schema.get('note') as ObjectSchemaType).fields.find((field) => field.name === 'body')!.type as ArraySchemaType,
    )
    const html = '<h1>Title</h1><ul><li><b>Bold</b> and <em>em</em> <a href="https://x.test">link</a></li></ul>'
    expect(outline(paste(pastedHtmlToSlice(html, narrow), narrow))).toEqual([
      'normal: Title',
      'normal: Bold and [em|em] link',
    ])
  })
})

describe('pasting plain text', () => {
  it('reads Markdown-looking text: headings, nested lists, quotes, emphasis, code and links', () => {
    const text = [
      '# Weekly update',
      '',
      'We **shipped** the *editor* and `paste`, see [notes](https://example.com/n).',
      '- Done',
      '  - Reviewed',
      '1. Next',
      '> Quote ~~this~~',
      'Plain 2 * 3 * 4',
    ].join('\n')
    expect(outline(paste(pastedTextToSlice(text, editorSchema)))).toEqual([
      'h1: Weekly update',
      'normal: We [shipped|strong] the [editor|em] and [paste|code], see [notes|link].',
      'normal bullet@1: Done',
      'normal bullet@2: Reviewed',
      'normal number@1: Next',
      'blockquote: Quote [this|strike-through]',
      'normal: Plain 2 [ 3 |em] 4',
    ])
  })
})

describe('copying', () => {
  it('gives HTML with the blocks’ elements and marks, and plain text of the blocks', () => {
    const slice = pastedTextToSlice('## Title\n- **one**\nplain', editorSchema)
    const container = document.createElement('div')
    container.append(DOMSerializer.fromSchema(editorSchema.schema).serializeFragment(slice.content))
    expect(container.innerHTML).toContain('<h2')
    expect(container.innerHTML).toContain('data-list-item="bullet"')
    expect(container.innerHTML).toContain('<strong>one</strong>')
    expect(Fragment.from(slice.content).textBetween(0, slice.content.size, '\n\n')).toBe('Title\n\none\n\nplain')
  })
})
