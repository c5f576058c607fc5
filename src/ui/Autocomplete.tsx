import {
  autoUpdate,
  flip,
  offset,
  size,
  useDismiss,
  useFloating,
  useInteractions,
  useListItem,
  useListNavigation,
  useMergeRefs,
  useRole,
  FloatingList,
} from '@floating-ui/react'
import {useId, useRef, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent, type ReactNode} from 'react'
import {Field, hasMessage, joinIds, useFieldIds} from './Field'
import {InputFrame} from './InputFrame'
import {Layer} from './Layer'
import {Spinner} from './Spinner'
import type {TextInputProps} from './TextInput'
import {useControllableState} from './useControllableState'

/** One suggestion of an {@link Autocomplete}. */
export interface AutocompleteOption {
  value: string
  /** What the list shows and the input takes when chosen; the value when left out. */
  label?: string
  disabled?: boolean
}

/** Props of {@link Autocomplete}. */
export interface AutocompleteProps<Option extends AutocompleteOption = AutocompleteOption> extends Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'onSelect' | 'clearButton' | 'onClear' | 'clearLabel' | 'type'
> {
  /** The suggestions. For search-as-you-type, pass the latest results and `filterOption={() => true}`. */
  options: readonly Option[]
  /** The text in the input; leave out to let the component keep it. */
  query?: string
  defaultQuery?: string
  onQueryChange?: (query: string) => void
  /** Called when the user picks an option (Enter on the highlighted one, or a click). */
  onSelect?: (option: Option) => void
  /** Which options match the query; by default those whose label contains it, ignoring case. */
  filterOption?: (option: Option, query: string) => boolean
  /** How an option looks in the list; its label by default. */
  renderOption?: (option: Option, state: {active: boolean}) => ReactNode
  /** Shown when the query matches nothing. */
  emptyText?: ReactNode
  /** Open the suggestions as soon as the input gets focus, before anything is typed. */
  openOnFocus?: boolean
}

function labelOf(option: AutocompleteOption): string {
  return option.label ?? option.value
}

function defaultFilter(option: AutocompleteOption, query: string): boolean {
  return labelOf(option).toLowerCase().includes(query.trim().toLowerCase())
}

/**
 * A text input that suggests options as the user types, following the WAI-ARIA combobox
 * pattern: focus stays in the input while ArrowDown and ArrowUp highlight options
 * (`aria-activedescendant`), Enter picks the highlighted one, Escape closes the list.
 */
