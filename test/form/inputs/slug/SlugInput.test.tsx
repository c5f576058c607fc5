import {act, cleanup, screen, waitFor, within} from '@testing-library/react'
import {userEvent} from 'storybook/test'
import {afterEach, describe, expect, it} from 'vitest'
import {SLUG_DEFAULT_MAX_LENGTH} from '../../../../src/form'
import type {FieldDefinition, SlugOptions} from '../../../../src/types'
import {docType, marker, renderForm, someone} from '../../support'

afterEach(cleanup)

const doc = {_id: 'd', _type: 'doc'}
const slugType = (options?: SlugOptions, extra: FieldDefinition[] = []) =>
  docType([
    {name: 'title', type: 'string'},
    {name: 'slug', type: 'slug', ...(options ? {options} : {})} as FieldDefinition,
    ...extra,
  ])
const slugInput = () => screen.getByRole('textbox', {name: 'Slug'}) as HTMLInputElement
// While busy the button's name also holds its spinner's ('Loading Generate').
const generateButton = () => screen.getByRole('button', {name: /Generate$/}) as HTMLButtonElement
// The slug's field: its label names the text input, as a string field's does.
const slugField = () => screen.getByRole('textbox', {name: 'Slug'}).closest<HTMLElement>('.vellum-form-field')!

/** A promise the test settles when it wants to. */
function controlled<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return {promise, resolve, reject}
}

/** The patches setting the slug to `current`; typed ones say the text they were typed on. */
const setSlug = (current: string, typedOn?: string) => [
  {type: 'setIfMissing', path: ['slug'], value: {_type: 'slug'}},
  {type: 'set', path: ['slug', 'current'], value: current, ...(typedOn === undefined ? {} : {typedOn})},
]

describe('SlugInput: typing', () => {
  it('sets current, creating the slug object with its _type', async () => {
    const user = userEvent.setup()
    const form = renderForm(slugType(), {value: doc})
    await user.type(slugInput(), 'my-post')
    expect(form.lastPatches()).toEqual(setSlug('my-post', 'my-pos'))
    expect(form.value()).toEqual({...doc, slug: {_type: 'slug', current: 'my-post'}})
  })

  it('unsets current when cleared, and the form unsets the emptied slug', async () => {
    const user = userEvent.setup()
    const form = renderForm(slugType(), {value: {...doc, slug: {_type: 'slug', current: 'old'}}})
    expect(slugInput().value).toBe('old')
    await user.clear(slugInput())
    expect(form.lastPatches()).toEqual([
      {type: 'unset', path: ['slug', 'current'], typedOn: 'old'},
      {type: 'unset', path: ['slug']},
    ])
    expect(form.value()).toEqual(doc)
  })

  it('offers no Generate button without a source', () => {
    renderForm(slugType(), {value: doc})
    expect(screen.queryByRole('button', {name: 'Generate'})).toBeNull()
  })
})

