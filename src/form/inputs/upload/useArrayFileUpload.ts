import {useCallback} from 'react'
import {randomKey} from '../../../document'
import {useFormBuilder} from '../../builder/FormBuilderContext'
import {insert, setIfMissing} from '../../patch/patches'
import type {ArrayOfObjectsInputProps} from '../../resolve/InputProps'
import {useFormServices} from '../../services/useFormServices'
import {useFormTranslation} from '../../translation/useFormTranslation'
import {acceptsFile} from './acceptsFile'
import {reportRejectedFiles} from './reportRejectedFiles'
import {acceptOf, isOfIntrinsic, uploadTargetFor} from './uploadTarget'
import {uploadOptionsFor} from './uploadOptionsFor'
import {uploadRegistryFor} from './uploadRegistry'
import {useFileDropZone, type FileDropZone} from './useFileDropZone'

/**
 * Files dropped (or pasted) on an array of objects whose member types include images or files
 * (an overlay shows while files are dragged over it): each file becomes a new
 * item of the first member type whose uploader takes it (`uploadTargetFor`) and is uploaded
 * into it — with the same pipeline, queue and `_upload` progress as a file or image field.
 * Files no member type takes are listed in a warning toast. Undefined when the array has no
 * image or file member types, is read-only, or the host offers no uploads.
 */
export function useArrayFileUpload(props: ArrayOfObjectsInputProps): FileDropZone | undefined {
  const {schemaType, path, readOnly, onChange} = props
  const form = useFormBuilder()
  const {assets, toast} = useFormServices()
  const t = useFormTranslation()
  const uploadTypes = schemaType.of.filter(
    (type) =>
      (isOfIntrinsic(type, 'image') || isOfIntrinsic(type, 'file')) &&
      assets?.directUploads?.[type.intrinsic as 'image' | 'file'] !== false,
  )
  const enabled = uploadTypes.length > 0 && assets !== undefined && !readOnly

  const onFiles = useCallback(
    (files: File[]) => {
      if (!assets) return
      const targets = files.map((file) => ({file, target: uploadTargetFor(uploadTypes, file)}))
      const rejected = targets.filter((entry) => !entry.target).map(({file}) => ({name: file.name, type: file.type}))
      if (!reportRejectedFiles(rejected, toast, t))
        console.warn(t('asset.rejected', {count: rejected.length}), rejected)
      const accepted = targets.flatMap(({file, target}) => (target ? [{file, target, key: randomKey()}] : []))
      if (accepted.length === 0) return
      onChange(
        setIfMissing([]),
        insert(
          accepted.map(({target, key}) => ({_type: target.type.name, _key: key})),
          'after',
          [-1],
        ),
      )
      const registry = uploadRegistryFor(form)
      for (const {file, target, key} of accepted) {
        registry.start([...path, {_key: key}], {
          kind: target.kind,
          file,
          options: uploadOptionsFor(target.type, file),
          assets,
          onError: (error) =>
            toast?.push({
              status: 'error',
              title: t(target.kind === 'image' ? 'asset.upload-failed.image-toast' : 'asset.upload-failed.file-toast'),
              description: error instanceof Error ? error.message : String(error),
              closable: true,
            }),
        })
      }
    },
    [assets, uploadTypes, toast, t, onChange, form, path],
  )
  const acceptsType = useCallback(
    (type: string) =>
      uploadTypes.some(
        (member) =>
          (isOfIntrinsic(member, 'file') || type.startsWith('image/')) &&
          (acceptsFile(acceptOf(member), {name: '', type}) || (acceptOf(member) ?? '').includes('.')),
      ),
    [uploadTypes],
  )
  const drop = useFileDropZone(onFiles, acceptsType, enabled)
  return enabled ? drop : undefined
}
