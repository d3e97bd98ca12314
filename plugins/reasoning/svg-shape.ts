/**
 * The shape an SVG path draws. The path's commands (M, L, H, V, A, Z, absolute or relative) become segments
 * between points; the segments must form one chain. A closed chain of k straight sides is a k-gon (four
 * sides are told apart: square, rectangle, rhombus, kite, trapezoid); arcs make a circle or ellipse (a
 * closed curve of arcs with one radius, or two) or a sector (two radii and an arc). An open chain of one
 * straight segment is a line. Anything else is described, not guessed.
 */
import { decline } from '../../src/solving/solver.js';
import { plain, readOptions, withOption } from './options.js';
import type { Outcome } from '../../src/plugin-api.js';
import type { Family } from './family.js';

type P = [number, number];
interface Seg { a: P; b: P; arc?: { rx: number; ry: number } }

const NAMES: Record<number, string> = { 3: 'triangle', 4: 'quadrilateral', 5: 'pentagon', 6: 'hexagon', 7: 'heptagon', 8: 'octagon', 9: 'nonagon', 10: 'decagon' };
const EPS = 1e-6;
const key = ([x, y]: P) => `${Math.round(x * 1000) / 1000},${Math.round(y * 1000) / 1000}`;
const dist = (a: P, b: P) => Math.hypot(a[0] - b[0], a[1] - b[1]);
const near = (a: number, b: number, tol = 5e-3) => Math.abs(a - b) <= tol * Math.max(1, Math.abs(a), Math.abs(b));

function segments(d: string): Seg[] | string {
  const toks = d.match(/[MLHVAZCSQTmlhvaczsqt]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  const segs: Seg[] = [];
  let cur: P = [0, 0];
  let start: P = [0, 0];
  let cmd = '';
  let i = 0;
  const num = () => {
    const t = toks[i++];
    if (t === undefined || /[A-Za-z]/.test(t)) throw new Error('missing number');
    return Number(t);
  };
  try {
    while (i < toks.length) {
      if (/[A-Za-z]/.test(toks[i])) cmd = toks[i++];
      else if (!cmd) return 'the path does not start with a command';
      const rel = cmd === cmd.toLowerCase();
      const C = cmd.toUpperCase();
      const base: P = rel ? cur : [0, 0];
      if (C === 'M') {
        cur = [base[0] + num(), base[1] + num()];
        start = cur;
        cmd = rel ? 'l' : 'L'; // further pairs after M are lines
      } else if (C === 'L') {
        const p: P = [base[0] + num(), base[1] + num()];
        segs.push({ a: cur, b: p });
        cur = p;
      } else if (C === 'H') {
        const p: P = [(rel ? cur[0] : 0) + num(), cur[1]];
        segs.push({ a: cur, b: p });
        cur = p;
      } else if (C === 'V') {
        const p: P = [cur[0], (rel ? cur[1] : 0) + num()];
        segs.push({ a: cur, b: p });
        cur = p;
      } else if (C === 'A') {
        const rx = Math.abs(num());
        const ry = Math.abs(num());
        num(), num(), num(); // rotation and the two flags do not change which shape it is
        const p: P = [base[0] + num(), base[1] + num()];
        segs.push({ a: cur, b: p, arc: { rx, ry } });
        cur = p;
      } else if (C === 'Z') {
        if (dist(cur, start) > EPS) segs.push({ a: cur, b: start });
        cur = start;
      } else return `the path uses ${cmd} (curves), which is not read`;
    }
  } catch {
    return 'a command is missing its numbers';
  }
  return segs.filter((s) => dist(s.a, s.b) > EPS);
}

/** The segments as one walk: a closed cycle or an open chain, each point visited once; null otherwise. */
function walk(segs: Seg[]): { points: P[]; order: Seg[]; closed: boolean } | null {
  const adj = new Map<string, Seg[]>();
  for (const s of segs) for (const p of [s.a, s.b]) adj.set(key(p), [...(adj.get(key(p)) ?? []), s]);
  const degrees = [...adj.values()].map((v) => v.length);
  if (degrees.some((d) => d > 2)) return null;
  const ends = [...adj.entries()].filter(([, v]) => v.length === 1).map(([k]) => k);
  if (ends.length !== 0 && ends.length !== 2) return null;
  const closed = ends.length === 0;
  let at = closed ? key(segs[0].a) : ends[0];
  const used = new Set<Seg>();
  const points: P[] = [];
  const order: Seg[] = [];
  for (;;) {
    const next = (adj.get(at) ?? []).find((s) => !used.has(s));
    const p = segs.flatMap((s) => [s.a, s.b]).find((q) => key(q) === at)!;
    points.push(p);
    if (!next) break;
    used.add(next);
    order.push(next);
    at = key(next.a) === at ? key(next.b) : key(next.a);
    if (closed && at === key(points[0])) break;
  }
  return used.size === segs.length ? { points, order, closed } : null;
}

function quadName(p: P[]): string {
  const side = p.map((q, i) => dist(q, p[(i + 1) % 4]));
  const dot = (i: number) => {
    const a = p[(i + 3) % 4];
    const b = p[i];
    const c = p[(i + 1) % 4];
    return (a[0] - b[0]) * (c[0] - b[0]) + (a[1] - b[1]) * (c[1] - b[1]);
  };
  const right = [0, 1, 2, 3].every((i) => Math.abs(dot(i)) <= 5e-3 * side[i] * side[(i + 3) % 4]);
  const allEqual = side.every((s) => near(s, side[0]));
  if (right) return allEqual ? 'square' : 'rectangle';
  if (allEqual) return 'rhombus';
  if ((near(side[0], side[1]) && near(side[2], side[3])) || (near(side[1], side[2]) && near(side[3], side[0]))) return 'kite';
  const parallel = (i: number, j: number) => {
    const u = [p[(i + 1) % 4][0] - p[i][0], p[(i + 1) % 4][1] - p[i][1]];
    const v = [p[(j + 1) % 4][0] - p[j][0], p[(j + 1) % 4][1] - p[j][1]];
    return Math.abs(u[0] * v[1] - u[1] * v[0]) <= 5e-3 * side[i] * side[j];
  };
  if (parallel(0, 2) && parallel(1, 3)) return 'parallelogram';
  if (parallel(0, 2) || parallel(1, 3)) return 'trapezoid';
  return 'quadrilateral';
}

/** Drops a vertex that sits on a straight line between its neighbours: it is not a corner. */
function corners(points: P[]): P[] {
  return points.filter((b, i) => {
    const a = points[(i + points.length - 1) % points.length];
    const c = points[(i + 1) % points.length];
    return Math.abs((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])) > 1e-9 * dist(a, c) * Math.max(1, dist(a, b));
  });
}