describe('SlugInput: generating from a field', () => {
  it('slugifies the source field of the document as it is when Generate is pressed', async () => {
    const user = userEvent.setup()
    const form = renderForm(slugType({source: 'title'}), {value: {...doc, title: 'Old title'}})
    const title = screen.getByRole('textbox', {name: 'Title'})
    await user.clear(title)
    await user.type(title, '  Crème Brûlée: The Recipe! ')
    await user.click(generateButton())
    await waitFor(() => expect(form.lastPatches()).toEqual(setSlug('creme-brulee-the-recipe')))
    expect(slugInput().value).toBe('creme-brulee-the-recipe')
  })

  it('reads a nested source path, as a string or as path segments', async () => {
    const user = userEvent.setup()
    const seo = {name: 'seo', type: 'object', fields: [{name: 'heading', type: 'string'}]} as FieldDefinition
    for (const source of ['seo.heading', ['seo', 'heading']] as const) {
      const form = renderForm(slugType({source: source as SlugOptions['source']}, [seo]), {
        value: {...doc, seo: {heading: 'Deep Heading'}},
      })
      await user.click(generateButton())
      await waitFor(() => expect(form.lastPatches()).toEqual(setSlug('deep-heading')))
      cleanup()
    }
  })

  it(`truncates to options.maxLength, else to ${SLUG_DEFAULT_MAX_LENGTH} characters`, async () => {
    const user = userEvent.setup()
    const short = renderForm(slugType({source: 'title', maxLength: 10}), {
      value: {...doc, title: 'A very long title indeed'},
    })
    await user.click(generateButton())
    await waitFor(() => expect(short.lastPatches()).toEqual(setSlug('a-very-lon')))
    cleanup()

    const long = renderForm(slugType({source: 'title'}), {value: {...doc, title: 'word '.repeat(100)}})
    await user.click(generateButton())
    await waitFor(() => expect(long.events).toHaveLength(1))
    const current = (long.value()?.slug as {current: string}).current
    expect(current).toHaveLength(199)
    expect(current).toBe('word-'.repeat(40).slice(0, 199))
  })

  it("says 'Source is missing' when the source field is empty, and emits nothing", async () => {
    const user = userEvent.setup()
    const form = renderForm(slugType({source: 'title'}), {value: {...doc, title: '   '}})
    await user.click(generateButton())
    expect((await within(slugField()).findByRole('alert')).textContent).toBe('Source is missing')
    expect(form.events).toEqual([])
    expect(generateButton().disabled).toBe(false)
  })

  it('unsets current when the source has no letters or digits', async () => {
    const user = userEvent.setup()
    const form = renderForm(slugType({source: 'title'}), {
      value: {...doc, title: '!!!', slug: {_type: 'slug', current: 'old'}},
    })
    await user.click(generateButton())
    await waitFor(() => expect(form.value()).toEqual({...doc, title: '!!!'}))
    expect(form.lastPatches()).toEqual([
      {type: 'unset', path: ['slug', 'current']},
      {type: 'unset', path: ['slug']},
    ])
  })
})

describe('SlugInput: generating asynchronously', () => {
  it('calls a source function with the document and context, and a custom slugify with the text, type and context', async () => {
    const user = userEvent.setup()
    const calls: unknown[][] = []
    const type = slugType({
      source: async (document, context) => {
        calls.push(['source', document.title, context])
        return `${String(document.title)} 2025`
      },
      slugify: async (input, schemaType, context) => {
        calls.push(['slugify', input, schemaType.name, context])
        return input.toUpperCase().replace(/\s+/g, '_')
      },
    })
    const form = renderForm(type, {value: {...doc, title: 'Annual report'}})
    await user.click(generateButton())
    await waitFor(() => expect(form.lastPatches()).toEqual(setSlug('ANNUAL_REPORT_2025')))
    const context = {parent: {...doc, title: 'Annual report'}, parentPath: []}
    expect(calls).toEqual([
      ['source', 'Annual report', context],
      ['slugify', 'Annual report 2025', 'slug', context],
    ])
  })

  it('is pending — busy, disabled button — until the source answers', async () => {
    const user = userEvent.setup()
    const answer = controlled<string>()
    const form = renderForm(slugType({source: () => answer.promise}), {value: doc})
    await user.click(generateButton())
    expect(generateButton().disabled).toBe(true)
    expect(generateButton().getAttribute('aria-busy')).toBe('true')
    expect(within(generateButton()).getByRole('status')).toBeVisible()
    await act(async () => answer.resolve('Later'))
    expect(form.lastPatches()).toEqual(setSlug('later'))
    expect(generateButton().disabled).toBe(false)
    expect(generateButton().getAttribute('aria-busy')).toBeNull()
  })

  it('ignores the result of an older generation once a newer one started', async () => {
    const user = userEvent.setup()
    const answers = [controlled<string>(), controlled<string>()]
    let call = 0
    const form = renderForm(slugType({source: () => answers[call++]!.promise}), {value: doc})
    await user.click(generateButton())
    // Typing a slug of one's own makes the running generation stale and frees the button.
    await user.type(slugInput(), 'typed')
    expect(generateButton().disabled).toBe(false)
    await user.click(generateButton())
    const eventsBefore = form.events.length

    await act(async () => answers[0]!.resolve('First answer'))
    expect(form.events).toHaveLength(eventsBefore)
    expect(generateButton().disabled).toBe(true)

    await act(async () => answers[1]!.resolve('Second answer'))
    expect(form.lastPatches()).toEqual(setSlug('second-answer'))
    expect(form.events).toHaveLength(eventsBefore + 1)
    expect(slugInput().value).toBe('second-answer')
  })

  it('ignores an older failure too', async () => {
    const user = userEvent.setup()
    const answers = [controlled<string>(), controlled<string>()]
    let call = 0
    renderForm(slugType({source: () => answers[call++]!.promise}), {value: doc})
    await user.click(generateButton())
    await user.type(slugInput(), 'x')
    await user.click(generateButton())
    await act(async () => answers[0]!.reject(new Error('too late')))
    expect(within(slugField()).queryByRole('alert')).toBeNull()
    await act(async () => answers[1]!.resolve('Fine'))
    expect(slugInput().value).toBe('fine')
  })

  it('ignores a result that comes after the input is gone', async () => {
    const user = userEvent.setup()
    const answer = controlled<string>()
    const form = renderForm(slugType({source: () => answer.promise}), {value: doc})
    await user.click(generateButton())
    form.unmount()
    await act(async () => answer.resolve('Too late'))
    expect(form.events).toEqual([])
  })

  it("says 'Source is missing' when a source function gives nothing", async () => {
    const user = userEvent.setup()
    const form = renderForm(slugType({source: async () => ''}), {value: doc})
    await user.click(generateButton())
    expect((await within(slugField()).findByRole('alert')).textContent).toBe('Source is missing')
    expect(form.events).toEqual([])
  })

  it('shows why a custom slugify failed, and clears the error when the slug is typed', async () => {
    const user = userEvent.setup()
    const type = slugType({
      source: 'title',
      slugify: () => {
        throw new Error('the slug service is down')
      },
    })
    const form = renderForm(type, {value: {...doc, title: 'Hello'}})
    await user.click(generateButton())
    const alert = await within(slugField()).findByRole('alert')
    expect(alert.textContent).toBe('Could not generate the slug: the slug service is down')
    expect(slugInput().getAttribute('aria-describedby')).toContain(alert.id)
    expect(form.events).toEqual([])
    await user.type(slugInput(), 'hello')
    expect(within(slugField()).queryByRole('alert')).toBeNull()
  })
})