export function Autocomplete<Option extends AutocompleteOption = AutocompleteOption>({
  options,
  query: queryProp,
  defaultQuery = '',
  onQueryChange,
  onSelect,
  filterOption = defaultFilter,
  renderOption,
  emptyText = 'No matches',
  openOnFocus = false,
  label,
  description,
  error,
  invalid,
  icon,
  suffix,
  loading = false,
  loadingLabel = 'Loading',
  id,
  className,
  style,
  ref,
  onKeyDown,
  onFocus,
  'aria-describedby': describedBy,
  ...rest
}: AutocompleteProps<Option>) {
  const ids = useFieldIds(id)
  const listId = useId()
  const [query, setQuery] = useControllableState(queryProp, onQueryChange, defaultQuery)
  const [wantsOpen, setWantsOpen] = useState(false)
  const [activeIndex, setActiveIndex] = useState<number | null>(null)
  const listRef = useRef<Array<HTMLElement | null>>([])
  const matches = options.filter((option) => filterOption(option, query))
  const showEmpty = matches.length === 0 && query.trim() !== '' && !loading && hasMessage(emptyText)
  const open = wantsOpen && !rest.disabled && !rest.readOnly && (matches.length > 0 || showEmpty)

  const {refs, floatingStyles, context} = useFloating({
    open,
    onOpenChange: setWantsOpen,
    placement: 'bottom-start',
    strategy: 'fixed',
    middleware: [
      offset(4),
      flip({padding: 8}),
      size({
        padding: 8,
        apply({rects, availableHeight, elements}) {
          elements.floating.style.width = `${rects.reference.width}px`
          elements.floating.style.maxHeight = `${Math.max(0, Math.min(availableHeight, 320))}px`
        },
      }),
    ],
    whileElementsMounted: autoUpdate,
  })
  const role = useRole(context, {role: 'combobox'})
  const dismiss = useDismiss(context)
  const listNavigation = useListNavigation(context, {
    listRef,
    activeIndex,
    onNavigate: setActiveIndex,
    virtual: true,
    loop: true,
  })
  const {getReferenceProps, getFloatingProps, getItemProps} = useInteractions([role, dismiss, listNavigation])
  const mergedRef = useMergeRefs([ref, refs.setReference])
  const floatingRef = useMergeRefs([refs.setFloating])
  const frameRef = useMergeRefs([refs.setPositionReference])

  const choose = (option: Option) => {
    if (option.disabled) return
    setQuery(labelOf(option))
    setWantsOpen(false)
    setActiveIndex(null)
    onSelect?.(option)
  }

  const isInvalid = Boolean(invalid) || hasMessage(error)
  return (
    <Field ids={ids} label={label} description={description} error={error} className={className} style={style}>
      <InputFrame
        line
        frameRef={frameRef}
        invalid={isInvalid}
        disabled={rest.disabled}
        readOnly={rest.readOnly}
        icon={icon}
        suffix={
          (loading || suffix) && (
            <>
              {loading && <Spinner size={15} label={loadingLabel} />}
              {suffix}
            </>
          )
        }
      >
        <input
          ref={mergedRef}
          {...getReferenceProps({
            ...rest,
            id: ids.inputId,
            type: 'text',
            autoComplete: 'off',
            value: query,
            className: 'vellum-input',
            'aria-invalid': isInvalid || undefined,
            'aria-busy': loading || undefined,
            'aria-describedby': joinIds(
              describedBy,
              hasMessage(description) && ids.descriptionId,
              hasMessage(error) && ids.errorId,
            ),
            onChange(event: ChangeEvent<HTMLInputElement>) {
              setQuery(event.currentTarget.value)
              setActiveIndex(null)
              setWantsOpen(true)
            },
            onFocus(event: FocusEvent<HTMLInputElement>) {
              onFocus?.(event)
              if (openOnFocus) setWantsOpen(true)
            },
            onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
              onKeyDown?.(event)
              if (event.key === 'Enter' && open && activeIndex !== null) {
                const option = matches[activeIndex]
                if (option) {
                  event.preventDefault()
                  choose(option)
                }
              }
            },
          })}
        />
      </InputFrame>
      {open && (
        <Layer>
          <div
            ref={floatingRef}
            className="vellum-popover vellum-autocomplete-list"
            style={floatingStyles}
            {...getFloatingProps(showEmpty ? {role: 'status', id: listId} : {})}
          >
            {showEmpty ? (
              <div className="vellum-autocomplete-empty">{emptyText}</div>
            ) : (
              <FloatingList elementsRef={listRef}>
                {matches.map((option, index) => (
                  <AutocompleteItem
                    key={option.value}
                    id={`${listId}-option-${index}`}
                    active={index === activeIndex}
                    disabled={option.disabled}
                    getItemProps={getItemProps}
                    onChoose={() => choose(option)}
                  >
                    {renderOption ? renderOption(option, {active: index === activeIndex}) : labelOf(option)}
                  </AutocompleteItem>
                ))}
              </FloatingList>
            )}
          </div>
        </Layer>
      )}
    </Field>
  )
}

interface AutocompleteItemProps {
  id: string
  active: boolean
  disabled?: boolean
  getItemProps: ReturnType<typeof useInteractions>['getItemProps']
  onChoose: () => void
  children: ReactNode
}

/** One option row; registers itself with the list so arrow keys can reach it. */
function AutocompleteItem({id, active, disabled, getItemProps, onChoose, children}: AutocompleteItemProps) {
  const {ref: itemRef} = useListItem()
  return (
    <div
      ref={itemRef}
      id={id}
      aria-disabled={disabled || undefined}
      className="vellum-autocomplete-option"
      data-active={active || undefined}
      {...getItemProps({
        active,
        selected: active,
        onClick: onChoose,
        // Keep focus (and the caret) in the input while clicking an option.
        onMouseDown: (event) => event.preventDefault(),
      })}
    >
      {children}
    </div>
  )
}
