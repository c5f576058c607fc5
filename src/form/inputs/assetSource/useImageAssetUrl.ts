import {useEffect, useMemo, useState} from 'react'
import {
  urlFor,
  type ImageUrlBuilder,
  type ImageUrlFit,
  type ImageUrlFormat,
  type ImageUrlSource,
} from '../../../document'
import type {FormServices} from '../../services/FormServices'
import {useFormServices} from '../../services/useFormServices'
import type {AssetDocument} from '../upload/FormAssetServices'
import {imageAssetIdOf} from '../image/tool/imageAssetIdOf'

/** The transform of an image URL the form asks for. */
export interface ImageUrlOptions {
  width?: number
  height?: number
  fit?: ImageUrlFit
  format?: ImageUrlFormat
  auto?: 'format'
  /** The device pixel ratio; the builder clamps it to 1–3. */
  dpr?: number
  /** Leave out the value's crop and hotspot (the whole image, as the hotspot tool shows it). */
  ignoreImageParams?: boolean
}

/**
 * Where an image URL stands:
 * - `none`: the value names no image asset, or the form has no way to build its URL;
 * - `loading`: the asset document is being read for its URL;
 * - `ready`: the URL;
 * - `missing`: the asset document does not exist (the image was deleted).
 */
export type ImageUrlState =
  {status: 'none'} | {status: 'loading'} | {status: 'ready'; url: string} | {status: 'missing'}

const NONE: ImageUrlState = {status: 'none'}
const LOADING: ImageUrlState = {status: 'loading'}
const MISSING: ImageUrlState = {status: 'missing'}

/** Applies the options to a builder. */
export function applyImageUrlOptions(builder: ImageUrlBuilder, options: ImageUrlOptions): ImageUrlBuilder {
  let next = builder
  if (options.width !== undefined) next = next.width(options.width)
  if (options.height !== undefined) next = next.height(options.height)
  if (options.fit) next = next.fit(options.fit)
  if (options.format) next = next.format(options.format)
  if (options.auto) next = next.auto(options.auto)
  if (options.dpr !== undefined) next = next.dpr(options.dpr)
  if (options.ignoreImageParams) next = next.ignoreImageParams()
  return next
}

/** The URL of `source` when it can be built without reading the asset: it carries its `url`, or the host gave the server's address. */
function syncUrl(source: object, services: FormServices, options: ImageUrlOptions): string | undefined {
  const carried = urlFor(source as ImageUrlSource).url()
  const builder =
    carried !== undefined
      ? urlFor(source as ImageUrlSource)
      : services.imageUrlConfig
        ? urlFor(source as ImageUrlSource, services.imageUrlConfig)
        : undefined
  return builder && applyImageUrlOptions(builder, options).url()
}

// Asset documents read for their URLs, per asset service, so a list of previews reads each once.
const assetReads = new WeakMap<object, Map<string, Promise<AssetDocument | null>>>()

function readAsset(assets: NonNullable<FormServices['assets']>, id: string): Promise<AssetDocument | null> {
  let reads = assetReads.get(assets)
  if (!reads) assetReads.set(assets, (reads = new Map()))
  let read = reads.get(id)
  if (!read) {
    read = assets.getAsset(id)
    reads.set(id, read)
    // A failed or missing read is asked again next time (the asset may come back, or the network).
    read.then(
      (found) => (found ? undefined : reads.delete(id)),
      () => reads.delete(id),
    )
  }
  return read
}

/**
 * The URL of an image (an image value, a reference or an image asset document) transformed by
 * `options`, as the form can build it: from the `url` the source carries, from the host's
 * `imageUrlConfig`, or else by reading the asset document through `assets.getAsset` — which
 * also tells a deleted image (`missing`) from one still loading.
 */
export function useImageAssetUrl(source: unknown, options: ImageUrlOptions): ImageUrlState {
  const services = useFormServices()
  const id = imageAssetIdOf(source)
  const optionsKey = JSON.stringify(options)
  const sourceKey = JSON.stringify(source ?? null)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the contents, not identities
  const stableOptions = useMemo(() => options, [optionsKey])
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the contents, not identities
  const stableSource = useMemo(() => (typeof source === 'string' ? {_ref: source} : source), [sourceKey])
  const immediate = useMemo((): ImageUrlState | undefined => {
    if (id === undefined || typeof stableSource !== 'object' || stableSource === null) return NONE
    const url = syncUrl(stableSource, services, stableOptions)
    return url === undefined ? undefined : {status: 'ready', url}
  }, [id, stableSource, services, stableOptions])
  const [read, setRead] = useState<{id: string; state: ImageUrlState} | null>(null)

  useEffect(() => {
    if (immediate || id === undefined || !services.assets) return
    let current = true
    readAsset(services.assets, id).then(
      (asset) => {
        if (!current) return
        if (!asset) return setRead({id, state: MISSING})
        const withAsset =
          typeof stableSource === 'object' && stableSource !== null && 'asset' in stableSource
            ? {...stableSource, asset}
            : asset
        const url = applyImageUrlOptions(urlFor(withAsset as ImageUrlSource), stableOptions).url()
        setRead({id, state: url ? {status: 'ready', url} : NONE})
      },
      () => current && setRead({id, state: NONE}),
    )
    return () => {
      current = false
    }
  }, [immediate, id, services.assets, stableSource, stableOptions])

  if (immediate) return immediate
  if (id === undefined || !services.assets) return NONE
  return read?.id === id ? read.state : LOADING
}
