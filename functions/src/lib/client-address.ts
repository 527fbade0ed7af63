import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client a limit applies to, from the request's source address: an IPv4 address as it is, an IPv6 address by
 * its /64 network (one subscriber is given a whole /64, so single IPv6 addresses cost an attacker nothing).
 */
export function clientAddressKey(ip: string): string {
  const address = ip.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return 'unknown';
  const [head, tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
