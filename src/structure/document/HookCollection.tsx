import {memo, useCallback, useEffect, useState, type ReactNode} from 'react'

/** Props of {@link HookCollection}. */
export interface HookCollectionProps<Args, Result> {
  /** Functions called like hooks (document actions, badges, inspector menu items). */
  hooks: ReadonlyArray<(args: Args) => Result>
  /** What each is called with; keep it stable (memoise it) or every hook runs on every render. */
  args: Args
  /** Renders the results, in the order of `hooks` (`undefined` for one that has not run yet). */
  children: (results: ReadonlyArray<Result | undefined>) => ReactNode
}

// A stable identity per hook function, so reordering hooks remounts none of them.
const hookIds = new WeakMap<object, number>()
let nextHookId = 0
function hookKey(hook: object, seen: Map<number, number>): string {
  let id = hookIds.get(hook)
  if (id === undefined) hookIds.set(hook, (id = nextHookId++))
  const occurrence = seen.get(id) ?? 0
  seen.set(id, occurrence + 1)
  return `${id}:${occurrence}`
}

/**
 * Calls each of a list of hook-like functions inside a component of its own — so each may use
 * React hooks, and adding, removing or reordering them never breaks the rules of hooks — and
 * renders `children` with what they returned. Plugins' document actions and badges are
 * functions of this kind ("called like a hook").
 */
export function HookCollection<Args, Result>({hooks, args, children}: HookCollectionProps<Args, Result>) {
  const [state, setState] = useState<{hooks: HookCollectionProps<Args, Result>['hooks']; results: Map<string, Result>}>(
    () => ({hooks, results: new Map()}),
  )
  const report = useCallback(
    (key: string, result: Result) =>
      setState((previous) => {
        const results = new Map(previous.hooks === hooks ? previous.results : undefined)
        results.set(key, result)
        return {hooks, results}
      }),
    [hooks],
  )
  const seen = new Map<number, number>()
  const keys = hooks.map((hook) => hookKey(hook, seen))
  const results = state.hooks === hooks ? state.results : new Map<string, Result>()
  return (
    <>
      {hooks.map((hook, index) => (
        <HookRunner key={keys[index]} hookKey={keys[index]!} hook={hook} args={args} report={report} />
      ))}
      {children(keys.map((key) => results.get(key)))}
    </>
  )
}

interface HookRunnerProps<Args, Result> {
  hookKey: string
  hook: (args: Args) => Result
  args: Args
  report: (key: string, result: Result) => void
}

const HookRunner = memo(function HookRunner<Args, Result>({
  hookKey,
  hook,
  args,
  report,
}: HookRunnerProps<Args, Result>) {
  const result = hook(args)
  useEffect(() => report(hookKey, result), [report, hookKey, result])
  return null
}) as <Args, Result>(props: HookRunnerProps<Args, Result>) => ReactNode
