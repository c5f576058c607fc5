// Public API of `vellum/structure`: the structure tool (structureTool, its builder, panes,
// document pane, default document actions and badges, validation inspector).
export * from '../structure'
