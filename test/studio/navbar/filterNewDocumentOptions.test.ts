import {describe, expect, it} from 'vitest'
import {filterNewDocumentOptions} from '../../../src/studio/navbar'

const titles = (list: Array<{title: string}>) => list.map((entry) => entry.title)
const options = ['Author', 'Blog post', 'Post for the blog', 'Podcast episode', 'Site settings', 'Blog-category'].map(
  (title) => ({title}),
)

describe('filterNewDocumentOptions', () => {
  it('keeps every option, in order, for an empty or blank filter', () => {
    expect(titles(filterNewDocumentOptions(options, ''))).toEqual(titles(options))
    expect(titles(filterNewDocumentOptions(options, '   '))).toEqual(titles(options))
  })

  it('matches case-insensitively anywhere in the title', () => {
    expect(titles(filterNewDocumentOptions(options, 'SETT'))).toEqual(['Site settings'])
    expect(titles(filterNewDocumentOptions(options, 'isod'))).toEqual(['Podcast episode'])
  })

  it('splits the filter on spaces, hyphens and underscores and needs every part in the title', () => {
    expect(titles(filterNewDocumentOptions(options, 'blog post'))).toEqual(['Blog post', 'Post for the blog'])
    expect(titles(filterNewDocumentOptions(options, 'post-blog'))).toEqual(['Blog post', 'Post for the blog'])
    expect(titles(filterNewDocumentOptions(options, 'blog_cat'))).toEqual(['Blog-category'])
    // 'episode' is in one title and 'blog' in others, but no title has both.
    expect(filterNewDocumentOptions(options, 'blog episode')).toEqual([])
  })

  it('ranks titles starting with the text first, then titles containing it, each in their order', () => {
    const list = ['Post for the blog', 'Guest post', 'Post', 'Signpost', 'Posters'].map((title) => ({title}))
    expect(titles(filterNewDocumentOptions(list, 'post'))).toEqual([
      'Post for the blog',
      'Post',
      'Posters',
      'Guest post',
      'Signpost',
    ])
  })

  it('treats separators alike when ranking by prefix', () => {
    expect(titles(filterNewDocumentOptions(options, 'blog-po'))).toEqual(['Blog post', 'Post for the blog'])
    expect(titles(filterNewDocumentOptions(options, 'blog '))).toEqual([
      'Blog post',
      'Blog-category',
      'Post for the blog',
    ])
  })

  it('does not change the list it is given', () => {
    const list = [{title: 'B post'}, {title: 'Post'}]
    filterNewDocumentOptions(list, 'post')
    expect(titles(list)).toEqual(['B post', 'Post'])
  })
})
