import {createElement, useMemo} from 'react'
import type {DocumentInspector, DocumentInspectorMenuItem} from '../../studio'
import {Button} from '../../ui'
import {useStructureTranslation} from '../i18n'
import {HookCollection} from './HookCollection'

/** Props of {@link InspectorToggles}. */
export interface InspectorTogglesProps {
  inspectors: readonly DocumentInspector[]
  documentId: string
  documentType: string
  /** The name of the open inspector, if any. */
  open: string | null
  onToggle: (name: string) => void
}

const TONES = {error: 'critical', warning: 'caution', info: 'primary'} as const

/**
 * The header's inspector buttons: one per inspector whose menu item is not hidden, titled by
 * the item (the validation inspector's title counts errors and warnings), pressed while open.
 */
export function InspectorToggles({inspectors, documentId, documentType, open, onToggle}: InspectorTogglesProps) {
  const {t} = useStructureTranslation()
  const hooks = useMemo(() => inspectors.map((inspector) => inspector.useMenuItem), [inspectors])
  const args = useMemo(() => ({documentId, documentType}), [documentId, documentType])
  if (inspectors.length === 0) return null
  return (
    <HookCollection<{documentId: string; documentType: string}, DocumentInspectorMenuItem> hooks={hooks} args={args}>
      {(items) => (
        <div
          className="vellum-structure-document-inspectors"
          role="group"
          aria-label={t('document.inspectors.aria-label')}
        >
          {inspectors.map((inspector, index) => {
            const item = items[index]
            if (!item || item.hidden) return null
            return (
              <Button
                key={inspector.name}
                mode="bleed"
                text={item.title}
                icon={item.icon ? createElement(item.icon) : undefined}
                tone={item.tone ?? (item.status ? TONES[item.status] : 'default')}
                selected={open === inspector.name}
                aria-expanded={open === inspector.name}
                onClick={() => onToggle(inspector.name)}
              />
            )
          })}
        </div>
      )}
    </HookCollection>
  )
}
