import {combineLatest, distinctUntilChanged, map, of, switchMap, type Observable} from 'rxjs'
import {isRecord, jsonEqual} from '../../document'
import type {ObserveFields} from './createFieldObserver'
import {normalizePreviewPaths, type PreviewPath} from './PreviewPath'

/**
 * What {@link ObservePaths} starts from: a document id; a reference (`{_ref}`, with `_dataset`
 * and `_projectId` for one into another dataset); a document (`{_id, …}`, read from the store,
 * not from the value given); or any other object value, read as given.
 * @beta
 */
export type PreviewTarget = string | Record<string, unknown>

/**
 * Observes paths of a value, live, following references: emits the value cut down to what the
 * paths need, with every reference the paths pass through replaced by the referenced
 * document's fields (`_id`, `_type` and the fields asked), or null where that document does not
 * exist. Emits null when the target itself is a document that does not exist.
 *
 * @example
 * observePaths('post-1', ['title', 'author.name'])
 * // {_id: 'post-1', _type: 'post', title: 'Hello', author: {_id: 'ada', _type: 'author', name: 'Ada'}}
 * @beta
 */
export type ObservePaths = (
  target: PreviewTarget,
  paths: readonly PreviewPath[],
) => Observable<Record<string, unknown> | null>

/** Options of {@link createPathObserver}. */
export interface PathObserverOptions {
  /** The project of the client: references into other projects cannot be followed. */
  projectId: string
  /** The dataset references without `_dataset` point into. */
  dataset: string
  /** The live field observer of a dataset. */
  fieldsOf: (dataset: string) => ObserveFields
}

/**
 * Creates {@link ObservePaths} over live field observers. A path is resolved one document at a
 * time: the fields of a document are fetched (by their first segments), and the rest of each
 * path is read from them, fetching the next document where the path meets a reference. So
 * `author.name` of many posts takes two batched queries: the posts, then their authors.
 *
 * A path through an array needs an index (`authors.0.name`); a path that ends in an array or
 * object gives it whole, except that references inside it are not followed.
 */
export function createPathObserver(options: PathObserverOptions): ObservePaths {
  const {projectId, dataset: ownDataset, fieldsOf} = options

  const followReference = (
    reference: Record<string, unknown>,
    paths: string[][],
    dataset: string,
  ): Observable<unknown> => {
    const id = reference._ref
    if (typeof id !== 'string' || id === '') return of(null)
    const targetProject = reference._projectId
    // Another project's documents are out of this client's reach.
    if (typeof targetProject === 'string' && targetProject !== projectId) return of(null)
    const targetDataset =
      typeof reference._dataset === 'string' && reference._dataset !== '' ? reference._dataset : dataset
    const heads = [...new Set(paths.map((path) => path[0]!))]
    return fieldsOf(targetDataset)(id, heads).pipe(
      switchMap((snapshot) => (snapshot === null ? of(null) : resolveInside(snapshot, paths, targetDataset))),
    )
  }

  const resolveValue = (value: unknown, paths: string[][], dataset: string): Observable<unknown> => {
    if (isRecord(value) && typeof value._ref === 'string') return followReference(value, paths, dataset)
    if (isRecord(value) || Array.isArray(value)) return resolveInside(value, paths, dataset)
    return of(value)
  }

  // Reads the paths from an object or array as it is, resolving only the parts that continue.
  const resolveInside = (
    value: Record<string, unknown> | unknown[],
    paths: string[][],
    dataset: string,
  ): Observable<unknown> => {
    const tailsByHead = new Map<string, string[][]>()
    for (const [head, ...tail] of paths) {
      let tails = tailsByHead.get(head!)
      if (!tails) tailsByHead.set(head!, (tails = []))
      if (tail.length > 0) tails.push(tail)
    }
    const pending: Array<Observable<[string, unknown]>> = []
    for (const [head, tails] of tailsByHead) {
      if (tails.length === 0) continue
      const child = Array.isArray(value)
        ? /^\d+$/.test(head)
          ? value[Number(head)]
          : undefined
        : Object.hasOwn(value, head)
          ? value[head]
          : undefined
      pending.push(resolveValue(child, tails, dataset).pipe(map((resolved): [string, unknown] => [head, resolved])))
    }
    if (pending.length === 0) return of(value)
    return combineLatest(pending).pipe(
      map((entries) => {
        const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : {...value}
        for (const [head, resolved] of entries) (copy as Record<string, unknown>)[head] = resolved
        return copy
      }),
    )
  }

  return (target, paths) => {
    const normalized = normalizePreviewPaths(paths)
    let result: Observable<unknown>
    if (typeof target === 'string') {
      if (target === '') throw new TypeError('A document id to preview must be a non-empty string')
      result = followReference({_ref: target}, normalized, ownDataset)
    } else if (isRecord(target) && typeof target._ref === 'string') {
      result = followReference(target, normalized, ownDataset)
    } else if (isRecord(target) && typeof target._id === 'string' && target._id !== '') {
      // A document is read from the store: the value given may be partial or stale.
      result = followReference({_ref: target._id}, normalized, ownDataset)
    } else if (isRecord(target)) {
      result = resolveInside(target, normalized, ownDataset)
    } else {
      throw new TypeError('Paths can be observed on a document id, a reference, a document or an object value')
    }
    return result.pipe(
      map((value) => (isRecord(value) ? value : null)),
      distinctUntilChanged<Record<string, unknown> | null>(jsonEqual),
    )
  }
}
