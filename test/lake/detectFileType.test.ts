import {describe, expect, it} from 'vitest'
import {detectFileType, isSvg, sniffRasterFormat} from '../../src/lake'

const text = (value: string) => new TextEncoder().encode(value)

// The lake's sniffers work on plain Uint8Arrays (no Node Buffer), as the in-process transport
// in a browser hands them.
describe('detectFileType', () => {
  it('trusts the signature over the name: a PDF named .txt is a PDF', () => {
    expect(detectFileType(text('%PDF-1.7\n'), 'notes.txt')).toEqual({mimeType: 'application/pdf', extension: 'txt'})
  })

  it('lets the extension say which kind of text or ZIP a file is', () => {
    expect(detectFileType(text('a,b\n1,2\n'), 'table.csv')).toEqual({mimeType: 'text/csv', extension: 'csv'})
    expect(detectFileType(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]), 'letter.docx').mimeType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
  })

  it('keeps the name’s extension for an image uploaded as a file', () => {
    expect(detectFileType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'photo.JPEG')).toEqual({
      mimeType: 'image/jpeg',
      extension: 'jpeg',
    })
  })

  it('falls back to the client’s type, then to application/octet-stream with extension bin', () => {
    const binary = new Uint8Array([0, 1, 2, 3, 0xfe])
    expect(detectFileType(binary, undefined, 'Application/X-Thing; charset=x')).toEqual({
      mimeType: 'application/x-thing',
      extension: 'bin',
    })
    expect(detectFileType(binary)).toEqual({mimeType: 'application/octet-stream', extension: 'bin'})
  })

  it('recognises an SVG document and an HTML page apart', () => {
    expect(detectFileType(text('<?xml version="1.0"?><svg/>')).mimeType).toBe('image/svg+xml')
    expect(detectFileType(text('<!DOCTYPE html><svg></svg>')).mimeType).toBe('text/html')
  })
})

describe('sniffRasterFormat and isSvg on Uint8Array', () => {
  it('read signatures without a Node Buffer', () => {
    expect(sniffRasterFormat(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png')
    expect(sniffRasterFormat(text('GIF89a......'))).toBe('gif')
    expect(isSvg(text('\uFEFF<svg/>'))).toBe(true)
    expect(isSvg(text('hello <svg>'))).toBe(false)
  })
})
