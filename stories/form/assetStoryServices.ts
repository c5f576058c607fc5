import {createInProcessClient} from '../../src/client'
import type {AssetDocument, FormAssetServices} from '../../src/form'
import {createLake, memoryStorage} from '../../src/lake'
import {createAssetStore} from '../../src/store'

/** A landscape drawn as SVG: the stories' image, stored in the lake as a data URL. */
const LANDSCAPE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400"><rect width="640" height="400" fill="#8ec5ff"/><circle cx="480" cy="110" r="50" fill="#ffd166"/><path d="M0 300 L180 150 L320 290 L430 200 L640 330 L640 400 L0 400Z" fill="#2d6a4f"/></svg>`

/** The image asset the filled stories refer to. */
export const STORY_IMAGE: AssetDocument = {
  _id: 'image-5f1c9d1e2a3b4c5d6e7f8091a2b3c4d5e6f70812-640x400-svg',
  _type: 'sanity.imageAsset',
  originalFilename: 'landscape.svg',
  mimeType: 'image/svg+xml',
  extension: 'svg',
  size: LANDSCAPE_SVG.length,
  url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(LANDSCAPE_SVG)}`,
  metadata: {
    dimensions: {width: 640, height: 400, aspectRatio: 1.6},
    lqip: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(LANDSCAPE_SVG)}`,
  },
}

/** The file asset the filled stories refer to. */
export const STORY_FILE: AssetDocument = {
  _id: 'file-0a1b2c3d4e5f60718293a4b5c6d7e8f901234567-pdf',
  _type: 'sanity.fileAsset',
  originalFilename: 'annual-report-2024.pdf',
  mimeType: 'application/pdf',
  extension: 'pdf',
  size: 2_516_582,
  url: 'data:application/pdf;base64,JVBERi0xLjQKJSVFT0YK',
}

/**
 * The form's asset services over an in-process lake seeded with {@link STORY_IMAGE} and
 * {@link STORY_FILE}: uploads in the stories really create asset documents (shown through
 * their data URLs), and the same file twice is found as a duplicate.
 */
export function storyAssetServices(overrides: Partial<FormAssetServices> = {}): FormAssetServices {
  const client = createInProcessClient({
    lake: createLake({storage: memoryStorage()}),
    projectId: 'stories',
    dataset: 'production',
    apiVersion: '2025-02-19',
  })
  const seeded = client.mutate([{createOrReplace: {...STORY_IMAGE}}, {createOrReplace: {...STORY_FILE}}])
  const store = createAssetStore(client)
  return {
    upload: (kind, file, options) => store.upload(kind, file, options as never) as never,
    findDuplicate: async (kind, sha1) => {
      await seeded
      return (await store.findDuplicate(kind, sha1)) as AssetDocument | null
    },
    getAsset: async (id) => {
      await seeded
      return (await store.getAsset(id)) as AssetDocument | null
    },
    ...overrides,
  }
}

/** Asset services whose uploads always fail, as a server answering 500 would. */
export function failingAssetServices(): FormAssetServices {
  return storyAssetServices({
    upload: () => ({
      subscribe(observer) {
        const timer = setTimeout(() => observer.error?.(new Error('The server answered 500')), 10)
        return {unsubscribe: () => clearTimeout(timer)}
      },
    }),
  })
}
