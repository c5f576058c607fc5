import {redo, undo} from 'prosemirror-history'
import type {Command} from 'prosemirror-state'
import {memo} from 'react'
import {Button, createIcon, Menu, MenuItem} from '../../../ui'
import type {FieldActionNode} from '../../field/FieldActionNode'
import {FieldActionsMenu} from '../../field/FieldActionsMenu'
import type {FormTranslate} from '../../translation/useFormTranslation'
import {typeTitle} from '../array/arrayOptions'
import {addAnnotation, setStyle, toggleDecorator, toggleList} from './commands'
import type {ToolbarState} from './editorChrome'
import type {PortableTextEditorSchema} from './editorSchema'
import {DECORATOR_HOTKEYS} from './useEditorView'

/** Props of {@link PortableTextToolbar}. */
export interface PortableTextToolbarProps {
  editorSchema: PortableTextEditorSchema
  /** What the buttons show of the editor state (see `toolbarStateOf`). */
  state: ToolbarState
  run: (command: Command) => boolean
  t: FormTranslate
  fullscreen: boolean
  onToggleFullscreen: () => void
  /** Opens the annotation editor after an annotation was added. */
  onAnnotationAdded: () => void
  /** Inserts a new block object or inline object of a type. */
  onInsert: (typeName: string, inline: boolean) => void
  /** The field's actions (`FormServices.fieldActions`), in the toolbar's "…" menu; none: no menu. */
  actions?: readonly FieldActionNode[]
  /** The field's title, naming the action menu. */
  fieldTitle?: string
  /** Out of reach while the click-to-activate overlay is over the editor. */
  inert?: boolean
}

/** A chain link: the link annotation's button (an emoji shows as a missing glyph without an emoji font). */
const LinkIcon = createIcon(
  'LinkIcon',
  <path d="M10.5 13.5a3.5 3.5 0 005 0l3-3a3.5 3.5 0 00-5-5l-1 1M13.5 10.5a3.5 3.5 0 00-5 0l-3 3a3.5 3.5 0 005 5l1-1" />,
)

const GLYPHS: Record<string, string> = {strong: 'B', em: 'I', underline: 'U', 'strike-through': 'S', code: '</>'}

/**
 * The rich-text toolbar: the block style select, a toggle button for each decorator and list
 * type, a button for each annotation type (a link over the selection), the action menu of the
 * field's actions (plugins' `fieldActions`; absent when there are none), the insert menu of
 * block and inline objects, undo and redo, and the fullscreen toggle. Buttons show whether
 * their mark, list or style is on at the selection.
 *
 * It is memoised and fed only what it shows ({@link ToolbarState}, kept the same object while
 * that does not change), so typing text renders none of it.
 */
export const PortableTextToolbar = memo(function PortableTextToolbar(props: PortableTextToolbarProps) {
  const {editorSchema, state, run, t, fullscreen} = props
  const {blockType, blockObjectTypes} = editorSchema
  const {style, list, annotation} = state
  const insertable = [
    ...blockObjectTypes.map((type) => ({type, inline: false})),
    ...blockType.inlineObjects.map((type) => ({type, inline: true})),
  ]
  const title = (key: string, fallback: string) => {
    const text = t(key)
    return text === key ? fallback : text
  }
  return (
    <div className="vellum-form-pt-toolbar" role="toolbar" aria-label={t('portable-text.toolbar')} inert={props.inert}>
      {blockType.styles.length > 0 && (
        <select
          className="vellum-form-pt-style"
          aria-label={t('portable-text.style')}
          value={style ?? ''}
          onChange={(event) => run(setStyle(event.target.value))}
          onMouseDown={(event) => event.stopPropagation()}
        >
          {style === undefined && <option value="" />}
          {blockType.styles.map((option) => (
            <option key={option.value} value={option.value}>
              {option.title}
            </option>
          ))}
        </select>
      )}
      {blockType.decorators.map((decorator) => {
        const active = state.decorators.includes(decorator.value)
        const hotkey = DECORATOR_HOTKEYS[decorator.value]
        return (
          <Button
            key={decorator.value}
            mode="bleed"
            aria-pressed={active}
            selected={active}
            aria-label={title(`portable-text.decorator.${decorator.value}`, decorator.title)}
            title={hotkey ? `${decorator.title} (${hotkey.replace('Mod', 'Ctrl')})` : decorator.title}
            text={GLYPHS[decorator.value] ?? decorator.title.slice(0, 2)}
            data-decorator={decorator.value}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run(toggleDecorator(editorSchema, decorator.value))}
          />
        )
      })}
      {blockType.lists.map((option) => (
        <Button
          key={option.value}
          mode="bleed"
          aria-pressed={list === option.value}
          selected={list === option.value}
          aria-label={title(`portable-text.list.${option.value}`, option.title)}
          text={option.value === 'number' ? '1.' : '•'}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => run(toggleList(option.value))}
        />
      ))}
      {blockType.annotations.map((type) => (
        <Button
          key={type.name}
          mode="bleed"
          aria-pressed={annotation === type.name}
          selected={annotation === type.name}
          disabled={annotation === undefined && state.selectionEmpty}
          aria-label={t('portable-text.annotation.add', {type: typeTitle(type)})}
          icon={type.name === 'link' ? <LinkIcon /> : undefined}
          text={type.name === 'link' ? undefined : typeTitle(type)}
          data-annotation={type.name}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (annotation !== type.name && !run(addAnnotation(editorSchema, type.name, {}))) return
            props.onAnnotationAdded()
          }}
        />
      ))}
      {props.actions && props.actions.length > 0 && (
        <FieldActionsMenu actions={props.actions} title={props.fieldTitle} />
      )}
      {insertable.length > 0 && (
        <Menu button={<Button mode="bleed" text={t('portable-text.insert')} />} aria-label={t('portable-text.insert')}>
          {insertable.map(({type, inline}) => (
            <MenuItem
              key={type.name}
              text={t('portable-text.insert.object', {type: typeTitle(type)})}
              onClick={() => props.onInsert(type.name, inline)}
            />
          ))}
        </Menu>
      )}
      <span className="vellum-form-pt-toolbar-spacer" />
      <Button
        mode="bleed"
        aria-label={t('portable-text.undo')}
        text="↶"
        disabled={!state.canUndo}
        onClick={() => run(undo)}
      />
      <Button
        mode="bleed"
        aria-label={t('portable-text.redo')}
        text="↷"
        disabled={!state.canRedo}
        onClick={() => run(redo)}
      />
      <Button
        mode="bleed"
        aria-pressed={fullscreen}
        aria-label={t(fullscreen ? 'portable-text.fullscreen.leave' : 'portable-text.fullscreen.enter')}
        title="Ctrl+Enter"
        text={fullscreen ? '⤡' : '⤢'}
        onClick={props.onToggleFullscreen}
      />
    </div>
  )
})
