/**
 * Where an invariant looks in a state: a JSON pointer (`/users/0/email`, RFC 6901) whose segments may be
 * `*` (every element or member), also written the dotted way (`users[*].email`, `$.users.*.email`).
 * Every selected value comes with the pointer it was found at, so a violation can name its place.
 */

export interface Located {
  pointer: string;
  value: unknown;
}

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** The segments of a path, or null when it cannot be read. `''`, `/`, `$` and `.` are the whole state. */
export function parsePath(path: string): string[] | null {
  const p = path.trim();
  if (p === '' || p === '/' || p === '$' || p === '.') return [];
  if (p.startsWith('/')) return p.slice(1).split('/').map(unescape);
  const dotted = p.replace(/^\$\.?/, '');
  const out: string[] = [];
  const re = /([^.[\]]+)|\[(\*|\d+|'[^']*'|"[^"]*")\]/g;
  let at = 0;
  for (let m = re.exec(dotted); m; m = re.exec(dotted)) {
    const between = dotted.slice(at, m.index);
    if (between !== '' && between !== '.') return null;
    out.push(m[1] ?? m[2].replace(/^['"]|['"]$/g, ''));
    at = re.lastIndex;
  }
  return at === dotted.length ? out : null;
}

export function pointerOf(segments: readonly string[]): string {
  return segments.map((s) => `/${escape(s)}`).join('');
}

function children(value: unknown, pointer: string): Located[] {
  if (Array.isArray(value)) return value.map((v, i) => ({ pointer: `${pointer}/${i}`, value: v }));
  if (value && typeof value === 'object') return Object.entries(value).map(([k, v]) => ({ pointer: `${pointer}/${escape(k)}`, value: v }));
  return [];
}

function child(value: unknown, segment: string, pointer: string): Located | null {
  if (Array.isArray(value)) {
    if (!/^(0|[1-9]\d*)$/.test(segment) || Number(segment) >= value.length) return null;
    return { pointer: `${pointer}/${segment}`, value: value[Number(segment)] };
  }
  if (value && typeof value === 'object' && Object.prototype.hasOwnProperty.call(value, segment)) {
    return { pointer: `${pointer}/${escape(segment)}`, value: (value as Record<string, unknown>)[segment] };
  }
  return null;
}

/** Every value the segments select (wildcards fan out), in document order. */
export function select(state: unknown, segments: readonly string[], base = ''): Located[] {
  let current: Located[] = [{ pointer: base, value: state }];
  for (const segment of segments) {
    const next: Located[] = [];
    for (const here of current) {
      if (segment === '*') next.push(...children(here.value, here.pointer));
      else {
        const c = child(here.value, segment, here.pointer);
        if (c) next.push(c);
      }
    }
    current = next;
  }
  return current;
}

/**
 * The items an invariant ranges over: the selected values, where one selected array (not reached through
 * a trailing `*`) stands for its elements. `found` is false when a path without wildcards is absent.
 */
export function items(state: unknown, segments: readonly string[]): { items: Located[]; found: boolean } {
  const selected = select(state, segments);
  const wildcard = segments.includes('*');
  if (!wildcard && selected.length === 1 && Array.isArray(selected[0].value)) return { items: children(selected[0].value, selected[0].pointer), found: true };
  return { items: selected, found: wildcard || selected.length > 0 };
}

/** A member inside an item by a relative path (`email`, `address.city`, `/address/city`). */
export function within(item: Located, key: readonly string[]): Located | null {
  const found = select(item.value, key, item.pointer);
  return found.length === 1 ? found[0] : null;
}
