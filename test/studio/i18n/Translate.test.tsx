import {cleanup, render, screen} from '@testing-library/react'
import type {ReactNode} from 'react'
import {afterEach, describe, expect, it} from 'vitest'
import {defineLocaleResourceBundle} from '../../../src/i18n'
import {StudioI18nProvider, Translate} from '../../../src/studio/i18n'

afterEach(cleanup)

const english = defineLocaleResourceBundle({
  locale: 'en-US',
  namespace: 'studio',
  resources: {
    'test.greeting': 'Hello {{name}}, you have {{count}} messages from {{sender}}.',
    'test.files_one': '{{count}} file in {{folder}}',
    'test.files_other': '{{count}} files in {{folder}}',
  },
})
const norwegian = defineLocaleResourceBundle({
  locale: 'nb-NO',
  namespace: 'studio',
  resources: {'test.greeting': '{{sender}} har sendt deg, {{name}}, {{count}} meldinger.'},
})

function renderIn(locale: string, node: ReactNode) {
  return render(
    <StudioI18nProvider locale={locale} bundles={[english, norwegian]}>
      <p data-testid="message">{node}</p>
    </StudioI18nProvider>,
  )
}

describe('Translate', () => {
  it('puts elements where the translation places their placeholders, and text parameters as t does', () => {
    const greeting = (
      <Translate
        i18nKey="test.greeting"
        params={{count: 3}}
        elements={{name: <strong>Ada</strong>, sender: <a href="/charles">Charles</a>}}
      />
    )
    renderIn('en-US', greeting)
    const message = screen.getByTestId('message')
    expect(message.innerHTML).toBe(
      'Hello <strong>Ada</strong>, you have 3 messages from <a href="/charles">Charles</a>.',
    )
    cleanup()
    renderIn('nb-NO', greeting)
    expect(screen.getByTestId('message').innerHTML).toBe(
      '<a href="/charles">Charles</a> har sendt deg, <strong>Ada</strong>, 3 meldinger.',
    )
  })

  it('picks the plural form by count', () => {
    renderIn('en-US', <Translate i18nKey="test.files" params={{count: 1}} elements={{folder: <code>docs</code>}} />)
    expect(screen.getByTestId('message').innerHTML).toBe('1 file in <code>docs</code>')
  })

  it('keeps a parameter that looks like a placeholder as text', () => {
    renderIn('en-US', <Translate i18nKey="test.files" params={{count: 2, folder: '{{count}}'}} />)
    expect(screen.getByTestId('message').textContent).toBe('2 files in {{count}}')
    cleanup()
    renderIn(
      'en-US',
      <Translate
        i18nKey="test.greeting"
        params={{count: 2}}
        elements={{name: '{{sender}}', sender: <em>Charles</em>}}
      />,
    )
    expect(screen.getByTestId('message').innerHTML).toBe('Hello {{sender}}, you have 2 messages from <em>Charles</em>.')
  })

  it('shows the key of a message that does not exist, as t does', () => {
    renderIn('en-US', <Translate i18nKey="test.missing" elements={{name: <strong>Ada</strong>}} />)
    expect(screen.getByTestId('message').textContent).toBe('test.missing')
  })
})
