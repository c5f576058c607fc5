import {WarningIcon} from '../../ui'
import {useTranslation} from '../i18n'
import type {IntentRequest} from '../router'
import {StudioNotice} from '../screens'

/** Props of {@link IntentNotHandledScreen}: an intent no tool takes, or why the intent link does not parse. */
export type IntentNotHandledScreenProps = {intent: IntentRequest} | {message: string}

/**
 * For an intent link the workspace cannot open: 'No tool can open this link' when no tool
 * handles the intent with its params, 'Invalid link' (with the reason) when the link itself
 * does not parse.
 */
export function IntentNotHandledScreen(props: IntentNotHandledScreenProps) {
  const {t} = useTranslation()
  if ('message' in props) {
    return (
      <StudioNotice title={t('shell.invalid-intent.title')} tone="caution" icon={<WarningIcon />}>
        <p className="vellum-studio-notice-text">{props.message}</p>
      </StudioNotice>
    )
  }
  return (
    <StudioNotice title={t('shell.intent-not-handled.title')} tone="caution" icon={<WarningIcon />}>
      <p className="vellum-studio-notice-text">
        {t('shell.intent-not-handled.description', {intent: props.intent.intent})}
      </p>
    </StudioNotice>
  )
}
