import type {Meta, StoryObj} from '@storybook/react-vite'
import {Card} from '../src/ui'

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {children: 'A card groups related content.', border: true},
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Borderless: Story = {args: {border: false}}
export const Muted: Story = {args: {muted: true, border: false}}
export const Shadow: Story = {args: {shadow: true, border: false, padding: 4, radius: 3}}
export const Caution: Story = {args: {tone: 'caution', children: 'This document has unpublished changes.'}}
export const Critical: Story = {args: {tone: 'critical', children: 'Title: Required'}}
export const Positive: Story = {args: {tone: 'positive', children: 'Published just now.'}}
export const Primary: Story = {args: {tone: 'primary', children: 'A new version of the studio is available.'}}
