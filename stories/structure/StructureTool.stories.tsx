import type {Meta, StoryObj} from '@storybook/react-vite'
import {Text} from '../../src/ui'
import {StructureStory, storyPosts} from './StructureStory'

/**
 * The structure tool: panes side by side, encoded in the URL, over an in-process lake. Narrow
 * the canvas below 900 px to see one pane at a time with a back link.
 */
const meta = {
  title: 'Structure/StructureTool',
  component: StructureStory,
  args: {path: '/blog/structure', documents: storyPosts(12)},
} satisfies Meta<typeof StructureStory>

export default meta
type Story = StoryObj<typeof meta>

/** The default structure: a list 'Content' of every document type. */
export const RootList: Story = {}

/** A type's list open next to the root, and a document of it to the right. */
export const DocumentOpen: Story = {
  args: {path: '/blog/structure/post/post-01'},
}

/** A custom structure: a singleton, a divider, a component pane and the type lists. */
export const CustomStructure: Story = {
  args: {
    path: '/blog/structure/welcome',
    options: {
      structure: (S) =>
        S.list()
          .id('content')
          .title('Content')
          .items([
            S.listItem()
              .id('settings')
              .title('Site settings')
              .child(S.document().documentId('settings').schemaType('settings')),
            S.listItem()
              .id('welcome')
              .title('Welcome')
              .child(
                S.component(({pane}) => (
                  <Text style={{padding: 12}}>Welcome to {pane.title}. Pick a list on the left.</Text>
                )),
              ),
            S.divider(),
            ...S.documentTypeListItems().filter((item) => item.getId() !== 'settings'),
          ]),
    },
  },
}

/** A URL naming an item the list does not have: 'Item not found', with a link back. */
export const ItemNotFound: Story = {
  args: {path: '/blog/structure/nothing-here'},
}
