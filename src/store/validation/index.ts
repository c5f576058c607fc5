// Public face of the store's per-pair validation: the edited document validated on change,
// throttled, incremental, with stale runs cancelled, and validated again in full when the
// server is back after an outage.
export {createPairValidation, VALIDATION_THROTTLE_MS, type PairValidationOptions} from './createPairValidation'
export {INITIAL_VALIDATION_STATUS, type ValidationStatus} from './ValidationStatus'
