/** Roots of ax² + bx + c = 0 in exact form (surds and complex roots), each checked by substitution. */
import { root, rat } from './exact-value.js';
import { fractionText, gcdBig, q, ZERO, type Q } from './rational.js';

/** a + b·√m with m square-free (m = -1 is i); exact arithmetic for the substitution check. */
type Surd = { a: Q; b: Q; m: bigint };
const sMul = (x: Surd, y: Surd): Surd => ({ a: x.a.mul(y.a).add(x.b.mul(y.b).mul(q(x.m))), b: x.a.mul(y.b).add(x.b.mul(y.a)), m: x.m });
const sAdd = (x: Surd, y: Surd): Surd => ({ a: x.a.add(y.a), b: x.b.add(y.b), m: x.m });
const sScale = (x: Surd, k: Q): Surd => ({ a: x.a.mul(k), b: x.b.mul(k), m: x.m });

export interface QuadraticRoots {
  text: string;
  forms: string[];
  working: string[];
  verified: boolean;
}

export function solveQuadratic(a: Q, b: Q, c: Q, v: string): QuadraticRoots {
  const D = b.mul(b).sub(a.mul(c).mul(q(4)));
  const re = b.neg().div(a.mul(q(2)));
  const working = [`discriminant b² − 4ac = ${fractionText(D)}`];
  if (D.n === 0n) {
    const ok = a.mul(re).mul(re).add(b.mul(re)).add(c).n === 0n;
    const t = `${v} = ${fractionText(re)}`;
    return { text: t, forms: [t, `${v} = ${fractionText(re)} (double root)`], working: [...working, `one repeated root; substituting gives 0`], verified: ok };
  }
  // √|D| = k√m, so the roots are re ± (k/2a)√(±m).
  const s = root(rat(D.abs()), 2);
  const m = D.s < 0n ? -(s.rad ?? 1n) : s.rad ?? 1n;
  const im = s.q.div(a.mul(q(2))).abs();
  const roots: Surd[] = [{ a: re, b: im, m }, { a: re, b: im.neg(), m }];
  const ok = roots.every((x) => {
    const r = sAdd(sAdd(sScale(sMul(x, x), a), sScale(x, b)), { a: c, b: ZERO, m });
    return r.a.n === 0n && r.b.n === 0n;
  });
  let text: string;
  const forms: string[] = [];
  if (m === 1n) {
    const [r1, r2] = [re.sub(im), re.add(im)];
    text = `${v} = ${fractionText(r1)} or ${v} = ${fractionText(r2)}`;
    forms.push(text, `${v} = ${fractionText(r2)} or ${v} = ${fractionText(r1)}`, `${v} = ${fractionText(r1)}, ${fractionText(r2)}`, `${fractionText(r1)}, ${fractionText(r2)}`);
  } else {
    const L = lcm(re.d, im.d);
    const P = re.mul(q(L));
    const K = im.mul(q(L));
    const rad = m === -1n ? 'i' : m < 0n ? `i√${-m}` : `√${m}`;
    const k = K.n === 1n ? '' : `${K.n}`;
    const part = `${k}${rad}`;
    const top = P.n === 0n ? `±${part}` : `${fractionText(P)} ± ${part}`;
    text = L === 1n ? `${v} = ${top}` : `${v} = (${top})/${L}`;
    forms.push(text, text.replace(/√(\d+)/g, 'sqrt($1)'));
    working.push(D.s < 0n ? 'the discriminant is negative, so the roots are complex' : 'the discriminant is not a perfect square, so the roots are irrational');
  }
  working.push(ok ? 'both roots substituted back give exactly 0' : 'substitution failed');
  return { text, forms, working, verified: ok };
}

function lcm(x: bigint, y: bigint): bigint {
  return (x / gcdBig(x, y)) * y;
}
