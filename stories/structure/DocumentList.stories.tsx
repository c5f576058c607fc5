import type {Meta, StoryObj} from '@storybook/react-vite'
import {StructureStory, storyPosts} from './StructureStory'

/**
 * The document list pane of the structure tool, in a signed-in studio over an in-process
 * lake: live previews, status dots (published, edited, unpublished), the orderings menu, the
 * filter box, the create button and the 'Recently deleted' list.
 */
const meta = {
  title: 'Structure/DocumentList',
  component: StructureStory,
  args: {path: '/blog/structure/post'},
} satisfies Meta<typeof StructureStory>

export default meta
type Story = StoryObj<typeof meta>

/** A handful of posts: published, edited (a draft over the published version) and unpublished (a draft only). */
export const Default: Story = {
  args: {documents: storyPosts(24)},
}

/** 10,000 posts: only the rows on screen are fetched and previewed, page by page, as the list scrolls. */
export const TenThousandDocuments: Story = {
  args: {documents: storyPosts(10_000)},
}

/** A type without documents. */
export const Empty: Story = {
  args: {path: '/blog/structure/author'},
}

/** A viewer may not create documents: the create button is disabled and names the user's roles. */
export const CreateNotAllowed: Story = {
  args: {path: '/blog/structure/post#_debug_roles=viewer', documents: storyPosts(5)},
}

/** A list of the documents a GROQ filter selects, without a schema type (so no create button). */
export const FilteredList: Story = {
  args: {
    path: '/blog/structure/drafts',
    documents: storyPosts(30),
    options: {
      structure: (S) =>
        S.list()
          .id('content')
          .title('Content')
          .items([
            S.listItem()
              .id('drafts')
              .title('Drafts')
              .child(S.documentList().filter('_id in path("drafts.**") || _originalId in path("drafts.**")')),
            ...S.documentTypeListItems(),
          ]),
    },
  },
}

/** Whether the element is there yet: the studio and the list load asynchronously. */
async function whenPresent<T extends Element>(root: ParentNode, selector: string, timeout = 10_000): Promise<T> {
  const deadline = Date.now() + timeout
  for (;;) {
    const element = root.querySelector<T>(selector)
    if (element) return element
    if (Date.now() > deadline) throw new Error(`No ${selector} after ${timeout} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** 'Recently deleted' toggled on: three deleted posts, newest deletion first, each opening its last version. */
export const RecentlyDeleted: Story = {
  args: {documents: storyPosts(8), deleted: ['post-2', 'post-4', 'post-6']},
  play: async ({canvasElement}) => {
    const toggle = await whenPresent<HTMLButtonElement>(canvasElement, 'button[aria-label="Recently deleted"]')
    toggle.click()
  },
}

/** 'Recently deleted' toggled on for a type with no deleted documents. */
export const NothingDeleted: Story = {
  args: {documents: storyPosts(3)},
  play: async ({canvasElement}) => {
    const toggle = await whenPresent<HTMLButtonElement>(canvasElement, 'button[aria-label="Recently deleted"]')
    toggle.click()
  },
}