function classify(segs: Seg[]): { shape: string; why: string } | string {
  if (!segs.length) return 'the path draws nothing';
  const w = walk(segs);
  if (!w) return 'the path does not draw one connected outline (branches or separate pieces)';
  const arcs = w.order.filter((s) => s.arc);
  if (!w.closed) {
    if (w.order.length === 1 && !arcs.length) return { shape: 'line', why: `one straight segment from ${key(w.points[0])} to ${key(w.points[1])}` };
    return `an open path of ${w.order.length} segments, which is no closed shape`;
  }
  if (arcs.length === w.order.length) {
    const r = arcs[0].arc!;
    if (!arcs.every((s) => near(s.arc!.rx, r.rx) && near(s.arc!.ry, r.ry))) return 'arcs of different radii';
    return near(r.rx, r.ry) ? { shape: 'circle', why: `a closed curve of ${arcs.length} arcs of radius ${r.rx}` } : { shape: 'ellipse', why: `a closed curve of ${arcs.length} arcs with radii ${r.rx} and ${r.ry}` };
  }
  if (arcs.length === 1 && w.order.length === 3) {
    const arc = arcs[0];
    const centre = w.points.find((p) => key(p) !== key(arc.a) && key(p) !== key(arc.b))!;
    if (near(dist(centre, arc.a), dist(centre, arc.b)) && near(arc.arc!.rx, arc.arc!.ry)) return { shape: 'sector', why: `two radii of ${dist(centre, arc.a).toFixed(2)} from ${key(centre)} joined by an arc` };
    return 'two straight sides and an arc that do not make a sector';
  }
  if (arcs.length) return `a closed outline of ${w.order.length - arcs.length} straight sides and ${arcs.length} arcs`;
  const c = corners(w.points);
  const n = c.length;
  if (n < 3) return 'a closed path with no area';
  const name = n === 4 ? quadName(c) : NAMES[n] ?? `${n}-sided polygon`;
  return { shape: name, why: `a closed outline with ${n} corners: ${c.map(key).join(' → ')}` };
}

