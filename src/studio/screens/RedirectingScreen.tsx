import {Spinner} from '../../ui'
import {useTranslation} from '../i18n'

/**
 * The redirecting notice, shown for the moment the router replaces the URL
 * (the root, `/desk`, a workspace without a tool, an intent). Its spinner waits before it
 * shows, so a quick redirect paints nothing.
 */
export function RedirectingScreen() {
  const {t} = useTranslation()
  return (
    <div className="vellum-studio-redirecting" aria-busy="true">
      <Spinner label={t('redirecting.title')} />
    </div>
  )
}
