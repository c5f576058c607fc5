import {useEffect, useMemo, useRef, useState} from 'react'
import type {AuthProviderInfo} from '../../client'
import {Button, Card, ChevronLeftIcon, Heading, Spinner, Stack, Text} from '../../ui'
import type {AuthConfig, AuthProvider} from '../config'
import {Translate, useTranslation} from '../i18n'
import {AuthScreenLayout} from './AuthScreenLayout'
import type {AuthStore} from './createAuthStore'
import {LoginProviderLink} from './LoginProviderLink'
import {resolveAuthProviders} from './resolveAuthProviders'

/** Props of {@link LoginScreen}. */
export interface LoginScreenProps {
  /** The workspace's auth store: it lists the server's providers and builds their login URLs. */
  store: AuthStore
  /** The workspace's sign-in settings: extra or replacing providers, `redirectOnSingle`. */
  auth?: AuthConfig
  /** Where sign-in comes back to: the redirect path, else the base path, else `/`. */
  returnPath?: string
  /** The workspace's title, shown above the chooser. */
  workspaceTitle?: string
  /** Why the user is here, e.g. an expired sign-in link. */
  error?: Error
  /** The back action to choose another workspace; shown when given. */
  onChooseWorkspace?: () => void
  /** Goes to a login URL for `redirectOnSingle`; default `window.location.assign`. */
  redirect?: (url: string) => void
}

type ProvidersLoad =
  {status: 'loading'} | {status: 'loaded'; providers: AuthProviderInfo[]} | {status: 'failed'; error: Error}

const LOADING: ProvidersLoad = {status: 'loading'}

const assignLocation = (url: string) => window.location.assign(url)

/**
 * The login screen of a workspace: 'Choose login provider' and one link per provider (title
 * and logo) to its login URL with the return path. The providers are the server's merged with
 * the workspace's `auth` settings; with `redirectOnSingle` and exactly one provider the browser
 * goes straight to it.
 *
 * Every provider signs in on the server's own pages, e-mail and password included: the server
 * accepts the password form only from its own sign-in page, so the studio never handles
 * passwords, and comes back with `#sid=…`.
 */
export function LoginScreen({
  store,
  auth,
  returnPath = '/',
  workspaceTitle,
  error,
  onChooseWorkspace,
  redirect = assignLocation,
}: LoginScreenProps) {
  const {t} = useTranslation()
  const [attempt, setAttempt] = useState(0)
  // Results are tagged with what they were loaded for, so a new store or a retry reads as loading.
  const [result, setResult] = useState<{store: AuthStore; attempt: number; load: ProvidersLoad} | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    store.providers({signal: controller.signal}).then(
      (providers) => {
        if (!controller.signal.aborted) setResult({store, attempt, load: {status: 'loaded', providers}})
      },
      (reason: unknown) => {
        if (!controller.signal.aborted)
          setResult({
            store,
            attempt,
            load: {status: 'failed', error: reason instanceof Error ? reason : new Error(String(reason))},
          })
      },
    )
    return () => controller.abort()
  }, [store, attempt])
  const load: ProvidersLoad = result && result.store === store && result.attempt === attempt ? result.load : LOADING

  const resolved = useMemo((): {providers: AuthProvider[]} | {error: Error} | null => {
    if (load.status !== 'loaded') return null
    try {
      return {providers: resolveAuthProviders(load.providers, auth)}
    } catch (reason) {
      return {error: reason instanceof Error ? reason : new Error(String(reason))}
    }
  }, [load, auth])
  const providers = resolved && 'providers' in resolved ? resolved.providers : null
  const failure = load.status === 'failed' ? load.error : resolved && 'error' in resolved ? resolved.error : null

  const single =
    auth?.redirectOnSingle && providers?.length === 1
      ? {provider: providers[0]!, url: store.loginUrl(providers[0]!, returnPath)}
      : null
  const redirectRef = useRef(redirect)
  useEffect(() => {
    redirectRef.current = redirect
  })
  const singleUrl = single?.url
  useEffect(() => {
    if (singleUrl) redirectRef.current(singleUrl)
  }, [singleUrl])

  return (
    <AuthScreenLayout aria-label={t('login.aria-label')}>
      <Stack gap={4}>
        {onChooseWorkspace && (
          <div>
            <Button
              mode="bleed"
              icon={<ChevronLeftIcon />}
              text={t('login.choose-another-workspace')}
              onClick={onChooseWorkspace}
            />
          </div>
        )}
        <Stack gap={2}>
          {workspaceTitle && (
            <Text size={1} muted>
              {workspaceTitle}
            </Text>
          )}
          <Heading level={1} size={3}>
            {t('login.title')}
          </Heading>
        </Stack>
        {error && (
          <Card tone="critical" border padding={3} role="alert">
            <Text size={1}>{error.message}</Text>
          </Card>
        )}
        {load.status === 'loading' && <Spinner label={t('login.providers.loading')} />}
        {failure && (
          <Stack gap={3}>
            <Card tone="critical" border padding={3} role="alert">
              <Text size={1}>{t('login.providers.failed', {message: failure.message})}</Text>
            </Card>
            <div>
              <Button text={t('login.providers.retry')} onClick={() => setAttempt((n) => n + 1)} />
            </div>
          </Stack>
        )}
        {single && (
          <Stack gap={2} align="center">
            <Spinner label={t('login.redirecting.label', {provider: single.provider.title})} delay={0} />
            <Text size={1} muted>
              <Translate
                i18nKey="login.redirecting"
                elements={{provider: <a href={single.url}>{single.provider.title}</a>}}
              />
            </Text>
          </Stack>
        )}
        {providers && !single && providers.length === 0 && <Text muted>{t('login.providers.none')}</Text>}
        {providers && !single && providers.length > 0 && (
          <Stack gap={2} role="list" aria-label={t('login.providers.aria-label')}>
            {providers.map((provider) => (
              <div role="listitem" key={provider.name}>
                <LoginProviderLink provider={provider} href={store.loginUrl(provider, returnPath)} />
              </div>
            ))}
          </Stack>
        )}
      </Stack>
    </AuthScreenLayout>
  )
}
