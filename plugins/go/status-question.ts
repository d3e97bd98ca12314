/**
 * Life-and-death questions about a finished position: "Is the white group at C7 alive or dead?" answers
 * that group's status first; "Which stones are dead?" lists them (and any seki). Status comes from
 * status.ts; a group it cannot settle is named and declined.
 */
import { decline } from '../../src/solving/solver.js';
import { EMPTY, parsePoint, pointName } from './board.js';
import type { Outcome } from '../../src/plugin-api.js';
import type { Position } from './questions.js';
import { describeChain, evaluateStatus } from './status.js';

const POINT = /\b(?:at|on|of|containing|including)\s+([A-HJ-Ta-hj-t]\d{1,2})\b|\b([A-HJ-T]\d{1,2})\b/;
const HOW = 'Status by Benson\'s algorithm (unconditional life), a static seki and eye check, and seeded playouts (the same on every run), as at the end of a game with both sides passing.';

export function statusQuestion(pos: Position, text: string): Outcome {
  const b = pos.board;
  const m = text.match(POINT);
  const at = m ? parsePoint(b.size, m[1] ?? m[2]) : null;
  if (m && at === null) return decline(`go: ${m[1] ?? m[2]} is not on a ${b.size}×${b.size} board`);
  if (at !== null && b.cells[at] === EMPTY) return decline(`go: ${(m![1] ?? m![2]).toUpperCase()} is empty, there is no group there`);
  const ev = evaluateStatus(b);
  if (typeof ev === 'string') return decline(`go: ${ev}`);
  const names = (ps: number[]) => ps.map((p) => pointName(b.size, p)).join(',');
  if (at !== null) {
    const g = ev.groups.find((x) => x.chain.stones.includes(at))!;
    if (g.status === 'unsettled') return decline(`go: cannot settle the status of the ${describeChain(b, g.chain)} (${g.how})`);
    const word = { alive: 'Alive', dead: 'Dead', seki: 'Alive in seki' }[g.status];
    return { content: `${word}: the ${describeChain(b, g.chain)} (${g.how}).`, canonical: `status:${pointName(b.size, at)}=${g.status}`, caveat: HOW };
  }
  const open = ev.groups.filter((g) => g.status === 'unsettled');
  if (open.length) return decline(`go: cannot settle the status of ${open.slice(0, 3).map((g) => `the ${describeChain(b, g.chain)} (${g.how})`).join('; ')}`);
  const dead = ev.groups.filter((g) => g.status === 'dead');
  const stones = dead.flatMap((g) => g.chain.stones).sort((a, c) => a - c);
  const seki = ev.seki.map((s) => `Seki: the ${s.chains.map((c) => describeChain(b, c)).join(' and the ')}.`);
  const head = dead.length ? `Dead: ${dead.map((g) => `the ${describeChain(b, g.chain)} (${g.how})`).join('; ')}.` : 'No stone is dead: every group lives.';
  return { content: [head, ...seki].join('\n'), canonical: `dead:${stones.length ? names(stones) : 'none'}`, caveat: HOW };
}
