import type {Meta, StoryObj} from '@storybook/react-vite'
import {DocumentIcon, EditIcon, Stack, Tab, TabList, TabPanel, Tabs, Text} from '../src/ui'

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: {defaultSelected: 'content'},
  render: (args) => (
    <Tabs {...args}>
      <Stack gap={3}>
        <TabList aria-label="Document views">
          <Tab value="content" text="Content" icon={<EditIcon />} />
          <Tab value="preview" text="Preview" icon={<DocumentIcon />} />
          <Tab value="seo" text="SEO" disabled />
          <Tab value="history" text="History" />
        </TabList>
        <TabPanel value="content">
          <Text>The form fields.</Text>
        </TabPanel>
        <TabPanel value="preview">
          <Text>A live preview.</Text>
        </TabPanel>
        <TabPanel value="seo">
          <Text>Search settings.</Text>
        </TabPanel>
        <TabPanel value="history">
          <Text>Earlier revisions.</Text>
        </TabPanel>
      </Stack>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

/** Tab into the list, then ArrowLeft/ArrowRight (Home/End) move and select; SEO is disabled. */
export const Default: Story = {}
export const SecondSelected: Story = {args: {defaultSelected: 'preview'}}
export const Focused: Story = {
  play: ({canvasElement}) => canvasElement.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus(),
}
