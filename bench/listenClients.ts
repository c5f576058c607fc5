/**
 * The listeners of the listen-latency benchmark, in a process of their own (as real clients
 * are): opens N SSE listeners, tells the parent when all are welcomed, and reports for each
 * transaction the absolute times (performance.timeOrigin + now, comparable across processes on
 * one machine) at which each listener received its event.
 */
import {Agent, get, type ClientRequest} from 'node:http'
import {performance} from 'node:perf_hooks'

const [url, token, countText] = process.argv.slice(2)
const count = Number(countText)
const received = new Map<string, number[]>()

// Plain node:http with 'data' events: the lightest way a Node client reads a stream, so the
// figure is the server's latency, not the cost of 500 web streams in the client.
const agent = new Agent({keepAlive: true, maxSockets: Infinity})

function listen(ready: () => void): void {
  const query = encodeURIComponent('*[_type == "post"]')
  const request = get(
    `${url}/v2023-11-13/data/listen/production?query=${query}&includeResult=false`,
    {agent, headers: {authorization: `Bearer ${token}`}},
    (response) => {
      response.setEncoding('utf8')
      let buffer = ''
      response.on('data', (chunk: string) => {
        buffer += chunk
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          if (message.includes('event: welcome')) ready()
          if (!message.includes('event: mutation')) continue
          const at = performance.timeOrigin + performance.now()
          const data = message.split('\n').find((line) => line.startsWith('data: '))
          const {transactionId} = JSON.parse(data!.slice(6)) as {transactionId: string}
          let times = received.get(transactionId)
          if (!times) received.set(transactionId, (times = []))
          times.push(at)
          if (times.length === count) process.send!({type: 'complete', transactionId, times})
        }
      })
    },
  )
  request.on('error', () => undefined)
  requests.push(request)
}

const requests: ClientRequest[] = []
await Promise.all(Array.from({length: count}, () => new Promise<void>((ready) => listen(ready))))
process.send!({type: 'ready'})
process.on('message', (message: {type: string}) => {
  if (message.type !== 'stop') return
  for (const request of requests) request.destroy()
  process.exit(0)
})
