/**
 * Operations on lists and tuples beyond the basic ones: element-wise pairs of lists, neighbours,
 * rotations and slices, columns of rows, the n smallest or largest, runs and counts, sorting by a part.
 * A Python list stays a list and a tuple a tuple where Python keeps them so.
 */
import { dedupe, items, nums, SHORT, numSeq1, seq1, sorted, sortKey, type Op } from './op-kit.js';
import { num, pyEqual, PyFloat, PyTuple, type PyValue } from './py-value.js';

const isTuple = (v: PyValue) => v instanceof PyTuple;
/** Python's + and * on two numbers of the same list (int unless a float is involved). */
const pairwise = (f: (x: number, y: number) => number | undefined) => (a: PyValue, b: PyValue) => {
  const xs = items(a);
  const ys = items(b);
  if (!xs || !ys || !xs.length) return undefined;
  const out: PyValue[] = [];
  for (let i = 0; i < Math.min(xs.length, ys.length); i++) {
    const x = num(xs[i]);
    const y = num(ys[i]);
    if (x === null || y === null || typeof xs[i] === 'boolean' || typeof ys[i] === 'boolean') return undefined;
    const r = f(x, y);
    if (r === undefined || !Number.isFinite(r)) return undefined;
    out.push(xs[i] instanceof PyFloat || ys[i] instanceof PyFloat ? new PyFloat(r) : r);
  }
  return out;
};
const neighbours = (f: (x: number, y: number) => number) => numSeq1((xs, float) => (xs.length < 2 ? undefined : xs.slice(1).map((y, i) => (float ? new PyFloat(f(xs[i], y)) : f(xs[i], y)))));
const slice = (v: PyValue, f: (xs: readonly PyValue[]) => PyValue[]): PyValue | undefined => {
  if (typeof v === 'string') return f([...v]).join('');
  const xs = items(v);
  if (!xs) return undefined;
  return isTuple(v) ? new PyTuple(f(xs)) : Array.isArray(v) ? f(xs) : undefined;
};
const nat = (k: PyValue): number | undefined => (typeof k === 'number' && Number.isInteger(k) && k >= 0 ? k : undefined);
const sortBy = (key: (v: PyValue) => PyValue | undefined) =>
  seq1((xs) => {
    const keys = xs.map(key);
    if (keys.some((k) => k === undefined)) return undefined;
    const order = xs.map((_, i) => i);
    let bad = false;
    order.sort((i, j) => {
      const k = sortKey(keys[i]!, keys[j]!);
      if (k === undefined) bad = true;
      return k ?? 0;
    });
    return bad ? undefined : order.map((i) => xs[i]);
  });
const part = (i: number) => (v: PyValue): PyValue | undefined => {
  const xs = typeof v === 'string' ? [...v] : items(v);
  if (!xs?.length) return undefined;
  return xs[i < 0 ? xs.length + i : i];
};
const countOf = (xs: readonly PyValue[], x: PyValue) => xs.filter((y) => pyEqual(x, y)).length;
const runs = (xs: readonly PyValue[]): PyValue[][] => {
  const out: PyValue[][] = [];
  for (const x of xs) {
    const last = out.at(-1);
    if (last && pyEqual(last[0], x)) last.push(x);
    else out.push([x]);
  }
  return out;
};