describe('SlugInput: validation, presence, read-only, invalid values', () => {
  it('shows only the first error-level message under the input', () => {
    renderForm(slugType(), {
      value: {...doc, slug: {_type: 'slug', current: 'taken'}},
      validation: [
        marker(['slug'], 'Slugs in arrays are hard to find', 'warning'),
        marker(['slug'], 'Slug is already in use'),
        marker(['slug'], 'Second error'),
      ],
    })
    const messages = [...slugField().querySelectorAll('.vellum-form-slug-message')].map(
      (element) => element.textContent,
    )
    expect(messages).toEqual(['Slug is already in use'])
    expect(slugInput().getAttribute('aria-invalid')).toBe('true')
    expect(within(slugField()).getByRole('img', {name: '2 errors, 1 warning'})).toBeVisible()
  })

  it('shows no message under the input for warnings only', () => {
    renderForm(slugType(), {value: doc, validation: [marker(['slug'], 'Just a warning', 'warning')]})
    expect(slugField().querySelector('.vellum-form-slug-message')).toBeNull()
    expect(slugInput().getAttribute('aria-invalid')).toBeNull()
  })

  it('shows who is in the field', () => {
    renderForm(slugType(), {value: doc, presence: [someone('Ada', ['slug'])]})
    expect(within(slugField()).getByRole('img', {name: 'Ada'})).toBeVisible()
  })

  it('is read-only: a read-only input and no Generate button', async () => {
    const user = userEvent.setup()
    const form = renderForm(slugType({source: 'title'}), {
      value: {...doc, title: 'T', slug: {_type: 'slug', current: 'fixed'}},
      readOnly: true,
    })
    expect(slugInput().readOnly).toBe(true)
    expect(screen.queryByRole('button', {name: 'Generate'})).toBeNull()
    await user.type(slugInput(), 'x')
    expect(form.events).toEqual([])
  })

  it('offers to reset a value that is not an object', async () => {
    const user = userEvent.setup()
    const form = renderForm(slugType(), {value: {...doc, slug: 'plain-text'}})
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Invalid property value')
    expect(alert.textContent).toContain(
      'The value of this field is of type "string", but the schema expects type "object".',
    )
    await user.click(within(alert).getByRole('button', {name: 'Reset value'}))
    expect(form.lastPatches()).toEqual([{type: 'unset', path: ['slug']}])
    expect(slugInput().value).toBe('')
  })
})
