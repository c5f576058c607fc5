import {describe, expect, it} from 'vitest'
import {resolveAuthProviders} from '../../../src/studio/auth'
import type {AuthProvider} from '../../../src/studio/config'

const server = [
  {name: 'dev', title: 'Continue as developer', url: 'http://h/v1/auth/login/dev'},
  {name: 'local', title: 'E-mail and password', url: 'http://h/v1/auth/login/local'},
]
const github: AuthProvider = {
  name: 'github',
  title: 'GitHub',
  url: 'https://sso.example.com/github',
  logo: 'https://sso.example.com/github.svg',
}
const names = (providers: AuthProvider[]) => providers.map((provider) => provider.name)

describe('resolveAuthProviders', () => {
  it('is the server list without configuration', () => {
    expect(resolveAuthProviders(server)).toEqual(server)
  })

  it('appends configured providers by default, replacing a server provider of the same name in place', () => {
    const local = {name: 'local', title: 'Company account', url: 'http://h/v1/auth/login/local'}
    const providers = resolveAuthProviders(server, {providers: [github, local]})
    expect(names(providers)).toEqual(['dev', 'local', 'github'])
    expect(providers[1]!.title).toBe('Company account')
  })

  it('replaces the server list in replace mode', () => {
    expect(resolveAuthProviders(server, {providers: [github], mode: 'replace'})).toEqual([github])
  })

  it('lets a function filter or reorder the server list', () => {
    expect(names(resolveAuthProviders(server, {providers: (prev) => prev.filter((p) => p.name !== 'dev')}))).toEqual([
      'local',
    ])
  })

  it('refuses a function that returns no list of providers', () => {
    expect(() => resolveAuthProviders(server, {providers: () => [{name: 'x'}] as AuthProvider[]})).toThrow(
      'must return a list of providers',
    )
  })
})
