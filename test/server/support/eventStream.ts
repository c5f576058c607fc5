/** One server-sent event as received. */
export interface ReceivedEvent {
  event: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any
  id?: string
}

/** An open server-sent events connection that tests read events from. */
export interface EventStream {
  status: number
  contentType: string | null
  /** Every event received so far, in order. */
  events: ReceivedEvent[]
  /** Every comment line received so far. */
  comments: string[]
  /** Resolves with the next event (after those already taken) that matches, or rejects after the timeout. */
  next(predicate?: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>
  /** Resolves when a comment arrives, or rejects after the timeout. */
  nextComment(timeoutMs?: number): Promise<string>
  /** Resolves when the server ends the stream. */
  ended: Promise<void>
  close(): void
}

/** Opens an SSE connection with fetch and parses the frames itself. */
export async function openEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStream> {
  const abort = new AbortController()
  const response = await fetch(url, {headers: {Accept: 'text/event-stream', ...headers}, signal: abort.signal})
  const events: ReceivedEvent[] = []
  const comments: string[] = []
  let taken = 0
  const wake = new Set<() => void>()
  const notify = () => wake.forEach((fn) => fn())

  const parseFrame = (frame: string) => {
    let event = 'message'
    let id: string | undefined
    const data: string[] = []
    for (const line of frame.split('\n')) {
      if (line.startsWith(':')) comments.push(line.slice(1).trim())
      else if (line.startsWith('event:')) event = line.slice(6).trim()
      else if (line.startsWith('id:')) id = line.slice(3).trim()
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart())
    }
    if (data.length > 0) events.push({event, data: JSON.parse(data.join('\n')), ...(id === undefined ? {} : {id})})
  }

  const ended = (async () => {
    if (!response.body) return
    const reader = response.body.getReader()
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      for (;;) {
        const {done, value} = await reader.read()
        if (done) break
        buffer += decoder.decode(value, {stream: true})
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          parseFrame(buffer.slice(0, end))
          buffer = buffer.slice(end + 2)
        }
        notify()
      }
    } catch {
      // aborted by close()
    } finally {
      notify()
    }
  })()
  let isEnded = false
  void ended.then(() => (isEnded = true))

  const waitFor = <T>(check: () => T | undefined, timeoutMs: number, what: string): Promise<T> =>
    new Promise((resolve, reject) => {
      const attempt = () => {
        const found = check()
        if (found !== undefined) {
          done()
          resolve(found)
        } else if (isEnded) {
          done()
          reject(new Error(`stream ended while waiting for ${what}`))
        }
      }
      const timer = setTimeout(() => {
        done()
        reject(
          new Error(`timed out after ${timeoutMs} ms waiting for ${what}; got ${JSON.stringify(events.slice(taken))}`),
        )
      }, timeoutMs)
      const done = () => {
        clearTimeout(timer)
        wake.delete(attempt)
      }
      wake.add(attempt)
      void ended.then(attempt)
      attempt()
    })

  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events,
    comments,
    ended,
    next: (predicate = () => true, timeoutMs = 5000) =>
      waitFor(
        () => {
          for (let i = taken; i < events.length; i++) {
            if (predicate(events[i]!)) {
              taken = i + 1
              return events[i]!
            }
          }
          return undefined
        },
        timeoutMs,
        'an event',
      ),
    nextComment: (timeoutMs = 5000) => {
      const seen = comments.length
      return waitFor(() => comments[seen], timeoutMs, 'a comment')
    },
    close: () => abort.abort(),
  }
}
