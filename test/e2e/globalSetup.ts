import {execFileSync} from 'node:child_process'
import {existsSync} from 'node:fs'

/** The Storybook e2e tests run against the static build; build it once if it is missing. */
export default function setup(): void {
  if (!existsSync('storybook-static/index.html')) {
    execFileSync('npm', ['run', 'build-storybook'], {stdio: 'inherit'})
  }
}
