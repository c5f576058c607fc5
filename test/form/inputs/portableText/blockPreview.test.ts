import {describe, expect, it} from 'vitest'
import {arrayItemPreview} from '../../../../src/form/inputs/array/arrayItemPreview'
import {block, bodyType, span} from './fixtures'

describe('arrayItemPreview of a text block', () => {
  it('is the text of its spans, not its style', () => {
    const blockType = bodyType().of.find((type) => type.intrinsic === 'block')!
    const preview = arrayItemPreview(
      blockType,
      block('b', [span('Hello '), span('world', 'w', ['strong'])], {style: 'h2'}),
    )
    expect(preview.title).toBe('Hello world')
  })

  it("falls back to the type's title for an empty block", () => {
    const blockType = bodyType().of.find((type) => type.intrinsic === 'block')!
    expect(arrayItemPreview(blockType, block('b', [span('', 'e')])).title).toBe(blockType.title ?? blockType.name)
  })
})