export const LIST_OPS: readonly Op[] = [
  { name: 'rotate_right', args: ['seq', 'num'], out: 'seq', ref: (a, k) => { const n = nat(k); return n === undefined || !Array.isArray(a) || n > a.length ? undefined : [...a.slice(a.length - n), ...a.slice(0, a.length - n)]; }, py: (a, k) => `${a}[len(${a}) - ${k}:] + ${a}[:len(${a}) - ${k}]`, words: /\brotat\w*(?: \w+){0,4} right|\bright (?:rotat|shift)|\bshift\w*(?: \w+){0,4} right/i },
  { name: 'odd_positions', args: ['any'], out: 'seq', ref: (a) => slice(a, (xs) => xs.filter((_, i) => i % 2 === 1)), py: (a) => `${a}[1::2]`, js: (a) => `${a}.filter((_, i) => i % 2 === 1)`, words: /\bodd (?:indices|indexes|positions|places)/i },
  { name: 'middle', args: ['seq'], out: 'num', ref: seq1((xs) => (xs.length ? xs[Math.floor(xs.length / 2)] : undefined)), py: (a) => `${a}[len(${a}) // 2]`, js: (a) => `${a}[Math.floor(${a}.length / 2)]`, words: /\b(?:middle|cent(?:re|er|ral))\b/i },
  { name: 'pair', args: ['any', 'any'], out: 'seq', ref: (a, b) => new PyTuple([a, b]), py: (a, b) => `(${a}, ${b})`, js: (a, b) => `[${a}, ${b}]`, words: /\b(?:tuple|pair)\b/i },
  { name: 'longer_than', args: ['seq', 'num'], out: 'seq', ref: (a, k) => { const xs = items(a); return xs && typeof k === 'number' && xs.every((x) => typeof x === 'string') ? xs.filter((x) => [...(x as string)].length > k) : undefined; }, py: (a, k) => `[x for x in ${a} if len(x) > ${k}]`, js: (a, k) => `${a}.filter((x) => [...x].length > ${k})`, words: /\b(?:longer|more characters|length (?:greater|more|larger)) than/i },
  { name: 'shorter_than', args: ['seq', 'num'], out: 'seq', ref: (a, k) => { const xs = items(a); return xs && typeof k === 'number' && xs.every((x) => typeof x === 'string') ? xs.filter((x) => [...(x as string)].length < k) : undefined; }, py: (a, k) => `[x for x in ${a} if len(x) < ${k}]`, js: (a, k) => `${a}.filter((x) => [...x].length < ${k})`, words: /\b(?:shorter|fewer characters|length (?:less|smaller)) than/i },
  { name: 'above', args: ['seq', 'num'], out: 'seq', ref: (a, k) => { const x = num(k); return x === null || typeof k === 'boolean' ? undefined : numSeq1((xs) => items(a)!.filter((_, i) => xs[i] > x))(a); }, py: (a, k) => `[x for x in ${a} if x > ${k}]`, js: (a, k) => `${a}.filter((x) => x > ${k})`, words: /\b(?:greater|larger|bigger|more|higher) than|\babove|\bexceed/i },
  { name: 'below', args: ['seq', 'num'], out: 'seq', ref: (a, k) => { const x = num(k); return x === null || typeof k === 'boolean' ? undefined : numSeq1((xs) => items(a)!.filter((_, i) => xs[i] < x))(a); }, py: (a, k) => `[x for x in ${a} if x < ${k}]`, js: (a, k) => `${a}.filter((x) => x < ${k})`, words: /\b(?:less|smaller|lower|fewer) than|\bbelow|\bunder\b/i },
  { name: 'last_or_none', args: ['seq'], out: 'any', ref: seq1((xs) => (xs.length ? xs[xs.length - 1] : null)), py: (a) => `${a}[-1] if ${a} else None`, infix: true, prec: 1, forEmpty: true, words: /\blast/i },
  { name: 'first_or_none', args: ['seq'], out: 'any', ref: seq1((xs) => (xs.length ? xs[0] : null)), py: (a) => `${a}[0] if ${a} else None`, infix: true, prec: 1, forEmpty: true, words: /\bfirst/i },
  { name: 'max_or_none', args: ['seq'], out: 'any', ref: numSeq1((xs) => (xs.length ? Math.max(...xs) : null)), py: (a) => `max(${a}, default=None)`, forEmpty: true, words: /\b(?:max|largest|biggest|greatest|highest|longest)/i },
  { name: 'min_or_none', args: ['seq'], out: 'any', ref: numSeq1((xs) => (xs.length ? Math.min(...xs) : null)), py: (a) => `min(${a}, default=None)`, forEmpty: true, words: /\b(?:min|smallest|lowest|least|shortest)/i },
  { name: 'non_negatives', args: ['seq'], out: 'seq', ref: numSeq1((xs) => xs.filter((x) => x >= 0)), py: (a) => `[x for x in ${a} if x >= 0]`, js: (a) => `${a}.filter((x) => x >= 0)`, words: /\b(?:remov|drop|delet|discard|filter(?:s|ing)? out|exclud|strip)\w* (?:\w+ ){0,2}negative|\bnon-?negative/i },
  { name: 'scale_each', args: ['seq', 'num'], out: 'seq', ref: (a, k) => { const x = num(k); return x === null || typeof k === 'boolean' ? undefined : numSeq1((xs, f) => xs.map((v) => (f || k instanceof PyFloat ? new PyFloat(v * x) : v * x)))(a); }, py: (a, k) => `[x * ${k} for x in ${a}]`, js: (a, k) => `${a}.map((x) => x * ${k})`, words: /\b(?:doubl|tripl|multipl|times|scal|twice|thrice)/i },
  { name: 'max_or', args: ['seq', 'num'], out: 'num', ref: (a, k) => { const xs = nums(a); return xs && typeof k === 'number' && !items(a)!.some((v) => v instanceof PyFloat) ? (xs.length ? Math.max(...xs) : k) : undefined; }, py: (a, k) => `max(${a}, default=${k})`, forEmpty: true, words: /\b(?:max|largest|biggest|greatest|highest|longest)/i },
  { name: 'min_or', args: ['seq', 'num'], out: 'num', ref: (a, k) => { const xs = nums(a); return xs && typeof k === 'number' && !items(a)!.some((v) => v instanceof PyFloat) ? (xs.length ? Math.min(...xs) : k) : undefined; }, py: (a, k) => `min(${a}, default=${k})`, forEmpty: true, words: /\b(?:min|smallest|lowest|least|shortest)/i },
  { name: 'add_each', args: ['seq', 'seq'], out: 'seq', ref: pairwise((x, y) => x + y), py: (a, b) => `[x + y for x, y in zip(${a}, ${b})]`, js: (a, b) => `${a}.map((x, i) => x + ${b}[i])`, words: /\b(?:add|sum)/i },
  { name: 'sub_each', args: ['seq', 'seq'], out: 'seq', ref: pairwise((x, y) => x - y), py: (a, b) => `[x - y for x, y in zip(${a}, ${b})]`, js: (a, b) => `${a}.map((x, i) => x - ${b}[i])`, words: /\b(?:subtract|substract|difference)/i },
  { name: 'mul_each', args: ['seq', 'seq'], out: 'seq', ref: pairwise((x, y) => x * y), py: (a, b) => `[x * y for x, y in zip(${a}, ${b})]`, js: (a, b) => `${a}.map((x, i) => x * ${b}[i])`, words: /\bmultipl/i },
  { name: 'mod_each', args: ['seq', 'seq'], out: 'seq', ref: pairwise((x, y) => (y === 0 ? undefined : x - y * Math.floor(x / y))), py: (a, b) => `[x % y for x, y in zip(${a}, ${b})]`, words: /\bmodul/i },
  { name: 'adjacent_products', args: ['seq'], out: 'seq', ref: neighbours((x, y) => x * y), py: (a) => `[x * y for x, y in zip(${a}, ${a}[1:])]`, js: (a) => `${a}.slice(1).map((y, i) => ${a}[i] * y)`, words: /^(?=.*\b(?:consecutive|adjacent))(?=.*\bmultipl)/i },
  { name: 'adjacent_sums', args: ['seq'], out: 'seq', ref: neighbours((x, y) => x + y), py: (a) => `[x + y for x, y in zip(${a}, ${a}[1:])]`, js: (a) => `${a}.slice(1).map((y, i) => ${a}[i] + y)`, words: /^(?=.*\b(?:consecutive|adjacent))(?=.*\b(?:add|sum))/i },
  { name: 'adjacent_pairs', args: ['seq'], out: 'seq', ref: seq1((xs) => xs.slice(1).map((y, i) => new PyTuple([xs[i], y]))), py: (a) => `list(zip(${a}, ${a}[1:]))`, words: /\b(?:consecutive|adjacent) (?:items|elements|pairs)|\bpairs of consecutive|pair ?wise/i },
  { name: 'swap_ends', args: ['seq'], out: 'seq', ref: (a) => (Array.isArray(a) && a.length >= 2 ? [a[a.length - 1], ...a.slice(1, -1), a[0]] : undefined), py: (a) => `${a}[-1:] + ${a}[1:-1] + ${a}[:1]`, js: (a) => `[...${a}.slice(-1), ...${a}.slice(1, -1), ...${a}.slice(0, 1)]`, words: /\b(?:interchange|swap|exchange)\b.*\bfirst and last/i },
  { name: 'rotate_left', args: ['any', 'num'], out: 'seq', ref: (a, k) => { const n = nat(k); return n === undefined ? undefined : slice(a, (xs) => [...xs.slice(n), ...xs.slice(0, n)]); }, py: (a, k) => `${a}[${k}:] + ${a}[:${k}]`, words: /\b(?:rotat|shift|move|add the first part to the end)/i },
  { name: 'every_nth', args: ['any', 'num'], out: 'seq', ref: (a, k) => { const n = nat(k); return !n ? undefined : slice(a, (xs) => xs.filter((_, i) => i % n === 0)); }, py: (a, k) => `${a}[::${k}]`, js: (a, k) => `${a}.filter((_, i) => i % ${k} === 0)`, words: /\b(?:nth|every|alternate|even (?:indices|indexes|positions|places))/i },
  { name: 'take', args: ['any', 'num'], out: 'seq', ref: (a, k) => { const n = nat(k); return n === undefined ? undefined : slice(a, (xs) => xs.slice(0, n)); }, py: (a, k) => `${a}[:${k}]`, js: (a, k) => `${a}.slice(0, ${k})`, words: /\bfirst (?:n|k|\w+ (?:elements|items|characters))\b/i },
  { name: 'reverse_upto', args: ['seq', 'num'], out: 'seq', ref: (a, k) => { const n = nat(k); return n === undefined || !Array.isArray(a) ? undefined : [...a.slice(0, n).reverse(), ...a.slice(n)]; }, py: (a, k) => `${a}[:${k}][::-1] + ${a}[${k}:]`, js: (a, k) => `[...${a}.slice(0, ${k}).reverse(), ...${a}.slice(${k})]`, words: /^(?=.*\brevers)(?=.*\b(?:upto|up to|position))/i },
  { name: 'smallest_n', args: ['seq', 'num'], out: 'seq', ref: (a, k) => { const n = nat(k); const s = items(a) && sorted(items(a)!); return n === undefined || !s ? undefined : s.slice(0, n); }, py: (a, k) => `sorted(${a})[:${k}]`, words: /\b(?:smallest|lowest|cheap|minimum)/i },
  { name: 'largest_n', args: ['seq', 'num'], out: 'seq', ref: (a, k) => { const n = nat(k); const s = items(a) && sorted(items(a)!); return n === undefined || !s ? undefined : s.reverse().slice(0, n); }, py: (a, k) => `sorted(${a}, reverse=True)[:${k}]`, words: /\b(?:largest|biggest|highest|expensive|maximum)/i },
  { name: 'column', args: ['seq', 'num'], out: 'seq', ref: (a, k) => { const rows = items(a); const n = nat(k); if (!rows || n === undefined) return undefined; const out = rows.map((r) => items(r)?.[n]); return out.every((v) => v !== undefined) ? (out as PyValue[]) : undefined; }, py: (a, k) => `[row[${k}] for row in ${a}]`, js: (a, k) => `${a}.map((row) => row[${k}])`, words: /\b(?:column|index|kth|nth|specified)/i },
  { name: 'firsts', args: ['seq'], out: 'seq', ref: seq1((xs) => { const out = xs.map(part(0)); return out.every((v) => v !== undefined) ? (out as PyValue[]) : undefined; }), py: (a) => `[x[0] for x in ${a}]`, js: (a) => `${a}.map((x) => x[0])`, words: /\bfirst (?:element|item)s? (?:of|in|from) (?:each|every)/i },
  { name: 'lasts', args: ['seq'], out: 'seq', ref: seq1((xs) => { const out = xs.map(part(-1)); return out.every((v) => v !== undefined) ? (out as PyValue[]) : undefined; }), py: (a) => `[x[-1] for x in ${a}]`, js: (a) => `${a}.map((x) => x[x.length - 1])`, words: /\blast (?:element|item)s? (?:of|in|from) (?:each|every)/i },
  { name: 'lens', args: ['seq'], out: 'seq', ref: seq1((xs) => { const out = xs.map((x) => (typeof x === 'string' ? [...x].length : items(x)?.length)); return out.every((v) => v !== undefined) ? (out as PyValue[]) : undefined; }), py: (a) => `[len(x) for x in ${a}]`, js: (a) => `${a}.map((x) => x.length)`, words: /\b(?:length|longest|shortest|len)\b/i },
  { name: 'reverse_each', args: ['seq'], out: 'seq', ref: seq1((xs) => { const out = xs.map((x) => slice(x, (ys) => [...ys].reverse())); return out.every((v) => v !== undefined) ? (out as PyValue[]) : undefined; }), py: (a) => `[x[::-1] for x in ${a}]`, words: /\brevers\w* (?:each|every|all)/i },
  { name: 'sort_each', args: ['seq'], out: 'seq', ref: seq1((xs) => { const out = xs.map((x) => (items(x) ? sorted(items(x)!) : undefined)); return out.every((v) => v !== undefined) ? (out as PyValue[]) : undefined; }), py: (a) => `[sorted(x) for x in ${a}]`, words: /\bsort\w* (?:each|every|all)/i },
  { name: 'flatten', args: ['seq'], out: 'seq', ref: seq1((xs) => { const out = xs.map(items); return out.every((v) => v !== undefined) ? out.flatMap((v) => [...v!]) : undefined; }), py: (a) => `[x for part in ${a} for x in part]`, js: (a) => `${a}.flat()`, words: /\bflatten/i },
  { name: 'sort_by_last', args: ['seq'], out: 'seq', ref: sortBy(part(-1)), py: (a) => `sorted(${a}, key=lambda x: x[-1])`, words: /^(?=.*\bsort)(?=.*\blast)/i },
  { name: 'sort_by_first', args: ['seq'], out: 'seq', ref: sortBy(part(0)), py: (a) => `sorted(${a}, key=lambda x: x[0])`, words: /^(?=.*\bsort)(?=.*\bfirst)/i },
  { name: 'sort_by_second', args: ['seq'], out: 'seq', ref: sortBy(part(1)), py: (a) => `sorted(${a}, key=lambda x: x[1])`, words: /^(?=.*\bsort)(?=.*\bsecond)/i },
  { name: 'max_by_sum', args: ['seq'], out: 'seq', ref: seq1((xs) => { const sums = xs.map((x) => numSeq1((ys) => ys.reduce((s, y) => s + y, 0))(x)); if (!xs.length || sums.some((s) => s === undefined)) return undefined; const best = Math.max(...(sums as number[])); return xs[sums.indexOf(best)]; }), py: (a) => `max(${a}, key=sum)`, words: /^(?=.*\bsum)(?=.*\b(?:highest|maximum|largest|max)\b)/i },
  { name: 'mean', args: ['seq'], out: 'num', ref: numSeq1((xs) => (xs.length ? new PyFloat(xs.reduce((s, x) => s + x, 0) / xs.length) : undefined)), py: (a) => `sum(${a}) / len(${a})`, js: (a) => `${a}.reduce((s, x) => s + x, 0) / ${a}.length`, words: /\b(?:average|mean)\b/i },
  { name: 'singles', args: ['seq'], out: 'seq', ref: seq1((xs) => (xs.length > SHORT ? undefined : xs.filter((x) => countOf(xs, x) === 1))), py: (a) => `[x for x in ${a} if ${a}.count(x) == 1]`, js: (a) => `${a}.filter((x) => ${a}.filter((y) => y === x).length === 1)`, words: /\b(?:unique|once|non-?repeat|duplicate)/i },
  { name: 'most_common', args: ['any'], out: 'num', ref: (a) => { const xs = typeof a === 'string' ? [...a] : items(a); if (!xs?.length || xs.length > SHORT) return undefined; let best = xs[0]; for (const x of xs) if (countOf(xs, x) > countOf(xs, best)) best = x; return best; }, py: (a) => `collections.Counter(${a}).most_common(1)[0][0]`, imports: ['collections'], words: /\b(?:most common|most frequent|most repeated|maximum occurrences|max(?:imum)? occurr|most occurr)/i },
  { name: 'dedupe_runs', args: ['seq'], out: 'seq', ref: seq1((xs) => runs(xs).map((r) => r[0])), py: (a) => `[x for x, _ in itertools.groupby(${a})]`, imports: ['itertools'], words: /\bconsecutive duplicates?\b/i },
  { name: 'pack_runs', args: ['seq'], out: 'seq', ref: seq1((xs) => runs(xs)), py: (a) => `[list(group) for _, group in itertools.groupby(${a})]`, imports: ['itertools'], words: /^(?=.*\bconsecutive duplicates?\b)(?=.*\b(?:pack|sublists|group))/i },
  { name: 'is_subset', args: ['seq', 'seq'], out: 'bool', ref: (a, b) => { const xs = items(a); const ys = items(b); return xs && ys && xs.length * ys.length < SHORT * SHORT ? ys.every((y) => xs.some((x) => pyEqual(x, y))) : undefined; }, py: (a, b) => `all(x in ${a} for x in ${b})`, js: (a, b) => `${b}.every((x) => ${a}.includes(x))`, words: /\bsubset/i },
  { name: 'any_shared', args: ['seq', 'seq'], out: 'bool', ref: (a, b) => { const xs = items(a); const ys = items(b); return xs && ys && xs.length * ys.length < SHORT * SHORT ? xs.some((x) => ys.some((y) => pyEqual(x, y))) : undefined; }, py: (a, b) => `any(x in ${b} for x in ${a})`, js: (a, b) => `${a}.some((x) => ${b}.includes(x))`, words: /\b(?:any|present|overlap)/i },
  { name: 'all_true', args: ['seq'], out: 'bool', ref: seq1((xs) => (xs.every((x) => typeof x === 'boolean') ? xs.every(Boolean) : undefined)), py: (a) => `all(${a})`, js: (a) => `${a}.every(Boolean)`, words: /\b(?:all|valid)\b/i },
  { name: 'extend', args: ['seq', 'seq'], out: 'seq', ref: (a, b) => { const ys = items(b); return Array.isArray(a) && ys ? [...a, ...ys] : undefined; }, py: (a, b) => `${a} + list(${b})`, js: (a, b) => `[...${a}, ...${b}]`, words: /\b(?:add|append|concatenat|extend|combine|join)/i },
  { name: 'item_at', args: ['seq', 'num'], out: 'num', ref: (a, k) => { const xs = items(a); const n = typeof k === 'number' && Number.isInteger(k) ? k : undefined; return xs && n !== undefined && n < xs.length && n >= -xs.length ? xs[n < 0 ? xs.length + n : n] : undefined; }, py: (a, k) => `${a}[${k}]`, js: (a, k) => `${a}.at(${k})`, words: /\b(?:index|item|access|element at|position)/i },
  { name: 'ends', args: ['seq'], out: 'seq', ref: seq1((xs) => (xs.length ? new PyTuple([xs[0], xs[xs.length - 1]]) : undefined)), py: (a) => `(${a}[0], ${a}[-1])`, words: /\b(?:first and last|initial and last|front and rear)/i },
  { name: 'all_same', args: ['any'], out: 'bool', ref: (a) => { const xs = typeof a === 'string' ? [...a] : items(a); return xs && xs.length <= SHORT ? dedupe(xs).length <= 1 : undefined; }, py: (a) => `len(set(${a})) <= 1`, js: (a) => `new Set(${a}).size <= 1`, words: /\b(?:same|only one distinct|identical|all equal)/i },
];
