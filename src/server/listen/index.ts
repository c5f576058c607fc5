// Listeners: the logic shared by the event-stream route and listen websockets.
export {ClosableSink, type SinkOptions} from './ClosableSink'
export {FrameEncoder, type FrameBuilder} from './FrameEncoder'
export type {ListenSink} from './ListenSink'
export {FELL_BEHIND_CLOSE_CODE, FELL_BEHIND_CLOSE_REASON, ListenSocket} from './ListenSocket'
export {ListenSockets, listenPath, type ListenPath} from './ListenSockets'
export {readListenRequest, startListen, type ListenRequest} from './listenRequest'
