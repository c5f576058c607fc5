// Public face of the store's permission service: grants from the acl endpoint (or debug roles
// in the URL hash) evaluated against documents and draft/published pairs by the lake's grants.
export {
  createPermissionsStore,
  type PairPermissionRequest,
  type PermissionsStore,
  type PermissionsStoreOptions,
} from './createPermissionsStore'
