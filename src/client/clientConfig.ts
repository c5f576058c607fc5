import {assertRequestTag} from './requestTag'
import type {ClientConfig} from './VellumClient'

const API_VERSION = /^(1|X|(\d{4})-(\d{2})-(\d{2}))$/
const DATASET_NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/
const PROJECT_ID = /^[A-Za-z0-9_-]{1,64}$/

/**
 * Checks an API version and drops a leading `v`: `1`, `X` or a real calendar date.
 * @throws TypeError for anything else.
 */
export function normaliseApiVersion(version: string): string {
  const bare = typeof version === 'string' ? version.replace(/^v/, '') : ''
  const match = API_VERSION.exec(bare)
  const valid =
    match !== null &&
    (match[2] === undefined ||
      new Date(`${match[2]}-${match[3]}-${match[4]}T00:00:00Z`).toISOString().slice(0, 10) === bare)
  if (!valid) throw new TypeError(`Invalid API version "${String(version)}": use "1", "X" or a date like "2021-06-07"`)
  return bare
}

/**
 * Checks a dataset name as the server does.
 * @throws TypeError for a name the server would refuse.
 */
export function assertDatasetName(dataset: string): void {
  if (typeof dataset !== 'string' || !DATASET_NAME.test(dataset)) {
    throw new TypeError(
      `Invalid dataset name "${String(dataset)}": use 1-64 lowercase letters, digits, "_" or "-", starting with a letter or digit`,
    )
  }
}

/**
 * Checks the configuration a client is bound to and normalises its API version.
 * @throws TypeError naming the first bad value.
 */
export function checkClientConfig(config: ClientConfig): ClientConfig {
  if (typeof config.projectId !== 'string' || !PROJECT_ID.test(config.projectId)) {
    throw new TypeError(`Invalid project id "${String(config.projectId)}": use 1-64 letters, digits, "_" or "-"`)
  }
  assertDatasetName(config.dataset)
  if (config.requestTagPrefix !== undefined) assertRequestTag(config.requestTagPrefix, 'Request tag prefix')
  return {
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: normaliseApiVersion(config.apiVersion),
    ...(config.requestTagPrefix === undefined ? {} : {requestTagPrefix: config.requestTagPrefix}),
  }
}
