/**
 * Which addresses the service may fetch from: only public unicast ones. Every other class (loopback,
 * private, link-local, unique-local, multicast, unspecified, cloud metadata, reserved, and IPv4 hidden in
 * IPv6 forms) is refused with its name, unless SVC_FETCH_ALLOW exempts the host or the address (tests only).
 */
import ipaddr from 'ipaddr.js';

type Ip = ipaddr.IPv4 | ipaddr.IPv6;

/** Cloud instance metadata endpoints (AWS, GCP, Azure, OpenStack; AWS over IPv6; Alibaba). */
const METADATA = ['169.254.169.254', '169.254.170.2', 'fd00:ec2::254', '100.100.100.200'].map((a) => ipaddr.parse(a).toNormalizedString());

const CLASS_NAMES: Readonly<Record<string, string>> = {
  loopback: 'loopback',
  private: 'private',
  linkLocal: 'link-local',
  uniqueLocal: 'unique-local',
  multicast: 'multicast',
  unspecified: 'unspecified',
  broadcast: 'broadcast',
  carrierGradeNat: 'shared (carrier-grade NAT)',
};

/** IPv6 forms that carry an IPv4 address: mapped ::ffff:a.b.c.d, translated, NAT64, 6to4, compatible ::a.b.c.d. */
function embeddedIpv4(ip: ipaddr.IPv6): ipaddr.IPv4 | null {
  if (ip.isIPv4MappedAddress()) return ip.toIPv4Address();
  const range = ip.range();
  const p = ip.parts;
  const v4 = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 255, lo >> 8, lo & 255]);
  if (range === 'rfc6145' || range === 'rfc6052') return v4(p[6]!, p[7]!);
  if (range === '6to4') return v4(p[1]!, p[2]!);
  if (p.slice(0, 6).every((x) => x === 0) && (p[6] !== 0 || p[7]! > 1)) return v4(p[6]!, p[7]!);
  return null;
}

/** Why an address may not be fetched from, or null when it is a public unicast address. */
export function blockedClass(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  const ip = ipaddr.parse(address);
  const normal = ip.toNormalizedString();
  if (METADATA.includes(normal)) return 'cloud metadata';
  if (ip.kind() === 'ipv6') {
    const v6 = ip as ipaddr.IPv6;
    const inner = embeddedIpv4(v6);
    if (inner) {
      const innerClass = blockedClass(inner.toString());
      return innerClass ? `IPv4-mapped ${innerClass}` : null;
    }
    const range = v6.range();
    if (range !== 'unicast') return CLASS_NAMES[range] ?? `reserved (${range})`;
    // Global unicast is 2000::/3; whatever else ipaddr.js calls unicast is unassigned or special.
    return (v6.parts[0]! & 0xe000) === 0x2000 ? null : 'reserved';
  }
  const range = (ip as ipaddr.IPv4).range();
  return range === 'unicast' ? null : (CLASS_NAMES[range] ?? `reserved (${range})`);
}

/** SVC_FETCH_ALLOW read once: host names (exact, case aside) and addresses or CIDR ranges. */
export interface FetchAllow {
  hosts: ReadonlySet<string>;
  ranges: readonly [Ip, number][];
}

export const ALLOW_NOTHING: FetchAllow = Object.freeze({ hosts: new Set<string>(), ranges: [] });

export function parseFetchAllow(value: string | undefined): FetchAllow {
  const hosts = new Set<string>();
  const ranges: [Ip, number][] = [];
  for (const raw of (value ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    const entry = raw.replace(/^\[|\]$/g, '');
    if (ipaddr.isValidCIDR(entry)) ranges.push(ipaddr.parseCIDR(entry));
    else if (ipaddr.isValid(entry)) {
      const ip = ipaddr.parse(entry);
      ranges.push([ip, ip.kind() === 'ipv4' ? 32 : 128]);
    } else if (/^[a-z0-9.-]+$/i.test(entry)) hosts.add(entry.toLowerCase());
    else throw new Error(`SVC_FETCH_ALLOW: "${raw}" is neither a host name, an address nor a CIDR range`);
  }
  return Object.freeze({ hosts, ranges: Object.freeze(ranges) });
}

/**
 * Whether an allow-list range names this address as written. An IPv4 entry never exempts an IPv6 form that
 * carries the same IPv4 address (mapped, NAT64, 6to4, compatible): those reach the host by another route (a
 * translator, a dual-stack socket), so each is exempt only when listed itself. IPv4 spellings (decimal,
 * octal, hex) are one address: the URL parser has made them dotted decimal before this is asked.
 */
function inRanges(address: string, ranges: FetchAllow['ranges']): boolean {
  const ip = ipaddr.parse(address);
  return ranges.some(([net, bits]) => net.kind() === ip.kind() && ip.match(net, bits));
}

/** Why `host` (as named in the URL) may not be reached at `address`, or null when it may. */
export function addressRefusal(host: string, address: string, allow: FetchAllow): string | null {
  const why = blockedClass(address);
  if (!why) return null;
  if (allow.hosts.has(host.toLowerCase()) || inRanges(address, allow.ranges)) return null;
  const bare = host.replace(/^\[|\]$/g, '');
  const kind = `${/^(IPv4|unspecified)/.test(why) ? 'an' : 'a'} ${why} address`;
  return ipaddr.isValid(bare) ? `${bare} is ${kind}` : `${host} resolves to ${address}, ${kind}`;
}
