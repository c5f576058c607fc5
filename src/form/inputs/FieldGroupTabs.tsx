import type {ChangeEvent, ReactNode} from 'react'
import {Select, Tab, TabList, TabPanel, Tabs} from '../../ui'
import {ALL_FIELDS_GROUP_NAME} from '../constants'
import {useFormTranslation, type FormTranslate} from '../translation/useFormTranslation'
import type {FormFieldGroup} from '../state/FormNode'

/** Props of {@link FieldGroupTabs}. */
export interface FieldGroupTabsProps {
  groups: readonly FormFieldGroup[]
  onSelect: (groupName: string) => void
  /** A select instead of tabs, for narrow layouts. */
  narrow: boolean
  /** The fields of the selected group. */
  children: ReactNode
}

/**
 * The field groups of an object: tabs on wide layouts (arrow keys move between them), a select
 * on narrow ones, with the selected group's fields below.
 */
export function FieldGroupTabs({groups, onSelect, narrow, children}: FieldGroupTabsProps) {
  const t = useFormTranslation()
  const selected = groups.find((group) => group.selected)?.name ?? ALL_FIELDS_GROUP_NAME
  if (narrow) {
    return (
      <>
        <Select
          aria-label={t('field-groups.select-label')}
          className="vellum-form-group-select"
          value={selected}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onSelect(event.currentTarget.value)}
        >
          {groups.map((group) => (
            <option key={group.name} value={group.name}>
              {groupTitle(group, t)}
            </option>
          ))}
        </Select>
        {children}
      </>
    )
  }
  return (
    <Tabs selected={selected} onSelect={onSelect}>
      <TabList aria-label={t('field-groups.label')} className="vellum-form-group-tabs">
        {groups.map((group) => (
          <Tab key={group.name} value={group.name} text={groupTitle(group, t)} />
        ))}
      </TabList>
      {groups.map((group) => (
        <TabPanel key={group.name} value={group.name} className="vellum-form-group-panel">
          {group.name === selected ? children : null}
        </TabPanel>
      ))}
    </Tabs>
  )
}

function groupTitle(group: FormFieldGroup, t: FormTranslate): string {
  return group.name === ALL_FIELDS_GROUP_NAME ? t('field-groups.all-fields') : (group.title ?? group.name)
}
