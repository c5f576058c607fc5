// Public API of `vellum/form`: FormBuilder and its services, form state, patches, component
// resolution and the inputs.
export * from '../form'
