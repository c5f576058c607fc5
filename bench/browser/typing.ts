// Keystroke-to-paint measurement shared by the form and studio parts of `npm run bench:browser`.
// Each keystroke is measured twice:
// - by the Event Timing API (`PerformanceObserver` of type 'event'): the browser's own
//   input-to-paint duration of each interaction, rounded to 8 ms. It reports events of 16 ms or
//   more only, so those under 16 ms count as "< 16 ms";
// - by the page: from the keydown event's timestamp to the frame after it (a
//   requestAnimationFrame callback, then a message posted from it). The message waits behind
//   tasks queued before it, such as the form's render after the keystroke has painted, so
//   this figure includes that work and is an upper bound.
import type {Page} from 'playwright-core'

export const KEYSTROKES = 60
const WARMUP_KEYSTROKES = 8

export interface TypingResult {
  target: string
  throttling: number
  /** Keystrokes measured (several rounds' merged: see {@link mergeTyping}). */
  keystrokes: number
  median: number
  p90: number
  max: number
  /** Event Timing's median and p90 (null: under 16 ms, which the API does not report). */
  eventTimingMedian: number | null
  eventTimingP90: number | null
  /** The share of keystrokes whose Event Timing duration was 16 ms or less (0 to 1). */
  withinFrame: number
  /** Each keystroke's figures: page latency, and Event Timing duration (0: under 16 ms). */
  samples: {latencies: number[]; eventTimings: number[]}
  /** Characters typed, and how many of them the field holds afterwards, in order (must be all). */
  typed: number
  arrived: number
}

export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!
}

/** Installs the page-side probes: the keydown → next-frame timer and the Event Timing observer. */
export async function installProbes(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as {__latencies: number[]; __eventDurations: Map<number, number>}
    const installed = w.__latencies !== undefined
    w.__latencies = []
    w.__eventDurations = new Map()
    // Measuring a second field on the same page only starts the figures afresh.
    if (installed) return
    document.addEventListener(
      'keydown',
      (event) => {
        const start = event.timeStamp
        requestAnimationFrame(() => {
          const channel = new MessageChannel()
          channel.port1.onmessage = () => w.__latencies.push(performance.now() - start)
          channel.port2.postMessage(null)
        })
      },
      {capture: true},
    )
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        const id = (entry as PerformanceEventTiming & {interactionId?: number}).interactionId
        if (!id) continue
        w.__eventDurations.set(id, Math.max(w.__eventDurations.get(id) ?? 0, entry.duration))
      }
    }).observe({type: 'event', durationThreshold: 16, buffered: false} as PerformanceObserverInit)
  })
}

/**
 * Types KEYSTROKES characters into the focused field, one at a time, and measures each.
 * `beforeTyping` runs once the probes are in, right before the measured keystrokes (to start
 * work they must be measured beside).
 */
export async function typeAndMeasure(
  page: Page,
  target: string,
  throttling: number,
  beforeTyping?: () => Promise<void>,
): Promise<TypingResult> {
  const before = await focusedText(page)
  for (let index = 0; index < WARMUP_KEYSTROKES; index++) await page.keyboard.type('w', {delay: 0})
  await page.waitForTimeout(500)
  await installProbes(page)
  await beforeTyping?.()
  // A pause between keystrokes longer than a throttled frame, so each is measured on its own.
  const text = 'The quick brown fox jumps over the lazy dog and keeps on running '.repeat(2).slice(0, KEYSTROKES)
  for (const character of text) {
    await page.keyboard.type(character)
    await page.waitForTimeout(throttling > 1 ? 120 : 60)
  }
  await page.waitForTimeout(500)
  // A fast wrong answer is no answer: every character typed must be in the field, in order.
  const typed = 'w'.repeat(WARMUP_KEYSTROKES) + text
  const after = await focusedText(page)
  const arrived =
    after.length - before.length === typed.length && after.replace(typed, '') === before
      ? typed.length
      : countArrived(before, after, typed)
  if (arrived !== typed.length)
    throw new Error(
      `${target}: ${typed.length - arrived} of ${typed.length} typed characters are missing (the field holds "${after.slice(-80)}")`,
    )
  const {latencies, durations} = await page.evaluate(() => {
    const w = window as unknown as {__latencies: number[]; __eventDurations: Map<number, number>}
    return {latencies: w.__latencies, durations: [...w.__eventDurations.values()]}
  })
  if (latencies.length !== KEYSTROKES)
    throw new Error(`Measured ${latencies.length} of ${KEYSTROKES} keystrokes in ${target}`)
  // Keystrokes the observer did not report took under 16 ms; counting them as 0 leaves the
  // percentile exact whenever it lands on a reported one.
  const eventTimings = [
    ...durations,
    ...Array.from({length: Math.max(0, latencies.length - durations.length)}, () => 0),
  ]
  return {...summarise(target, throttling, {latencies, eventTimings}), typed: typed.length, arrived}
}

/** The text of the focused input or textarea ('' when something else has the focus). */
function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement
    return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.value : ''
  })
}

/** How many characters of `typed`, in order, are in what the field's text gained over `before`. */
function countArrived(before: string, after: string, typed: string): number {
  let start = 0
  while (start < before.length && before[start] === after[start]) start++
  let end = 0
  while (end < before.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++
  let found = 0
  for (const character of after.slice(start, after.length - end)) if (character === typed[found]) found++
  return found
}

/**
 * One result from several rounds of the same field: their keystrokes together. The machines
 * here are shared, so a field is measured in rounds between its floors' rounds, and a busy
 * minute weighs on every row alike.
 */
export function mergeTyping(results: TypingResult[]): TypingResult {
  const [first] = results
  if (!first) throw new Error('No typing results to merge')
  const merged = summarise(first.target, first.throttling, {
    latencies: results.flatMap((result) => result.samples.latencies),
    eventTimings: results.flatMap((result) => result.samples.eventTimings),
  })
  const sum = (pick: (result: TypingResult) => number) => results.reduce((total, result) => total + pick(result), 0)
  return {...merged, typed: sum((result) => result.typed), arrived: sum((result) => result.arrived)}
}

function summarise(
  target: string,
  throttling: number,
  samples: TypingResult['samples'],
): Omit<TypingResult, 'typed' | 'arrived'> {
  const {latencies, eventTimings} = samples
  const reported = (value: number) => (value >= 16 ? value : null)
  return {
    target,
    throttling,
    keystrokes: latencies.length,
    median: percentile(latencies, 0.5),
    p90: percentile(latencies, 0.9),
    max: Math.max(...latencies),
    eventTimingMedian: reported(percentile(eventTimings, 0.5)),
    eventTimingP90: reported(percentile(eventTimings, 0.9)),
    withinFrame: eventTimings.filter((duration) => duration <= 16).length / eventTimings.length,
    samples,
  }
}