/** "How many sides …?", "Is it open or closed?": the property asked, answered before any shape name; null when none is asked. */
function property(withPath: string, segs: Seg[]): Outcome | null {
  // The question read around the path element: "Is the path <path …/> closed?"
  const stem = withPath.replace(/<path\b[^>]*>/gi, ' ').replace(/\s+/g, ' ');
  const sides = /\bhow many (sides|edges|corners|vertices)\b/i.exec(stem);
  const openClosed = /\b(?:open or closed|closed or open)\b/i.test(stem);
  const isIt = /\bis (?:it|the (?:path|shape|outline|figure))(?: [a-z]+){0,3}? (open|closed)\s*\?/i.exec(stem);
  if (!sides && !openClosed && !isIt) return null;
  const w = walk(segs);
  if (!w) return decline('svg-shape: the path does not draw one connected outline (branches or separate pieces)');
  if (openClosed || isIt) {
    const state = w.closed ? 'closed' : 'open';
    const why = `The path's ${w.order.length} segment${w.order.length === 1 ? '' : 's'} ${w.closed ? 'join up into one loop' : `leave two loose ends, ${key(w.points[0])} and ${key(w.points[w.points.length - 1])}`}.`;
    if (openClosed) return { content: `${state[0].toUpperCase()}${state.slice(1)}.\n${why}`, canonical: state };
    const yes = isIt![1].toLowerCase() === state ? 'Yes' : 'No';
    return { content: `${yes}, it is ${state}.\n${why}`, canonical: yes };
  }
  if (!w.closed || w.order.some((x) => x.arc)) return decline(`svg-shape: ${sides![1]} are counted on a closed outline of straight segments, and this path is ${w.closed ? 'partly curved' : 'open'}`);
  const c = corners(w.points);
  if (c.length < 3) return decline('svg-shape: a closed path with no area');
  return { content: `${c.length}\nA closed outline with ${c.length} corners (so ${c.length} sides): ${c.map(key).join(' → ')}.`, canonical: String(c.length) };
}

/** Names an option may use for the shape found (a square is also a rectangle, a kite, a rhombus…). */
const ALSO: Record<string, string[]> = {
  square: ['square', 'rectangle', 'rhombus', 'kite', 'quadrilateral', 'parallelogram'],
  rectangle: ['rectangle', 'parallelogram', 'quadrilateral'],
  rhombus: ['rhombus', 'kite', 'parallelogram', 'quadrilateral'],
  kite: ['kite', 'quadrilateral'],
  parallelogram: ['parallelogram', 'quadrilateral'],
  trapezoid: ['trapezoid', 'trapezium', 'quadrilateral'],
  circle: ['circle', 'ellipse'],
};

export const svgShape: Family = {
  name: 'svg-shape',
  detect: (t) => /<path\b[^>]*\bd\s*=|\bsvg path\b/i.test(t),
  solve(text: string): Outcome {
    const { stem, options } = readOptions(text);
    const d = stem.match(/\bd\s*=\s*"([^"]*)"/i) ?? stem.match(/\bd\s*=\s*'([^']*)'/i);
    if (!d) return decline('svg-shape: no path data (d="…") found');
    const segs = segments(d[1]);
    if (typeof segs === 'string') return decline(`svg-shape: ${segs}`);
    const asked = property(stem, segs);
    if (asked) return asked;
    const c = classify(segs);
    if (typeof c === 'string') return decline(`svg-shape: ${c}`);
    const names = ALSO[c.shape] ?? [c.shape];
    // With options, the most specific name offered is the answer; a square among "rectangle" and "kite" picks neither.
    if (options) {
      const offered = names.filter((n) => options.some((o) => plain(o.text) === n));
      if (offered.length > 1) return decline(`svg-shape: it is a ${c.shape}, and options ${offered.join(' and ')} both fit`);
      if (offered.length === 1) return withOption(options, offered[0], (o) => plain(o.text) === offered[0], `It draws ${c.why}: a ${c.shape}.`, 'svg-shape');
    }
    return withOption(options, c.shape, (o) => plain(o.text) === c.shape, `It draws ${c.why}.`, 'svg-shape');
  },
};
