import type {Meta, StoryObj} from '@storybook/react-vite'
import {createSchema} from '../../src/schema'
import {FormStory, presenceAt} from './FormStory'

const schema = createSchema([
  {
    name: 'recipe',
    type: 'document',
    fields: [
      {
        name: 'diets',
        type: 'array',
        of: [{type: 'string'}],
        options: {
          list: [
            {title: 'Vegetarian', value: 'vegetarian'},
            {title: 'Vegan', value: 'vegan'},
            {title: 'Gluten-free', value: 'gluten-free'},
            {title: 'Dairy-free', value: 'dairy-free'},
          ],
        },
        validation: (rule) => rule.min(1),
      },
      {
        name: 'months',
        title: 'In season',
        type: 'array',
        of: [{type: 'string'}],
        options: {
          list: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
          layout: 'grid',
        },
      },
      {
        name: 'servings',
        type: 'array',
        of: [{type: 'number'}],
        options: {list: [1, 2, 4, 6, 8], direction: 'horizontal'},
      },
    ],
  },
])
const doc = {_id: 'recipe-1', _type: 'recipe'}

const meta = {
  title: 'Form/CheckboxListInput',
  component: FormStory,
  args: {schema, typeName: 'recipe', value: doc},
} satisfies Meta<typeof FormStory>

export default meta
type Story = StoryObj<typeof meta>

/** A stacked list, a grid of 4 columns and a row of numbers, nothing checked. */
export const Empty: Story = {}
export const Filled: Story = {
  args: {value: {...doc, diets: ['vegetarian', 'gluten-free'], months: ['Jun', 'Jul', 'Aug'], servings: [2, 4]}},
}
/** Live validation: a value no longer in the list (shown, so it can be unchecked), and too few diets. */
export const Invalid: Story = {args: {validate: true, value: {...doc, diets: ['pescatarian'], months: ['Jul']}}}
/** One text stored where the list of diets belongs. */
export const InvalidValue: Story = {args: {value: {...doc, diets: 'vegan'}}}
export const ReadOnly: Story = {
  args: {readOnly: true, value: {...doc, diets: ['vegan'], months: ['Dec', 'Jan'], servings: [4]}},
}
export const WithPresence: Story = {args: {value: {...doc, diets: ['vegan']}, presence: presenceAt(['diets'])}}
