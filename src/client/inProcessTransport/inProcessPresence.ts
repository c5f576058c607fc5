import {Observable} from 'rxjs'
import type {PresenceEvent, PresenceMessage} from '../PresenceEvent'
import type {PresenceMember, PresenceRoom} from './PresenceRoom'

/**
 * A presence connection to an in-process room, behaving as the websocket does: `connected`
 * first, every outgoing message handled asynchronously and in order (as a JSON copy), others'
 * messages relayed to it, and its sessions announced as disconnected when it unsubscribes.
 */
export function inProcessPresence(
  room: PresenceRoom,
  user: {id: string; name: string},
  outgoing: Observable<PresenceMessage>,
): Observable<PresenceEvent> {
  return new Observable<PresenceEvent>((subscriber) => {
    let closed = false
    const member: PresenceMember = {
      user,
      sessions: new Set(),
      deliver: (event) => {
        if (!closed) subscriber.next(event)
      },
    }
    const leave = room.join(member)
    queueMicrotask(() => {
      if (!closed) subscriber.next({type: 'connected'})
    })
    const subscription = outgoing.subscribe({
      next: (message) => {
        const copy = JSON.parse(JSON.stringify(message)) as PresenceMessage
        queueMicrotask(() => {
          if (!closed) room.receive(member, copy)
        })
      },
      error: (error: unknown) => subscriber.error(error),
    })
    return () => {
      closed = true
      subscription.unsubscribe()
      leave()
    }
  })
}
