/** The fetch guard: every blocked address class refused (written in the URL, resolved from a name, or reached by a redirect); limits kept. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebFixture, type WebFixture } from '../testing/web-fixtures.js';
import { ALLOW_NOTHING, blockedClass, parseFetchAllow } from './address-guard.js';
import { FetchRefused, SafeFetch, type Resolve } from './safe-fetch.js';

describe('blockedClass', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.9.9.9', 'loopback'],
    ['::1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.1.1', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['169.254.169.254', 'cloud metadata'],
    ['fd00:ec2::254', 'cloud metadata'],
    ['100.100.100.200', 'cloud metadata'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:169.254.169.254', 'IPv4-mapped cloud metadata'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback'],
    ['64:ff9b::a00:1', 'IPv4-mapped private'],
    ['2002:c0a8:0101::1', 'IPv4-mapped private'],
    ['::127.0.0.1', 'IPv4-mapped loopback'],
    ['100.64.0.1', 'shared (carrier-grade NAT)'],
    ['255.255.255.255', 'broadcast'],
  ])('%s is %s', (address, name) => {
    expect(blockedClass(address)).toBe(name);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('%s is public', (address) => {
    expect(blockedClass(address)).toBeNull();
  });

  it('reads SVC_FETCH_ALLOW as host names and ranges, and refuses anything else', () => {
    const allow = parseFetchAllow('localhost, 127.0.0.1, 10.0.0.0/8, [::1]');
    expect([...allow.hosts]).toEqual(['localhost']);
    expect(allow.ranges.map(([ip, bits]) => `${ip.toString()}/${bits}`)).toEqual(['127.0.0.1/32', '10.0.0.0/8', '::1/128']);
    expect(() => parseFetchAllow('http://x/')).toThrow(/SVC_FETCH_ALLOW: "http:\/\/x\/"/);
  });
});

async function refusal(fetcher: SafeFetch, url: string): Promise<string> {
  const err = await fetcher.fetch(url).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(FetchRefused);
  return (err as FetchRefused).reason;
}

describe('SafeFetch', () => {
  let web: WebFixture;
  const big = 'x'.repeat(5000);
  beforeAll(async () => {
    web = await startWebFixture([
      { path: '/page.html', title: 'Page', body: '<html><head><title>Page</title></head><body><p>Water boils at 100 degrees Celsius at sea level.</p></body></html>' },
      { path: '/to-metadata', title: '', body: '', redirect: 'http://169.254.169.254/latest/meta-data/' },
      { path: '/to-literal', title: '', body: '', redirect: '/page.html' },
      { path: '/r1', title: '', body: '', redirect: '/r2' },
      { path: '/r2', title: '', body: '', redirect: '/r3' },
      { path: '/r3', title: '', body: '', redirect: '/r4' },
      { path: '/r4', title: '', body: '', redirect: '/page.html' },
      { path: '/image.png', title: '', body: 'PNG', type: 'image/png' },
      { path: '/big.txt', title: '', body: big, type: 'text/plain' },
      { path: '/data.json', title: '', body: '{"boiling_point_c": 100}', type: 'application/json' },
      { path: '/gone', title: '', body: 'gone', status: 410, type: 'text/plain' },
      { path: '/hang', title: '', body: '', hang: true },
    ]);
  });
  afterAll(() => web.close());

  const guarded = new SafeFetch({ allow: ALLOW_NOTHING });
  afterAll(() => guarded.close());

  it.each([
    ['http://127.0.0.1:PORT/page.html', /127\.0\.0\.1 is a loopback address/],
    ['http://[::1]:PORT/page.html', /::1 is a loopback address/],
    ['http://[::ffff:127.0.0.1]:PORT/page.html', /IPv4-mapped loopback/],
    ['http://0.0.0.0:PORT/page.html', /unspecified/],
    ['http://10.0.0.1/', /private/],
    ['http://192.168.0.1/', /private/],
    ['http://169.254.10.10/', /link-local/],
    ['http://[fe80::1]/', /link-local/],
    ['http://[fd12::1]/', /unique-local/],
    ['http://224.0.0.251/', /multicast/],
    ['http://[ff02::1]/', /multicast/],
    ['http://169.254.169.254/latest/meta-data/', /cloud metadata/],
    ['http://[fd00:ec2::254]/latest/meta-data/', /cloud metadata/],
    ['http://[::ffff:169.254.169.254]/', /IPv4-mapped cloud metadata/],
    ['http://2130706433:PORT/', /loopback/],
    ['http://0x7f.1:PORT/', /loopback/],
  ])('refuses %s before connecting', async (url, why) => {
    expect(await refusal(guarded, url.replace('PORT', String(web.port)))).toMatch(why);
  });

  it('refuses a name that resolves to 127.0.0.1 when it is not allowed', async () => {
    expect(await refusal(guarded, `http://localhost:${web.port}/page.html`)).toMatch(/^localhost resolves to (127\.0\.0\.1|::1), a loopback address$/);
  });

  it('refuses a name when any of its addresses is blocked, whatever the resolver gives first', async () => {
    const names: Record<string, string[]> = { 'intranet.example': ['10.0.0.7'], 'mixed.example': ['93.184.216.34', '192.168.0.1'], 'meta.example': ['fd00:ec2::254'] };
    const resolve: Resolve = async (host) => (names[host] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    const f = new SafeFetch({ allow: ALLOW_NOTHING, resolve });
    try {
      expect(await refusal(f, 'http://intranet.example/')).toBe('intranet.example resolves to 10.0.0.7, a private address');
      expect(await refusal(f, 'http://mixed.example/')).toBe('mixed.example resolves to 192.168.0.1, a private address');
      expect(await refusal(f, 'https://meta.example/')).toBe('meta.example resolves to fd00:ec2::254, a cloud metadata address');
    } finally {
      await f.close();
    }
  });

  it.each([
    ['file:///etc/passwd', /scheme file is not fetched/],
    ['ftp://example.com/x', /scheme ftp is not fetched/],
    ['gopher://example.com/', /scheme gopher/],
    ['http://user:pw@example.com/', /credentials/],
    ['not a url', /not a valid absolute URL/],
  ])('refuses %s', async (url, why) => {
    expect(await refusal(guarded, url)).toMatch(why);
  });

  describe('with the fixture host allowed', () => {
    const byAddress = new SafeFetch({ allow: parseFetchAllow('127.0.0.1'), limits: { maxBytes: 1000, timeoutMs: 1500 } });
    const byName = new SafeFetch({ allow: parseFetchAllow('localhost') });
    afterAll(() => Promise.all([byAddress.close(), byName.close()]));

    it('reads an allowed page', async () => {
      const page = await byAddress.fetch(web.url('/page.html'));
      expect(page).toMatchObject({ kind: 'html', finalUrl: web.url('/page.html') });
      expect(page.body).toContain('Water boils at 100 degrees');
    });

    it.each([
      'http://[::ffff:127.0.0.1]:PORT/page.html',
      'http://[::ffff:7f00:1]:PORT/page.html',
      'http://[64:ff9b::7f00:1]:PORT/page.html',
      'http://[::127.0.0.1]:PORT/page.html',
      'http://[2002:7f00:1::1]:PORT/page.html',
    ])('still refuses %s: allowing 127.0.0.1 does not allow its IPv6 forms', async (url) => {
      expect(await refusal(byAddress, url.replace('PORT', String(web.port)))).toMatch(/is an IPv4-mapped loopback address$/);
    });

    it('reads the same IPv4 address however the URL spells it (the URL parser makes it 127.0.0.1)', async () => {
      for (const host of ['2130706433', '0x7f.1', '0177.0.0.1']) {
        expect((await byAddress.fetch(`http://${host}:${web.port}/page.html`)).finalUrl).toBe(web.url('/page.html'));
      }
    });

    it('exempts an IPv6 form only when that form is listed, and a CIDR entry only in its own family', async () => {
      const mapped = new SafeFetch({ allow: parseFetchAllow('::ffff:127.0.0.1, 10.0.0.0/8') });
      try {
        expect(await refusal(mapped, web.url('/page.html'))).toBe('127.0.0.1 is a loopback address');
        expect(await refusal(mapped, 'http://[::ffff:10.1.2.3]/')).toBe('::ffff:a01:203 is an IPv4-mapped private address');
        expect(await refusal(mapped, 'http://[64:ff9b::a01:203]/')).toMatch(/IPv4-mapped private address$/);
      } finally {
        await mapped.close();
      }
    });

    it('reads JSON', async () => {
      expect(await byAddress.fetch(web.url('/data.json'))).toMatchObject({ kind: 'json', body: '{"boiling_point_c": 100}' });
    });

    it('checks a redirect again: from an allowed host to the metadata address is refused', async () => {
      expect(await refusal(byAddress, web.url('/to-metadata'))).toBe('redirected to http://169.254.169.254/latest/meta-data/, which is refused: 169.254.169.254 is a cloud metadata address');
    });

    it('checks a redirect again: an allowed name redirecting to a blocked address literal is refused', async () => {
      const viaName = `http://localhost:${web.port}`;
      expect((await byName.fetch(`${viaName}/page.html`)).body).toContain('Water boils');
      const f = await startWebFixture([{ path: '/hop', title: '', body: '', redirect: web.url('/page.html') }]);
      try {
        expect(await refusal(byName, `http://localhost:${f.port}/hop`)).toBe(`redirected to ${web.url('/page.html')}, which is refused: 127.0.0.1 is a loopback address`);
      } finally {
        await f.close();
      }
    });

    it('follows at most 3 redirects', async () => {
      expect((await byAddress.fetch(web.url('/r2'))).finalUrl).toBe(web.url('/page.html'));
      expect(await refusal(byAddress, web.url('/r1'))).toBe('more than 3 redirects');
    });

    it('reads only HTML, plain text and JSON', async () => {
      expect(await refusal(byAddress, web.url('/image.png'))).toBe('the content type image/png is not read; only text/html, text/plain and JSON are');
    });

    it('stops at the size limit', async () => {
      expect(await refusal(byAddress, web.url('/big.txt'))).toBe('the page is larger than 1 KiB');
    });

    it('says when the server answers an error status', async () => {
      expect(await refusal(byAddress, web.url('/gone'))).toBe('the server answered HTTP 410');
    });

    it('gives up at the time limit', async () => {
      expect(await refusal(byAddress, web.url('/hang'))).toBe('no complete answer within 1.5 s');
    });
  });
});
