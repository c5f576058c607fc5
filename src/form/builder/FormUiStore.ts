import {pathToString} from '../../document'
import type {Path} from '../../types'

/**
 * The form's own UI state: what is collapsed and which field group is selected, by path.
 * @public
 */
export interface FormUiState {
  /** Whether each object field or array item is collapsed, by `pathToString(path)`. */
  collapsedPaths: Readonly<Record<string, boolean>>
  /** Whether each fieldset is collapsed, by `pathToString([...objectPath, fieldsetName])`. */
  collapsedFieldSets: Readonly<Record<string, boolean>>
  /** The selected field group's name per object, by `pathToString(objectPath)`. */
  fieldGroupState: Readonly<Record<string, string>>
}

/**
 * Holds the UI state a `FormBuilder` keeps for parts the host does not control, with the
 * subscribe/snapshot pair `useSyncExternalStore` reads. Keys are `pathToString(path)`.
 */
export class FormUiStore {
  #state: FormUiState = {collapsedPaths: {}, collapsedFieldSets: {}, fieldGroupState: {}}
  readonly #listeners = new Set<() => void>()

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  readonly getSnapshot = (): FormUiState => this.#state

  setPathCollapsed(path: Path, collapsed: boolean): void {
    this.#update('collapsedPaths', pathToString(path), collapsed)
  }

  setFieldSetCollapsed(path: Path, collapsed: boolean): void {
    this.#update('collapsedFieldSets', pathToString(path), collapsed)
  }

  selectFieldGroup(path: Path, groupName: string): void {
    this.#update('fieldGroupState', pathToString(path), groupName)
  }

  #update<K extends keyof FormUiState>(part: K, key: string, value: FormUiState[K][string]): void {
    if (this.#state[part][key] === value) return
    this.#state = {...this.#state, [part]: {...this.#state[part], [key]: value}}
    for (const listener of [...this.#listeners]) listener()
  }
}
