import type {Meta, StoryObj} from '@storybook/react-vite'
import {Select} from '../src/ui'

const meta = {
  title: 'UI/Select',
  component: Select,
  args: {
    label: 'Ordering',
    defaultValue: 'relevance',
    children: (
      <>
        <option value="relevance">Best match</option>
        <option value="createdAsc">Created ascending</option>
        <option value="createdDesc">Created descending</option>
        <option value="updatedAsc">Updated ascending</option>
        <option value="updatedDesc">Updated descending</option>
      </>
    ),
  },
  decorators: [(Story) => <div style={{maxWidth: 300}}>{Story()}</div>],
} satisfies Meta<typeof Select>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Focused: Story = {play: ({canvasElement}) => canvasElement.querySelector('select')?.focus()}
export const Invalid: Story = {args: {error: 'Choose an ordering'}}
export const Disabled: Story = {args: {disabled: true}}
export const WithDescription: Story = {args: {description: 'How search results are sorted.'}}
