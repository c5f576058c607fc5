import {execFileSync} from 'node:child_process'
import {join} from 'node:path'

/**
 * Makes a self-signed certificate for localhost, *.localhost and 127.0.0.1 with openssl, as the
 * README shows (an EC P-256 key, valid two days), as `{name}.cert.pem` and `{name}.key.pem` in
 * `directory`; answers their paths. For the HTTP/2 tests and the hosted-studio check.
 */
export function makeSelfSignedCertificate(directory: string, name = 'server'): {certPath: string; keyPath: string} {
  const certPath = join(directory, `${name}.cert.pem`)
  const keyPath = join(directory, `${name}.key.pem`)
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyPath,
      '-out',
      certPath,
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,DNS:*.localhost,IP:127.0.0.1',
    ],
    {stdio: 'ignore'},
  )
  return {certPath, keyPath}
}
