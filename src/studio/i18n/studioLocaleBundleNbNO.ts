import {defineLocaleResourceBundle} from '../../i18n'

/**
 * The Norwegian (bokmål, nb-NO) messages of the studio shell: every key of the en-US bundle,
 * with the same placeholders. A key a workspace's own bundles add without a Norwegian text
 * falls back to en-US through the translator's locale chain (`nb-NO` → `nb` → `en-US`).
 */
export const studioLocaleBundleNbNO = defineLocaleResourceBundle({
  locale: 'nb-NO',
  namespace: 'studio',
  resources: {
    // Sign-in gate
    'auth.connecting': 'Kobler til…',
    'auth.connecting.label': 'Kobler til',
    'auth.error.title': 'Kunne ikke koble til',
    'auth.error.retry': 'Prøv igjen',
    'login.aria-label': 'Logg inn',
    'login.title': 'Velg innloggingsleverandør',
    'login.choose-another-workspace': 'Velg et annet arbeidsområde',
    'login.providers.aria-label': 'Innloggingsleverandører',
    'login.providers.loading': 'Laster innloggingsleverandører',
    'login.providers.failed': 'Kunne ikke laste innloggingsleverandørene: {{message}}',
    'login.providers.retry': 'Prøv igjen',
    'login.providers.none': 'Denne serveren tilbyr ingen måte å logge inn på.',
    'login.redirecting.label': 'Videresender til {{provider}}',
    'login.redirecting': 'Videresender til {{provider}}…',
    'not-authorized.title': 'Ikke autorisert',
    'not-authorized.description':
      'Du har ikke tilgang til dette studioet. Be en administrator i prosjektet om å invitere deg.',
    'not-authorized.verify-account': 'Hvis du mener dette er feil, sjekk at du logget inn med riktig konto.',
    'not-authorized.signed-in-as': 'Du er logget inn som {{name}}.',
    'not-authorized.signed-in-as.with-email': 'Du er logget inn som {{name}} ({{email}}).',
    'not-authorized.signed-in-as.with-provider':
      'Du er logget inn som {{name}} med innloggingsleverandøren {{provider}}.',
    'not-authorized.signed-in-as.with-email-and-provider':
      'Du er logget inn som {{name}} ({{email}}) med innloggingsleverandøren {{provider}}.',
    'not-authorized.sign-out': 'Logg ut',
    'cross-origin.title': 'Før du fortsetter ...',
    'cross-origin.add-origin':
      'For å få tilgang til innholdet ditt må du legge til denne URL-en som CORS-opprinnelse i prosjektet, med innloggingsdetaljer tillatt:',
    'cross-origin.this-origin': 'opprinnelsen til dette studioet',
    'cross-origin.add-in-settings':
      'Gå videre til API-innstillingene for prosjektet for å legge den til, eller kjør dette på serveren:',
    'cross-origin.run-command': 'Kjør dette på serveren, og fortsett deretter:',
    'cross-origin.project': 'Prosjekt: {{projectId}}',
    'cross-origin.continue': 'Fortsett',

    // Workspaces
    'workspaces.chooser.title': 'Velg arbeidsområde',
    'workspaces.chooser.add-workspace': 'Legg til arbeidsområde',
    'workspaces.list.aria-label': 'Arbeidsområder',
    'workspaces.switcher.choose': 'Velg arbeidsområde',
    'workspaces.switcher.tooltip': 'Bytt arbeidsområde',
    'workspaces.status.connecting': 'Kobler til…',
    'workspaces.status.logged-in': 'Logget inn',
    'workspaces.status.logged-out': 'Logget ut',
    'workspaces.status.no-access': 'Ingen tilgang',

    // Navbar
    'navbar.aria-label': 'Studio',
    'navbar.tools.aria-label': 'Verktøy',
    'navbar.open-menu': 'Åpne meny',
    'navbar.close-menu': 'Lukk meny',
    'navbar.sidebar.aria-label': 'Studiomeny',

    // New document
    'new-document.button': 'Opprett',
    'new-document.title': 'Opprett nytt dokument',
    'new-document.filter-placeholder': 'Søk i dokumenttyper',
    'new-document.no-document-types-found': 'Fant ingen dokumenttyper',
    'new-document.no-results': 'Ingenting passer med «{{filter}}»',
    'new-document.no-document-types': 'Det finnes ingen dokumenttyper å opprette',
    'new-document.insufficient-permissions.option_one':
      'Rollen din {{roles}} har ikke tilgang til å opprette denne typen dokument.',
    'new-document.insufficient-permissions.option_other':
      'Rollene dine {{roles}} har ikke tilgang til å opprette denne typen dokument.',
    'new-document.insufficient-permissions.button_one':
      'Rollen din {{roles}} har ikke tilgang til å opprette dokumenter.',
    'new-document.insufficient-permissions.button_other':
      'Rollene dine {{roles}} har ikke tilgang til å opprette dokumenter.',
    'new-document.insufficient-permissions.no-roles':
      'Du har ingen roller i dette prosjektet, så du kan ikke opprette dokumenter.',

    // Search, configuration issues, help, presence
    'search.button.label': 'Søk',
    'configuration-issues.button.label': 'Konfigurasjonsproblemer',
    'configuration-issues.title': 'Konfigurasjonsproblemer',
    'configuration-issues.description':
      'Disse problemene ble funnet i studiokonfigurasjonen. Studioet virker, men de bør rettes. Listen vises bare under utvikling.',
    'configuration-issues.schema-heading': 'Skjema',
    'configuration-issues.config-heading': 'Konfigurasjon',
    'configuration-issues.property': 'Egenskap: {{property}}',
    'configuration-issues.none': 'Fant ingen konfigurasjonsproblemer.',
    'help.button.label': 'Hjelp og ressurser',
    'help.loading': 'Laster…',
    'help.fallback.community': 'Bli med i fellesskapet',
    'help.fallback.support': 'Hjelp og brukerstøtte',
    'help.fallback.sales': 'Kontakt salg',
    'help.unavailable': 'Ingen hjelperessurser er tilgjengelige.',
    'help.studio-version': 'Studioversjon {{version}}',
    'help.latest-version': 'Nyeste versjon {{version}}',
    'presence.button.label': 'Hvem er her',
    'presence.title': 'Hvem er her',
    'presence.no-one-else.title': 'Ingen andre er her',
    'presence.no-one-else.description': 'Når andre åpner dette studioet, ser du dem her.',
    'presence.last-active': 'Aktiv {{time}}',
    'presence.locations_one': 'I {{count}} dokument',
    'presence.locations_other': 'I {{count}} dokumenter',
    'presence.not-in-document': 'Ikke i et dokument',

    // User menu
    'user-menu.button.label': 'Konto: {{name}}',
    'user-menu.signed-in-with': 'Logget inn med {{provider}}',
    'user-menu.appearance': 'Utseende',
    'user-menu.color-scheme.system': 'System',
    'user-menu.color-scheme.dark': 'Mørkt',
    'user-menu.color-scheme.light': 'Lyst',
    'user-menu.manage-project': 'Administrer prosjekt',
    'user-menu.invite-members': 'Inviter medlemmer',
    'user-menu.sign-out': 'Logg ut',

    // Screens
    'schema-errors.title': 'Skjemafeil',
    'schema-errors.description':
      'Skjemaet til arbeidsområdet «{{workspace}}» har problemer. Rett feilene under for å starte studioet.',
    'schema-errors.errors': 'Feil',
    'schema-errors.warnings': 'Advarsler',
    'schema-errors.severity.error': 'Feil',
    'schema-errors.severity.warning': 'Advarsel',
    'schema-errors.schema-root': 'Skjema',
    'schema-errors.documentation-link': 'Se dokumentasjonen',
    'schema-errors.help-id': 'Hjelpe-ID: {{helpId}}',
    'crash.title': 'Det oppstod en feil',
    'crash.tool-title': 'Verktøyet {{tool}} krasjet',
    'crash.retry': 'Prøv igjen',
    'crash.description':
      'Noe gikk galt da denne delen av studioet skulle vises. Prøv igjen, eller last inn siden på nytt om det skjer igjen.',
    'crash.stack': 'Stakkspor',
    'crash.unknown-error': 'Ukjent feil',
    'no-tools.title': 'Ingen verktøy er konfigurert',
    'no-tools.description':
      'Dette arbeidsområdet har ingen verktøy. Legg til et i `tools`-listen i konfigurasjonen, eller bruk et tillegg som har et.',
    'tool-not-found.title': 'Fant ikke verktøyet: {{tool}}',
    'tool-not-found.description': 'Dette arbeidsområdet har ikke noe verktøy med det navnet. Velg et av verktøyene:',
    'workspace-not-found.title': 'Fant ikke arbeidsområdet',
    'workspace-not-found.description': 'Det er ikke konfigurert noe arbeidsområde på denne adressen.',
    'workspace-not-found.go-to-default': 'Gå til standard arbeidsområde',
    'redirecting.title': 'Videresender…',
    'uncaught-error.title': 'Ufanget feil',
    'shell.config-errors.title': 'Konfigurasjonsfeil',
    'shell.config-errors.description': 'Studiokonfigurasjonen har feil. Rett dem og last inn siden på nytt.',
    'shell.path-not-found.title': 'Fant ikke siden',
    'shell.path-not-found.description': 'Verktøyet {{tool}} har ingenting på denne adressen.',
    'shell.path-not-found.go-to-tool': 'Gå til {{tool}}',
    'shell.intent-not-handled.title': 'Ingen verktøy kan åpne denne lenken',
    'shell.intent-not-handled.description':
      'Ingen av verktøyene i dette arbeidsområdet kan åpne «{{intent}}»-lenker med disse detaljene.',
    'shell.invalid-intent.title': 'Ugyldig lenke',

    // Connection status
    'connection.offline.title': 'Du er frakoblet',
    'connection.offline.description':
      'Endringene tas vare på i denne nettleseren. Studioet kobler til igjen når forbindelsen er tilbake.',
    'connection.error.title': 'Får ikke kontakt med serveren',
    'connection.error.retry-in_one': 'Prøver igjen om {{count}} sekund (forsøk {{attempt}}).',
    'connection.error.retry-in_other': 'Prøver igjen om {{count}} sekunder (forsøk {{attempt}}).',
    'connection.error.retrying': 'Prøver igjen nå (forsøk {{attempt}}).',
    'connection.reconnecting': 'Kobler til igjen…',
    'connection.retry-now': 'Prøv nå',

    // Shared
    'dialog.close': 'Lukk',
    'relative-time.just-now': 'akkurat nå',
  },
})
