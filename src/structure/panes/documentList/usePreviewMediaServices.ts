import {useMemo} from 'react'
import type {VellumClient} from '../../../client'
import type {FormServices} from '../../../form'
import {useTranslation, type Workspace} from '../../../studio'
import {formAssetServicesFor} from '../../document/formAssetServices'

/**
 * What the form's `PreviewImage` needs in a document list: where image references point (the
 * workspace's API host, project and dataset), asset lookups (to tell a deleted image from one
 * that failed to load) and the workspace's translations of the placeholders.
 */
export function usePreviewMediaServices(workspace: Workspace, client: VellumClient): FormServices {
  const i18n = useTranslation()
  const {apiHost, projectId, dataset, form} = workspace
  return useMemo(
    () => ({i18n, imageUrlConfig: {baseUrl: apiHost, projectId, dataset}, assets: formAssetServicesFor(client, form)}),
    [i18n, apiHost, projectId, dataset, form, client],
  )
}
