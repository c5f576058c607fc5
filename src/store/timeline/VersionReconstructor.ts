import {applyPatch} from 'mendoza'
import type {ContentDocument} from '../../types'
import type {MendozaEffectPair} from './HistoryTransaction'
import type {TimelineTransaction} from './TimelineTransaction'
import {wholeValuePatch} from './wholeValuePatch'

/** The transactions a {@link VersionReconstructor} reads, by position. */
export interface TransactionSource {
  /** Position of the oldest loaded transaction. */
  firstPosition(): number
  /** Position of the newest loaded transaction. */
  lastPosition(): number
  /** Whether nothing older than the first position exists: before it, every version was missing. */
  reachedEarliestEntry(): boolean
  transactionAt(position: number): TimelineTransaction
}

/** Where to fetch one version when the loaded effects cannot rebuild it. */
export type VersionFetch =
  /** The version as the transaction `revision` wrote it (it did touch this version). */
  | {at: {revision: string}; position: number}
  /** The version in force at `time`, the commit time of the transaction at `position`, which did not touch it. */
  | {at: {time: string}; position: number}

/** The result of {@link VersionReconstructor.versionAfter}. */
export type VersionResult = {known: true; document: ContentDocument | null} | {known: false; fetch: VersionFetch}

/**
 * Rebuilds one version (the draft or the published document) after any loaded transaction
 * by applying mendoza effects from the nearest known state: forward with `apply` from an older
 * one, backward with `revert` from a newer one.
 *
 * Known states ("anchors") come for free from effects that replace the whole document (an
 * appearance or a deletion), from the empty state before the first transaction once the whole
 * history is loaded, from documents fetched at a revision or time, and from every state
 * rebuilt before. When none is reachable, {@link versionAfter} names the one fetch that
 * gives one.
 */
export class VersionReconstructor {
  readonly #source: TransactionSource
  readonly #effectOf: (transaction: TimelineTransaction) => MendozaEffectPair | undefined
  /** Position → the version after the transaction at that position, as given (effects, fetches). */
  readonly #given = new Map<number, ContentDocument | null>()
  /** Position → a version rebuilt before; a cache that {@link forgetRebuilt} drops. */
  readonly #rebuilt = new Map<number, ContentDocument | null>()

  /**
   * @param source - The timeline's transactions.
   * @param effectOf - Picks this version's effect out of a transaction.
   */
  constructor(
    source: TransactionSource,
    effectOf: (transaction: TimelineTransaction) => MendozaEffectPair | undefined,
  ) {
    this.#source = source
    this.#effectOf = effectOf
  }

  /** Notes the known states a newly added transaction's effect gives away. */
  noteTransaction(transaction: TimelineTransaction): void {
    const effect = this.#effectOf(transaction)
    if (!effect) return
    const after = wholeValuePatch(effect.apply)
    if (after !== undefined) this.#given.set(transaction.position, after)
    const before = wholeValuePatch(effect.revert)
    if (before !== undefined) this.#given.set(transaction.position - 1, before)
  }

  /** Records the version as it was after the transaction at `position` (fetched from the server). */
  setKnown(position: number, document: ContentDocument | null): void {
    this.#given.set(position, document)
  }

  /**
   * Drops every rebuilt version. Needed when a transaction already loaded turns out to have
   * touched this version too (its effects arrive one document at a time from a listener):
   * states rebuilt across it assumed it did not.
   */
  forgetRebuilt(): void {
    this.#rebuilt.clear()
  }

  #has(position: number): boolean {
    return this.#given.has(position) || this.#rebuilt.has(position)
  }

  #get(position: number): ContentDocument | null {
    return (this.#given.has(position) ? this.#given.get(position) : this.#rebuilt.get(position)) ?? null
  }

  /**
   * The version after the transaction at `position`, or the fetch that makes it known.
   * @throws Error when an effect does not fit the state it is applied to (inconsistent history).
   */
  versionAfter(position: number): VersionResult {
    if (this.#has(position)) return {known: true, document: this.#get(position)}

    const firstPosition = this.#source.firstPosition()
    const lastPosition = this.#source.lastPosition()
    let older: number | undefined
    let olderSteps = 0
    for (let q = position; q >= firstPosition - 1; q--) {
      if (this.#has(q)) {
        older = q
        break
      }
      if (q >= firstPosition && this.#effectOf(this.#source.transactionAt(q))) olderSteps++
    }
    if (older === undefined && this.#source.reachedEarliestEntry()) older = firstPosition - 1
    let newer: number | undefined
    let newerSteps = 0
    for (let q = position + 1; q <= lastPosition; q++) {
      if (this.#effectOf(this.#source.transactionAt(q))) newerSteps++
      if (this.#has(q)) {
        newer = q
        break
      }
    }

    let document: ContentDocument | null
    if (older !== undefined && (newer === undefined || olderSteps <= newerSteps)) {
      document = this.#get(older)
      for (let q = older + 1; q <= position; q++) document = this.#step(document, q, 'apply')
    } else if (newer !== undefined) {
      document = this.#get(newer)
      for (let q = newer; q > position; q--) document = this.#step(document, q, 'revert')
    } else {
      return {known: false, fetch: this.#fetchFor(position)}
    }
    this.#rebuilt.set(position, document)
    return {known: true, document}
  }

  #step(document: ContentDocument | null, position: number, direction: 'apply' | 'revert'): ContentDocument | null {
    const transaction = this.#source.transactionAt(position)
    const effect = this.#effectOf(transaction)
    if (!effect) return document
    try {
      return (applyPatch(document, effect[direction]) ?? null) as ContentDocument | null
    } catch (error) {
      throw new Error(
        `Unable to load revision ${transaction.id}: its changes do not fit the version before it (${(error as Error).message})`,
        {cause: error},
      )
    }
  }

  // The newest transaction at or before `position` that wrote this version gives it exactly;
  // failing that the oldest one after (its revision, then reverted); a version no loaded
  // transaction touches is the same throughout, so the state in force at any loaded time is it.
  #fetchFor(position: number): VersionFetch {
    const firstPosition = this.#source.firstPosition()
    const lastPosition = this.#source.lastPosition()
    for (let q = Math.min(position, lastPosition); q >= firstPosition; q--) {
      const transaction = this.#source.transactionAt(q)
      if (this.#effectOf(transaction)) return {at: {revision: transaction.id}, position: q}
    }
    for (let q = position + 1; q <= lastPosition; q++) {
      const transaction = this.#source.transactionAt(q)
      if (this.#effectOf(transaction)) return {at: {revision: transaction.id}, position: q}
    }
    const first = this.#source.transactionAt(firstPosition)
    return {at: {time: first.timestamp}, position: firstPosition}
  }
}
