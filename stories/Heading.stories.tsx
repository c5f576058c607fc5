import type {Meta, StoryObj} from '@storybook/react-vite'
import {Heading, Stack} from '../src/ui'

const meta = {
  title: 'UI/Heading',
  component: Heading,
  args: {children: 'Documents'},
} satisfies Meta<typeof Heading>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const PageTitle: Story = {args: {level: 1, children: 'Choose your workspace'}}
/** An `<h1>` that looks small: the outline and the look are separate. */
export const SmallTopLevel: Story = {args: {level: 1, size: 2, children: 'Schema errors'}}
export const Truncated: Story = {
  args: {truncate: true, style: {maxWidth: 220}, children: 'A very long document title that does not fit'},
}
export const Levels: Story = {
  render: () => (
    <Stack gap={3}>
      {([1, 2, 3, 4, 5, 6] as const).map((level) => (
        <Heading key={level} level={level}>
          Heading level {level}
        </Heading>
      ))}
    </Stack>
  ),
}
