// Listeners: the logic shared by the event-stream route and listen websockets.
export {ClosableSink} from './ClosableSink'
export type {ListenSink} from './ListenSink'
export {ListenSocket} from './ListenSocket'
export {ListenSockets, listenPath, type ListenPath} from './ListenSockets'
export {readListenRequest, startListen, type ListenRequest} from './listenRequest'
