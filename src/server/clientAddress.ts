import type {IncomingMessage} from 'node:http'
import {BlockList, isIP} from 'node:net'

/**
 * Writes an address the way this server compares addresses: an IPv4 client on a dual-stack
 * socket (`::ffff:1.2.3.4`) as `1.2.3.4`, IPv6 in lower case without brackets or zone.
 * @returns the normalised address, or undefined for something that is not an IP address.
 */
export function normalizeAddress(value: string): string | undefined {
  let text = value.trim()
  // `[::1]:443` and `1.2.3.4:5678`: some proxies write the client's port too.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text)
  if (bracketed) text = bracketed[1]!
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'))
  text = text.toLowerCase().replace(/%.*$/, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (mapped) text = mapped[1]!
  return isIP(text) === 0 ? undefined : text
}

/**
 * Whether a `trustedProxies` entry is an address (`10.0.0.2`, `::1`) or a range of them
 * (`10.0.0.0/8`, `fd00::/8`).
 */
export function isProxyEntry(entry: string): boolean {
  const [address = '', bits, extra] = entry.trim().split('/')
  const normalized = normalizeAddress(address)
  if (!normalized || extra !== undefined) return false
  if (bits === undefined) return true
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(normalized) === 6 ? 128 : 32)
}

const proxyLists = new WeakMap<readonly string[], BlockList>()

/** The trusted proxies as a BlockList (addresses and `address/bits` ranges), built once per list. */
function proxyList(trustedProxies: readonly string[]): BlockList {
  let list = proxyLists.get(trustedProxies)
  if (list) return list
  list = new BlockList()
  for (const entry of trustedProxies) {
    const [address = '', bits] = entry.split('/')
    const normalized = normalizeAddress(address)
    if (!normalized) continue
    const family = isIP(normalized) === 6 ? 'ipv6' : 'ipv4'
    if (bits === undefined) list.addAddress(normalized, family)
    else list.addSubnet(normalized, Number(bits), family)
  }
  proxyLists.set(trustedProxies, list)
  return list
}

/** Whether an address (normalised) is one of the trusted proxies. */
function isTrusted(address: string, trustedProxies: readonly string[]): boolean {
  return proxyList(trustedProxies).check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')
}

/** The entries of `X-Forwarded-For`, left (the first client) to right (the last proxy's peer). */
function forwardedFor(req: IncomingMessage): string[] {
  const header = req.headers['x-forwarded-for']
  const text = Array.isArray(header) ? header.join(',') : (header ?? '')
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
}

/**
 * The address of the client a request comes from. That is the socket's peer, unless the peer
 * is one of `trustedProxies` (addresses or `address/bits` ranges, see the `trustedProxies`
 * limit): then `X-Forwarded-For` is read from the right, skipping the trusted proxies, and
 * the first address that is not one is the client's. Anyone can send the header, so it is
 * never believed from any other peer; and its left part is whatever the client wrote, so only
 * the hops our own proxies added count.
 * @returns a normalised IP address (see {@link normalizeAddress}), or `unknown` for a socket
 *   without an address.
 */
export function clientAddress(req: IncomingMessage, trustedProxies: readonly string[]): string {
  const peer = normalizeAddress(req.socket.remoteAddress ?? '')
  if (!peer) return 'unknown'
  if (trustedProxies.length === 0 || !isTrusted(peer, trustedProxies)) return peer
  let client = peer
  for (const entry of forwardedFor(req).reverse()) {
    const address = normalizeAddress(entry)
    // A hop that is not an address was not written by a proxy of ours: stop at the last good one.
    if (!address) break
    client = address
    if (!isTrusted(address, trustedProxies)) break
  }
  return client
}

/**
 * The group of addresses one client is counted as for rate limits: an IPv4 address itself,
 * an IPv6 address its /64 network (one subscriber usually gets a whole /64, and could
 * otherwise take a fresh address for every attempt).
 */
export function addressGroup(address: string): string {
  if (isIP(address) !== 6) return address
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`
}

/** The eight 16-bit groups of an IPv6 address, in lower-case hex without leading zeros. */
function expandIpv6(address: string): string[] {
  let text = address
  // An embedded IPv4 tail (`::ffff:1.2.3.4`, `64:ff9b::1.2.3.4`) becomes two groups.
  const ipv4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (ipv4) {
    const [a, b, c, d] = ipv4.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, ipv4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const left = head === '' ? [] : head.split(':')
  const right = tail === undefined || tail === '' ? [] : tail.split(':')
  const zeros = tail === undefined ? [] : Array.from({length: 8 - left.length - right.length}, () => '0')
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16).toString(16))
}
