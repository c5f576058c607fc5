import type {Meta, StoryObj} from '@storybook/react-vite'
import * as ui from '../src/ui'
import {Grid, Stack, Text, type IconComponent} from '../src/ui'

// Every export named SomethingIcon is an icon component (createIcon makes them).
const icons = Object.entries(ui).filter((entry): entry is [string, IconComponent] => /^[A-Z]\w*Icon$/.test(entry[0]))

function Gallery({size}: {size?: number}) {
  return (
    <Grid minColumnWidth={150} gap={3}>
      {icons.map(([name, Icon]) => (
        <Stack key={name} gap={2} align="center">
          <Icon size={size} />
          <Text size={1} muted>
            {name}
          </Text>
        </Stack>
      ))}
    </Grid>
  )
}

const meta = {
  title: 'UI/Icons',
  component: Gallery,
} satisfies Meta<typeof Gallery>

export default meta
type Story = StoryObj<typeof meta>

export const All: Story = {}
export const Large: Story = {args: {size: 32}}
