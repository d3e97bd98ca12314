/**
 * Scoring a position: the winner and margin (or the asked colour's score) first, then the count, the dead
 * stones removed and any seki. Dead stones are those the request names, none when it says so, and
 * otherwise judged (status.ts); a group whose status cannot be settled is named and the count declined.
 */
import { decline } from '../../src/solving/solver.js';
import { BLACK, colorName, neighbours, pointName, type Board, type Color } from './board.js';
import { passAlive } from './benson.js';
import type { Outcome } from '../../src/plugin-api.js';
import type { Position } from './questions.js';
import { chainAt } from './rules.js';
import { score, type Score } from './score.js';
import { readScoreRequest, type Method, type ScoreRequest } from './score-request.js';
import { findSekis, type Seki } from './seki.js';
import { describeChain, evaluateStatus } from './status.js';

const RULES: Record<Method, string> = {
  area: 'area scoring (Chinese rules: stones on the board + surrounded points + komi; the eyes of groups in seki count)',
  territory: 'territory scoring (Japanese 1989 rules: surrounded points + prisoners + dead stones + komi; points in seki count for nobody)',
};
const SHORT: Record<Method, string> = { area: 'area scoring (Chinese rules)', territory: 'territory scoring (Japanese rules)' };

interface DeadStones {
  stones: number[];
  seki: Seki[];
  /** One line for the reply. */
  line: string;
  /** How they were found, for the caveat. */
  how: string;
}

function judged(b: Board, req: ScoreRequest): DeadStones | string {
  const names = (ps: number[]) => ps.map((p) => pointName(b.size, p)).join(' ');
  if (req.dead !== 'judge') {
    const stated = req.dead === 'none' ? [] : req.dead.stated;
    const stones = [...new Set(stated.flatMap((p) => chainAt(b, p).stones))].sort((a, c) => a - c);
    const rest: Board = { size: b.size, cells: b.cells.map((c, i) => (stones.includes(i) ? 0 : c)) };
    const sure = new Set([BLACK, 2].flatMap((c) => passAlive(rest, c as Color).chains.flatMap((ch) => ch.stones)));
    const line = stones.length ? `Dead stones removed, as stated: ${names(stones)}.` : 'No stone removed: the request says none is dead.';
    return { stones, seki: findSekis(rest, sure), line, how: 'dead stones as the request states them' };
  }
  const ev = evaluateStatus(b);
  if (typeof ev === 'string') return ev;
  const open = ev.groups.filter((g) => g.status === 'unsettled');
  if (open.length) {
    const listed = open.slice(0, 3).map((g) => `the ${describeChain(b, g.chain)} (${g.how})`);
    return `cannot settle the status of ${listed.join('; ')}${open.length > 3 ? ` and ${open.length - 3} more` : ''}. State the dead stones (e.g. "dead: D4 E4") or say "no dead stones" to count the board as it stands`;
  }
  const dead = ev.groups.filter((g) => g.status === 'dead');
  // Never count as if nothing were dead when the request says something is.
  if (!dead.length && req.presumesDead) return 'every group was judged alive, but the request says dead stones are to be removed. Name them (e.g. "dead: D4 E4"), or say "no dead stones" to count the board as it stands';
  const stones = dead.flatMap((g) => g.chain.stones).sort((a, c) => a - c);
  const line = dead.length ? `Dead stones removed: ${dead.map((g) => `${describeChain(b, g.chain)} (${g.how})`).join('; ')}.` : 'No dead stones: every group lives.';
  const how = `dead stones judged by Benson's algorithm (unconditional life), a static seki and eye check, and ${ev.playouts} seeded playouts (the same on every run)`;
  return { stones, seki: ev.seki, line, how };
}

/**
 * An empty region bordered by both colours in which three or more points touch stones of one colour only
 * (or none): not dame between two walls (each of those touches both, bar a corner or two of a wider patch)
 * but an area whose wall has a gap, which no count settles (territory to one side once the gap is closed,
 * neutral as it stands). Null when every border is closed.
 */
function openBoundary(b: Board, dead: readonly number[]): string | null {
  const cells = [...b.cells];
  for (const p of dead) cells[p] = 0;
  const seen = new Uint8Array(cells.length);
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] !== 0 || seen[i]) continue;
    const region = [i];
    seen[i] = 1;
    let colours = 0;
    const oneSided: number[] = [];
    for (let k = 0; k < region.length; k++) {
      let touches = 0;
      for (const q of neighbours(b.size, region[k])) {
        if (cells[q] === 0) {
          if (!seen[q]) (seen[q] = 1, region.push(q));
        } else touches |= cells[q];
      }
      colours |= touches;
      if (touches !== 3) oneSided.push(region[k]);
    }
    if (colours === 3 && oneSided.length >= 3) {
      const names = region.slice(0, 6).map((p) => pointName(b.size, p));
      return `the empty area at ${names.join(' ')}${region.length > 6 ? ` (+${region.length - 6} more)` : ''} touches both colours through a gap in its wall (${oneSided.slice(0, 3).map((p) => pointName(b.size, p)).join(' ')} are not dame)`;
    }
  }
  return null;
}

