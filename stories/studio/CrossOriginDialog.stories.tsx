import type {Meta, StoryObj} from '@storybook/react-vite'
import {CrossOriginDialog} from '../../src/studio/auth'

const meta = {
  title: 'Studio/CrossOriginDialog',
  component: CrossOriginDialog,
  args: {projectId: 'local', origin: 'http://localhost:3333', onContinue: () => {}},
} satisfies Meta<typeof CrossOriginDialog>

export default meta
type Story = StoryObj<typeof meta>

/** A Vellum server: the command to run, and Continue checks again. */
export const Default: Story = {}

/** With a page for the project's API settings, Continue leads there. */
export const WithSettingsLink: Story = {args: {settingsUrl: 'https://manage.example.com/projects/local/api'}}
