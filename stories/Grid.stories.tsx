import type {Meta, StoryObj} from '@storybook/react-vite'
import {Card, Grid} from '../src/ui'

const cells = Array.from({length: 9}, (_, i) => (
  <Card key={i} border padding={4}>
    Asset {i + 1}
  </Card>
))

const meta = {
  title: 'UI/Grid',
  component: Grid,
  args: {columns: 3, gap: 2, children: cells},
} satisfies Meta<typeof Grid>

export default meta
type Story = StoryObj<typeof meta>

export const ThreeColumns: Story = {}
/** As many 120 px columns as fit, as the asset browser lays out images. */
export const AutoFill: Story = {args: {minColumnWidth: 120}}
export const Template: Story = {args: {columns: '200px 1fr', children: cells.slice(0, 4)}}