const say = (r: string) => (r === '0' ? 'the game is a draw (jigo)' : `${r.startsWith('B') ? 'Black' : 'White'} wins by ${r.slice(2)}`);

function headline(req: ScoreRequest, parts: { m: Method; s: Score }[]): string {
  if (req.only) {
    const name = colorName(req.only);
    const pts = (s: Score) => (req.only === BLACK ? s.black : s.white);
    return parts.length === 1 || pts(parts[0].s) === pts(parts[1].s)
      ? `${name}'s score is ${pts(parts[0].s)} under ${parts.map((p) => SHORT[p.m]).join(' and under ')}.`
      : `${name}'s score is ${pts(parts[0].s)} under ${SHORT[parts[0].m]} and ${pts(parts[1].s)} under ${SHORT[parts[1].m]}.`;
  }
  const [a, b] = parts;
  const first = say(a.s.result);
  const cap = first[0].toUpperCase() + first.slice(1);
  if (!b) return `${cap} under ${SHORT[a.m]}.`;
  if (a.s.result === b.s.result) return `${cap} under both territory and area scoring.`;
  return `${cap} under ${SHORT[a.m]}; under ${SHORT[b.m]} ${say(b.s.result)}.`;
}

export function scoring(pos: Position, text: string): Outcome {
  const b = pos.board;
  const req = readScoreRequest(text, b, pos.game);
  if (typeof req === 'string') return decline(`go: ${req}`);
  const dead = judged(b, req);
  if (typeof dead === 'string') return decline(`go: ${dead}`);
  const open = req.dead === 'judge' ? openBoundary(b, dead.stones) : null;
  if (open) return decline(`go: the game is not finished: ${open}. Close the boundary (or state the score of that area) before counting`);
  const sekiStones = dead.seki.flatMap((s) => s.chains.flatMap((c) => c.stones));
  const parts = req.methods.map((m) => ({ m, s: score({ board: b, dead: dead.stones, komi: req.komi, prisoners: req.prisoners, seki: sekiStones }, m) }));
  const names = (ps: number[]) => ps.map((p) => pointName(b.size, p));
  const sekiLine = dead.seki.map((s) => {
    const shared = s.points.filter((p) => new Set(neighbours(b.size, p).map((q) => b.cells[q]).filter(Boolean)).size > 1);
    const eyes = s.points.filter((p) => !shared.includes(p));
    const eyeNote = eyes.length ? `; their eyes ${names(eyes).join(' ')} count for their owner under area scoring and for nobody under territory scoring` : '';
    return `Seki: the ${s.chains.map((c) => describeChain(b, c)).join(' and the ')} live together; the shared points ${names(shared).join(' ')} count for nobody${eyeNote}.`;
  });
  const notes = [
    req.komiStated ? `komi ${req.komi - req.compensation}` : 'no komi stated, so komi 0',
    req.compensation ? `a handicap game: White's komi includes ${req.compensation} point${req.compensation === 1 ? '' : 's'} of handicap compensation` : null,
    req.methods.includes('territory') && !req.prisonersKnown ? 'prisoners taken before the diagram are not known, so 0 each' : null,
    req.rulesFrom === 'sgf' ? `rule set from the SGF (RU[${pos.game?.rules}])` : null,
  ].filter(Boolean);
  const content = [
    headline(req, parts),
    ...parts.map(({ m, s }) => `${m === 'area' ? 'Area' : 'Territory'}: ${s.detail}.`),
    dead.line,
    ...sekiLine,
    `(${notes.join('; ')}.)`,
  ].join('\n');
  const extra = `${dead.stones.length ? `;dead=${names(dead.stones).join(',')}` : ''}${dead.seki.length ? `;seki=${names(dead.seki.flatMap((s) => s.points).sort((x, y) => x - y)).join(',')}` : ''}`;
  const canonical = req.only
    ? `points:${parts.map(({ m, s }) => `${m}:${req.only === BLACK ? 'B' : 'W'}=${req.only === BLACK ? s.black : s.white}`).join(';')}`
    : `score:${parts.map(({ m, s }) => `${m}=${s.result}`).join(';')}${extra}`;
  const caveat = `Rules: ${req.methods.map((m) => RULES[m]).join('; and ')}. ${dead.how[0].toUpperCase()}${dead.how.slice(1)}.`;
  return { content, canonical, caveat };
}
