/** What the local sign-in page shows. */
export interface SignInPageOptions {
  /** Where the form posts: the login URL with its `origin` query. */
  action: string
  /** The e-mail to fill in again after a failed attempt (never the password). */
  email?: string
  /** A message for the error area, e.g. "Wrong e-mail or password". */
  error?: string
}

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'}

/** Escapes text for HTML content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!)
}

const STYLE = `
:root { color-scheme: light dark; --bg: #f6f6f8; --card: #fff; --fg: #1b1d23; --muted: #5c6170; --line: #c9ccd4; --accent: #2251c9; --error: #b3261e; }
@media (prefers-color-scheme: dark) { :root { --bg: #121318; --card: #1d1f26; --fg: #eceef3; --muted: #a4a9b6; --line: #40444f; --accent: #8eaaff; --error: #ffb4ab; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--fg); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
main { width: min(100vw - 32px, 380px); background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 28px; }
h1 { font-size: 1.4rem; margin: 0 0 4px; }
p.lead { margin: 0 0 20px; color: var(--muted); }
label { display: block; font-weight: 600; margin: 14px 0 4px; }
input { width: 100%; font: inherit; padding: 8px 10px; border: 1px solid var(--line); border-radius: 4px; background: transparent; color: inherit; }
input[aria-invalid="true"] { border-color: var(--error); }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
button { margin-top: 22px; width: 100%; font: inherit; font-weight: 600; padding: 10px; border: 0; border-radius: 4px; background: var(--accent); color: var(--card); cursor: pointer; }
.error { margin: 16px 0 0; padding: 8px 10px; border-left: 4px solid var(--error); color: var(--error); }
`

/** One self-contained HTML document with the pages' styles. */
function pageDocument(title: string, main: string, head = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${head}<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${main}</main>
</body>
</html>
`
}

/**
 * The local provider's sign-in page: one self-contained HTML document (inline styles, no
 * scripts, no external assets) with labelled e-mail and password fields, an error area the
 * screen reader announces, and a plain form post, so it works without JavaScript.
 */
export function renderSignInPage(options: SignInPageOptions): string {
  const error = options.error
  const invalid = error ? ' aria-invalid="true" aria-describedby="sign-in-error"' : ''
  const email = options.email ?? ''
  return pageDocument(
    `${error ? 'Error: ' : ''}Sign in · Vellum`,
    `<h1>Sign in</h1>
<p class="lead">Use the e-mail address and password of your Vellum account.</p>
<form method="post" action="${escapeHtml(options.action)}">
${error ? `<p class="error" id="sign-in-error" role="alert">${escapeHtml(error)}</p>\n` : ''}<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${invalid}${email ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${email ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
`,
  )
}

/**
 * The page a signed-in browser gets instead of a redirect when it returns to another origin
 * than the server's (an allow-listed studio): it goes on to `location` by itself (a refresh,
 * no script), with a link for browsers that do not refresh.
 * @param location - the checked return URL with its `#sid=`.
 */
export function renderContinuePage(location: string): string {
  const href = escapeHtml(location)
  return pageDocument(
    'Signed in · Vellum',
    `<h1>Signed in</h1>
<p class="lead">Taking you back to the studio…</p>
<p><a href="${href}">Continue</a></p>
`,
    `<meta http-equiv="refresh" content="0; url=${href}">\n`,
  )
}
