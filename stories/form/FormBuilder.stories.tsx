import type {Meta, StoryObj} from '@storybook/react-vite'
import {useEffect, useState} from 'react'
import {createInProcessClient, type VellumClient} from '../../src/client'
import {FormBuilder, type PatchEvent} from '../../src/form'
import {createLake, memoryStorage} from '../../src/lake'
import {createSchema} from '../../src/schema'
import {checkoutPair, type ConsistencyState, type DocumentPair} from '../../src/store'
import type {ContentDocument, ObjectSchemaType, Path, ValidationMarker} from '../../src/types'
import {Text} from '../../src/ui'
import {validateDocument} from '../../src/validation'
import {FormStory} from './FormStory'

const schema = createSchema([
  {
    name: 'post',
    type: 'document',
    fields: [
      {name: 'title', type: 'string', validation: (rule) => rule.required()},
      {name: 'featured', type: 'boolean'},
      {
        name: 'readingTime',
        title: 'Reading time (minutes)',
        type: 'number',
        validation: (rule) => rule.integer().min(1),
      },
      {name: 'summary', type: 'text', rows: 3},
    ],
  },
  {
    name: 'siteSettings',
    type: 'object',
    fields: [
      {name: 'siteName', type: 'string'},
      {name: 'contact', type: 'email'},
      {name: 'maintenance', title: 'Maintenance mode', type: 'boolean'},
    ],
  },
])
const postType = schema.get('post') as ObjectSchemaType
const ids = {publishedId: 'post-1', draftId: 'drafts.post-1'}

/** A lake in this process with one published post, and a client of it. */
async function seededClient(): Promise<VellumClient> {
  const client = createInProcessClient({
    lake: createLake({storage: memoryStorage()}),
    projectId: 'stories',
    dataset: 'production',
    apiVersion: '2025-02-19',
  })
  await client.mutate([
    {createOrReplace: {_id: ids.publishedId, _type: 'post', title: 'Hello from the lake', readingTime: 4}},
  ])
  return client
}

interface LakeState {
  client: VellumClient
  pair: DocumentPair
  document: ContentDocument | null
  consistency: ConsistencyState['status']
}

/**
 * The whole data flow of a keystroke: the form's patches go to the store's buffered draft
 * (shown at once), which commits them to an in-process lake within a second; below the form,
 * the draft as the lake stores it. Validation runs on each new value.
 */
function DocumentInLake() {
  const [state, setState] = useState<LakeState | null>(null)
  const [stored, setStored] = useState<ContentDocument | null>(null)
  const [validation, setValidation] = useState<ValidationMarker[]>([])
  const [focusPath, setFocusPath] = useState<Path>()

  useEffect(() => {
    let cancelled = false
    const subscriptions: Array<{unsubscribe(): void}> = []
    void seededClient().then((client) => {
      if (cancelled) return
      const pair = checkoutPair(ids, client)
      subscriptions.push(
        pair.snapshots$.subscribe(({draft, published}) =>
          setState((current) => ({
            client,
            pair,
            consistency: current?.consistency ?? 'inSync',
            document: draft ?? published,
          })),
        ),
        pair.draft.consistency$.subscribe(({status}) => {
          setState((current) => current && {...current, consistency: status})
          if (status === 'inSync')
            void client.getDocument(ids.draftId).then((document) => !cancelled && setStored(document))
        }),
      )
    })
    return () => {
      cancelled = true
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  }, [])

  const document = state?.document
  useEffect(() => {
    if (!document) return
    const controller = new AbortController()
    void validateDocument({document, schema, signal: controller.signal}).then(setValidation, () => {})
    return () => controller.abort()
  }, [document])

  if (!state || !document) return <Text muted>Loading…</Text>
  const onChange = (event: PatchEvent) => {
    const {pair} = state
    // The first edit of a published document starts its draft.
    if (!pair.draft.getSnapshot()) pair.draft.createIfNotExists({...document, _id: ids.draftId})
    pair.draft.patch(event.patches)
  }
  return (
    <div style={{maxWidth: 560}} data-validation="ready">
      <FormBuilder
        schemaType={postType}
        value={document}
        onChange={onChange}
        validation={validation}
        focusPath={focusPath}
        onPathFocus={setFocusPath}
      />
      <Text size={1} muted style={{marginTop: 24}} data-testid="consistency">
        {state.consistency === 'inSync' ? 'Saved' : 'Saving…'}
      </Text>
      <pre data-testid="stored" style={{fontSize: 12}}>
        {JSON.stringify(stored, ['_id', '_type', 'title', 'featured', 'readingTime', 'summary'], 2)}
      </pre>
    </div>
  )
}

const meta = {
  title: 'Form/FormBuilder',
  component: FormStory,
  args: {schema, typeName: 'siteSettings', value: {}},
} satisfies Meta<typeof FormStory>

export default meta
type Story = StoryObj<typeof meta>

/** A document in an in-process lake, edited through the store's buffered draft. */
export const DocumentInLakeStore: Story = {render: () => <DocumentInLake />}
/** A settings object on a host app's own page: no document, no services; the first edit creates the object. */
export const SettingsObject: Story = {args: {value: undefined as never}}
