/**
 * Where one listener's events go: a server-sent events response ({@link SseStream}) or a
 * websocket ({@link ListenSocket}). The listen logic writes named events with JSON data to it
 * and ends it; the sink says how that looks on the wire.
 */
export interface ListenSink {
  /** How the listener is connected: `eventStream` (SSE) or `webSocket`. */
  readonly kind: 'eventStream' | 'webSocket'
  /** Whether the sink has ended. */
  readonly isClosed: boolean
  /** Sends one event; `data` is sent as JSON. */
  send(event: string, data: unknown, id?: string): void
  /**
   * Sends one event whose data is already one line of JSON, so an event fanned out to many
   * listeners is serialised once. `id` lets SSE clients resume; it is also inside the data.
   */
  sendSerialized(event: string, json: string, id?: string): void
  /** Registers a teardown to run once when the sink ends, for whatever reason. */
  onClose(handler: () => void): void
  /** Ends the sink and its connection. */
  close(): void
}
