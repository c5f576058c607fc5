// Public API of `vellum/store`: the client of a Vellum server (over HTTP or an in-process
// lake) and the document store built on it.
export * from '../store'
