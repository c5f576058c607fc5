import {describe, expectTypeOf, it} from 'vitest'
import {
  defineConfig,
  definePlugin,
  defineType,
  type DocumentActionComponent,
  type DocumentActionDescription,
  type DocumentActionProps,
  type DocumentBadgeComponent,
  type DocumentBadgeDescription,
  type DocumentBadgeProps,
  type DocumentConfigContext,
  type DocumentInspector,
  type DocumentInspectorProps,
  type Plugin,
  type PluginOptions,
  type Template,
  type Tool,
} from 'vellum'

// definePlugin through `vellum`: plugins with and without options, composed as arrays or as
// reducers, and the types a plugin author writes actions, badges and inspectors with.

const ScheduleAction: DocumentActionComponent = (props) => {
  expectTypeOf(props).toEqualTypeOf<DocumentActionProps>()
  expectTypeOf(props.onComplete).toEqualTypeOf<() => void>()
  return props.draft
    ? {
        label: 'Schedule',
        onHandle: props.onComplete,
        dialog: {type: 'popover', content: 'When?', onClose: props.onComplete},
      }
    : null
}
const ScheduledBadge: DocumentBadgeComponent = (props) => {
  expectTypeOf(props).toEqualTypeOf<DocumentBadgeProps>()
  // A badge is not an action: it has nothing to complete.
  expectTypeOf(props).not.toHaveProperty('onComplete')
  return {label: 'Scheduled', color: 'warning'}
}
const releasesTool: Tool = {name: 'releases', title: 'Releases', component: () => null}

describe('definePlugin', () => {
  it('returns a plugin to call without options', () => {
    const plugin = definePlugin({name: 'scheduling', document: {actions: [ScheduleAction], badges: [ScheduledBadge]}})
    expectTypeOf(plugin).toEqualTypeOf<Plugin<void>>()
    expectTypeOf(plugin).returns.toEqualTypeOf<PluginOptions>()
    defineConfig({projectId: 'local', dataset: 'production', plugins: [plugin()]})
  })

  it('types the options of a plugin factory', () => {
    const releases = definePlugin<{title?: string}>((options) => ({
      name: 'releases',
      tools: [{...releasesTool, title: options.title ?? 'Releases'}],
    }))
    expectTypeOf(releases).toEqualTypeOf<Plugin<{title?: string}>>()
    expectTypeOf(releases).parameter(0).toEqualTypeOf<{title?: string}>()
    defineConfig({projectId: 'local', dataset: 'production', plugins: [releases({title: 'Launches'})]})
    // @ts-expect-error the option is a string
    releases({title: 3})
  })

  it('requires a name', () => {
    // @ts-expect-error every plugin is named, for error messages and plugin paths
    definePlugin({tools: [releasesTool]})
  })

  it('composes list properties as arrays', () => {
    definePlugin({
      name: 'blog',
      schema: {types: [defineType({name: 'post', type: 'document', fields: []})]},
      tools: [releasesTool],
      document: {actions: [ScheduleAction], badges: [ScheduledBadge]},
    })
    // @ts-expect-error a tool list holds tools
    definePlugin({name: 'broken', tools: ['releases']})
  })

  it('composes list properties as reducers given the previous list and the context', () => {
    definePlugin({
      name: 'reorder',
      tools: (previous, context) => {
        expectTypeOf(previous).toEqualTypeOf<Tool[]>()
        expectTypeOf(context.dataset).toEqualTypeOf<string>()
        return [...previous].reverse()
      },
      schema: {
        templates: (previous) => {
          expectTypeOf(previous).toEqualTypeOf<Template[]>()
          return previous.filter((template) => template.schemaType !== 'settings')
        },
      },
      document: {
        actions: (previous, context) => {
          expectTypeOf(previous).toEqualTypeOf<DocumentActionComponent[]>()
          expectTypeOf(context).toEqualTypeOf<DocumentConfigContext>()
          return context.schemaType === 'post' ? [ScheduleAction, ...previous] : previous
        },
        badges: (previous) => [...previous, ScheduledBadge],
        newDocumentOptions: (previous, context) => (context.creationContext.type === 'global' ? previous : []),
      },
    })
    // @ts-expect-error a reducer returns the new list
    definePlugin({name: 'broken', tools: () => releasesTool})
    // @ts-expect-error newDocumentOptions is reducer-only
    definePlugin({name: 'broken', document: {newDocumentOptions: []}})
  })

  it('nests plugins', () => {
    const inner = definePlugin({name: 'inner'})
    expectTypeOf<PluginOptions['plugins']>().toEqualTypeOf<PluginOptions[] | undefined>()
    definePlugin({name: 'outer', plugins: [inner()]})
  })
})

describe('the types plugin authors write actions, badges and inspectors with', () => {
  it('describes an action and its dialog', () => {
    expectTypeOf<ReturnType<DocumentActionComponent>>().toEqualTypeOf<DocumentActionDescription | null>()
    expectTypeOf<DocumentActionDescription['label']>().toEqualTypeOf<string>()
    const description: DocumentActionDescription = {
      label: 'Archive',
      tone: 'critical',
      dialog: {type: 'confirm', message: 'Archive it?', onConfirm: () => {}, onCancel: () => {}},
    }
    expectTypeOf(description.disabled).toEqualTypeOf<boolean | undefined>()
    // @ts-expect-error a confirm dialog needs its handlers
    const broken: DocumentActionDescription = {label: 'Archive', dialog: {type: 'confirm', message: 'Archive it?'}}
    void broken
  })

  it('describes a badge', () => {
    expectTypeOf<ReturnType<DocumentBadgeComponent>>().toEqualTypeOf<DocumentBadgeDescription | null>()
    // @ts-expect-error badge colours are the four tones
    const broken: DocumentBadgeDescription = {label: 'Late', color: 'purple'}
    void broken
  })

  it('gives an inspector its props', () => {
    const inspector: DocumentInspector = {
      name: 'notes',
      component: (props) => {
        expectTypeOf(props).toEqualTypeOf<DocumentInspectorProps>()
        return null
      },
      useMenuItem: ({documentType}) => ({title: `Notes on ${documentType}`}),
    }
    expectTypeOf(inspector.name).toEqualTypeOf<string>()
    expectTypeOf<DocumentInspectorProps['onClose']>().toEqualTypeOf<() => void>()
  })
})
