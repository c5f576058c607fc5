import type {Meta, StoryObj} from '@storybook/react-vite'
import {useEffect, useMemo, useState} from 'react'
import {createInProcessClient, type VellumClient} from '../../src/client'
import {AssetSourceDialog} from '../../src/form/inputs/assetSource/AssetSourceDialog'
import type {AssetFromSource} from '../../src/form/inputs/assetSource/AssetFromSource'
import type {FormServices} from '../../src/form/services/FormServices'
import {FormServicesProvider} from '../../src/form/services/FormServicesProvider'
import {createLake, memoryStorage} from '../../src/lake'
import {createAssetBrowserStore, createPreviewStore} from '../../src/store'
import {createSchema} from '../../src/schema'
import {Button, Spinner, Stack, Text, ToastProvider, useToast} from '../../src/ui'
import {storyImage} from './storyImages'

const schema = createSchema([
  {
    name: 'post',
    type: 'document',
    fields: [
      {name: 'title', type: 'string'},
      {name: 'mainImage', type: 'image'},
    ],
  },
])
const hash = (n: number) => n.toString(16).padStart(40, '0')

/** An image asset document whose `url` is a drawn picture, as the in-process lake keeps them. */
function imageAsset(n: number, mimeType = 'image/png') {
  const extension = mimeType === 'image/jpeg' ? 'jpg' : mimeType.split('/')[1]!
  return {
    _id: `image-${hash(n)}-1200x800-${extension}`,
    _type: 'sanity.imageAsset',
    originalFilename: `photo-${n}.${extension}`,
    mimeType,
    extension,
    size: 48_000 + n * 1375,
    sha1hash: hash(n),
    url: storyImage(`#${n}`, (n * 37) % 360),
    metadata: {dimensions: {width: 1200, height: 800, aspectRatio: 1.5}},
  }
}

function fileAsset(n: number, mimeType: string, extension: string) {
  return {
    _id: `file-${hash(1000 + n)}-${extension}`,
    _type: 'sanity.fileAsset',
    originalFilename: `${['Annual report', 'Price list', 'Press kit', 'Recording', 'Notes'][n % 5]} ${n}.${extension}`,
    mimeType,
    extension,
    size: 12_500 * n ** 3,
    sha1hash: hash(1000 + n),
    url: `data:${mimeType},file-${n}`,
  }
}

/** A lake in this process with `images` images, five files, and a published post using the first image. */
async function seededLake(images: number): Promise<VellumClient> {
  let minute = 0
  const now = () => new Date(Date.UTC(2025, 4, 1, 9, minute++))
  const client = createInProcessClient({
    lake: createLake({storage: memoryStorage(), now}),
    projectId: 'stories',
    dataset: 'production',
    apiVersion: '2025-02-19',
  })
  const mimeTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp']
  for (let n = 1; n <= images; n++) await client.mutate([{createOrReplace: imageAsset(n, mimeTypes[n % 4])}])
  const files: Array<[string, string]> = [
    ['application/pdf', 'pdf'],
    ['text/csv', 'csv'],
    ['application/zip', 'zip'],
    ['audio/mpeg', 'mp3'],
    ['application/json', 'json'],
  ]
  for (const [index, [mimeType, extension]] of files.entries())
    await client.mutate([{createOrReplace: fileAsset(index + 1, mimeType, extension)}])
  if (images > 0) {
    await client.mutate([
      {
        createOrReplace: {
          _id: 'post-1',
          _type: 'post',
          title: 'Spring launch',
          mainImage: {_type: 'image', asset: {_type: 'reference', _ref: imageAsset(1, mimeTypes[1])._id}},
        },
      },
    ])
  }
  return client
}

interface BrowserStoryProps {
  assetType: 'image' | 'file'
  accept?: string
  /** How many images the lake holds. */
  images: number
  /** Leave the asset browser services out. */
  withoutServices?: boolean
}

function Browser({assetType, accept, images, withoutServices}: BrowserStoryProps) {
  const toast = useToast()
  const [client, setClient] = useState<VellumClient | null>(null)
  const [picked, setPicked] = useState<AssetFromSource[] | null>(null)
  const [open, setOpen] = useState(true)
  useEffect(() => {
    let current = true
    void seededLake(images).then((seeded) => current && setClient(seeded))
    return () => {
      current = false
    }
  }, [images])
  const services = useMemo((): FormServices | null => {
    if (!client) return null
    if (withoutServices) return {toast}
    return {toast, assetBrowser: createAssetBrowserStore({client, previews: createPreviewStore({client, schema})})}
  }, [client, toast, withoutServices])
  if (!services) return <Spinner label="Seeding the lake" delay={0} />
  return (
    <FormServicesProvider services={services}>
      <Stack gap={3}>
        <Button text="Browse" onClick={() => setOpen(true)} />
        <Text size={1}>Picked: {picked ? JSON.stringify(picked) : 'nothing yet'}</Text>
        {open ? (
          <AssetSourceDialog
            assetType={assetType}
            {...(accept ? {accept} : {})}
            onSelect={(assets) => {
              setPicked(assets)
              setOpen(false)
            }}
            onClose={() => setOpen(false)}
          />
        ) : null}
      </Stack>
    </FormServicesProvider>
  )
}

function BrowserStory(props: BrowserStoryProps) {
  return (
    <ToastProvider>
      <Browser {...props} />
    </ToastProvider>
  )
}

const meta = {
  title: 'Assets/AssetBrowser',
  component: BrowserStory,
  parameters: {layout: 'padded'},
} satisfies Meta<typeof BrowserStory>

export default meta
type Story = StoryObj<typeof meta>

/** 'Uploaded images': a grid of thumbnails, newest first; photo-1 is used by a published post, so it cannot be deleted. */
export const Images: Story = {args: {assetType: 'image', images: 24}}

/** Only PNGs accepted: the list is filtered, and a notice says so. */
export const AcceptFiltered: Story = {args: {assetType: 'image', accept: 'image/png', images: 24}}

/** More than one page: 'Load more' fetches the next 200. */
export const ManyImages: Story = {args: {assetType: 'image', images: 230}}

/** 'Uploaded files': a table of file name, size, type and date added, with a menu per row. */
export const Files: Story = {args: {assetType: 'file', images: 0}}

/** Nothing uploaded yet. */
export const Empty: Story = {args: {assetType: 'image', images: 0}}

/** A host without asset browser services: the dialog says there is no valid asset source. */
export const NoValidSource: Story = {args: {assetType: 'image', images: 0, withoutServices: true}}
