/** What a scoring request asks for: komi, rule set, dead stones (stated, none, or to be judged), prisoners, whose score. */
import { BLACK, EMPTY, WHITE, parsePoint, pointName, type Board, type Color } from './board.js';
import { chainAt } from './rules.js';
import { wordsToDigits } from '../../src/reading/number-words.js';
import type { Game } from './read-sgf.js';

export type Method = 'area' | 'territory';

export interface ScoreRequest {
  komi: number;
  komiStated: boolean;
  methods: Method[];
  /** Where the rule set came from, for the reply. */
  rulesFrom: 'request' | 'sgf' | 'default';
  /** Dead stones as the request states them; `none` when it says none are; `judge` when they are to be found. */
  dead: { stated: number[] } | 'none' | 'judge';
  /** The request says dead stones are on the board ("after removing the dead stones", "some are dead"). */
  presumesDead: boolean;
  prisoners: { black: number; white: number };
  prisonersKnown: boolean;
  /** Points added to White's komi under area scoring for a handicap game (Chinese: HA, AGA: HA − 1). */
  compensation: number;
  /** A question about one colour's score ("what is Black's score?"). */
  only: Color | null;
}

const POINT = /[A-HJ-Ta-hj-t]\d{1,2}/g;
const POINTS = '((?:[A-HJ-Ta-hj-t]\\d{1,2}(?:\\s*,\\s*|\\s+and\\s+|\\s+)?)+)';
const PRESUMES_DEAD = /\b(?:remov\w*|take|taking|took|taken|without)\b[^.?!\n]{0,30}\bdead\b|\bdead\b[^.?!\n]{0,30}\b(?:remov\w*|taken off|off|still on)\b|\b(?:there are|some|with) dead stones?\b|\bdead stones? (?:are|is) (?:still )?on\b/i;
/** "Remove any dead stones", "dead stones, if any": the request allows that there may be none. */
const MAYBE_DEAD = /\bany dead\b|\bdead stones?,? (?:if any|if there are any)\b|\bif (?:there are )?any (?:are )?dead\b/i;
/** No rule set gives more komi than this; a larger KM is in other units. */
const MAX_KOMI = 50;
const AREA_RULES = /^(chinese|aga|goe|ing|nz|new zealand|area)/i;
const TERRITORY_RULES = /^(japanese|korean|territory)/i;

function methodsOf(text: string, game: Game | null): { methods: Method[]; rulesFrom: ScoreRequest['rulesFrom'] } {
  const area = /\b(area|chinese|aga|stone counting)\b/i.test(text);
  const territory = /\b(territory (?:scor\w*|count\w*|rules?)|(?:by|with) territory|japanese|korean)\b/i.test(text);
  if (area !== territory) return { methods: [area ? 'area' : 'territory'], rulesFrom: 'request' };
  const ru = game?.rules ?? '';
  if (AREA_RULES.test(ru)) return { methods: ['area'], rulesFrom: 'sgf' };
  if (TERRITORY_RULES.test(ru)) return { methods: ['territory'], rulesFrom: 'sgf' };
  // Territory needs the prisoners, which only a game record's moves give: lead with it for a played SGF,
  // with area for a diagram or a setup position.
  return { methods: game?.moves ? ['territory', 'area'] : ['area', 'territory'], rulesFrom: 'default' };
}

/** Dead stones named in the request, "no dead stones", or neither (then they are judged). */
function deadOf(text: string, b: Board, game: Game | null): ScoreRequest['dead'] | { error: string } {
  if (/\bmarked (?:stones?|groups?|ones)\b[^.?!\n]{0,30}\bdead\b|\bdead stones? (?:are |is )?(?:as )?marked\b|\bas marked\b/i.test(text)) {
    if (!game) return { error: 'the request says the marked stones are dead, but a diagram carries no marks: list them (e.g. "dead: D4 E4")' };
    if (!game.marked.length) return { error: 'the request says the marked stones are dead, but the SGF marks no stone (MA, TR, SQ, CR, or TB/TW on the other colour)' };
    return { stated: game.marked };
  }
  if (/\b(no dead stones?|no stones? (?:are|is) dead|nothing is dead|(?:all|every) (?:the )?stones? (?:are|is|as) alive|dead(?: stones?)?\s*[:=]\s*none)\b/i.test(text)) return 'none';
  if (/\b(?:count|score|scored|counted|take)\b[^.?\n]{0,30}\bas (?:it stands|is)\b/i.test(text)) return 'none';
  const listed =
    text.match(new RegExp(`\\bdead(?: stones?)?(?: are| is| at|:|=)?\\s*${POINTS}`, 'i')) ??
    text.match(new RegExp(`\\b(?:stones? )?(?:at )?${POINTS}\\s*(?:is|are) dead\\b`, 'i')) ??
    text.match(new RegExp(`\\b(?:treat|count|remove)\\s+${POINTS}\\s*as dead\\b`, 'i'));
  if (!listed) return 'judge';
  const stated: number[] = [];
  for (const p of listed[1].match(POINT) ?? []) {
    const i = parsePoint(b.size, p);
    if (i === null) return { error: `dead stone ${p} is not on the board` };
    if (b.cells[i] === EMPTY) return { error: `${p.toUpperCase()} is listed as dead but is empty` };
    stated.push(i);
  }
  // A list of several stones is read as the whole list: one that leaves out stones of its own chain is not
  // guessed at (the chain would be removed whole).
  if (stated.length > 1) {
    for (const i of stated) {
      const rest = chainAt(b, i).stones.filter((s) => !stated.includes(s));
      if (rest.length) {
        const name = (p: number) => pointName(b.size, p);
        return { error: `${name(i)} is listed as dead but its chain also holds ${rest.slice(0, 8).map(name).join(' ')}${rest.length > 8 ? ` (+${rest.length - 8} more)` : ''}, which the list leaves out; dead stones are removed by whole chains, so list them all or name one stone per dead group` };
      }
    }
  }
  return { stated };
}

/** "six and a half", "6 and a half", "seven point five" as digits ("6.5"); other words kept. */
function halves(text: string): string {
  return wordsToDigits(text)
    .replace(/\((\d+)\+1\/2\)/g, '$1.5')
    .replace(/\b(\d+) and (?:\(1\/2\)|a half)\b/g, '$1.5');
}

export function readScoreRequest(raw: string, board: Board, game: Game | null): ScoreRequest | string {
  const text = halves(raw);
  const km = text.match(/\bkomi\s*(?:of|is|was|will be|at|=|:)?\s*([+-]?\d+(?:\.5)?)/i) ?? text.match(/([+-]?\d+(?:\.5)?)\s*(?:points? )?(?:of )?komi/i);
  const komi = km ? Number(km[1]) : (game?.komi ?? 0);
  // Some servers write komi in hundredths or in stones (KM[750], KM[375]): not a komi in points, so not guessed.
  if (!km && Math.abs(komi) > MAX_KOMI) return `the record's komi KM[${komi}] is not a komi in points; state it (e.g. "komi 7.5")`;
  const dead = deadOf(text, board, game);
  if (typeof dead === 'object' && 'error' in dead) return dead.error;
  const pb = text.match(/\bblack (?:has )?(?:captured|took|has taken) (\d+)|\bblack prisoners?:? (\d+)/i);
  const pw = text.match(/\bwhite (?:has )?(?:captured|took|has taken) (\d+)|\bwhite prisoners?:? (\d+)/i);
  const prisoners = {
    black: pb ? Number(pb[1] ?? pb[2]) : (game?.captures[BLACK] ?? 0),
    white: pw ? Number(pw[1] ?? pw[2]) : (game?.captures[WHITE] ?? 0),
  };
  const ONE = /\b(black|white)(?:'s| player's)? (?:final )?(?:score|points|total)\b|\bhow many points (?:does|did|has) (black|white)\b/gi;
  const asked = new Set([...text.matchAll(ONE)].map((m) => (m[1] ?? m[2]).toLowerCase()));
  // Both colours' scores asked ("Black's score and White's score"): the whole count.
  const who = asked.size === 1 ? [...asked][0] : null;
  // A handicap game counted by area gives White a compensation the rule set decides; without one named,
  // only territory is counted (it has none), and a request for area alone is declined.
  let rules = methodsOf(text, game);
  let compensation = 0;
  const ha = game?.handicap ?? 0;
  if (ha >= 2 && rules.methods.includes('area')) {
    const named = `${text} ${game?.rules ?? ''}`;
    if (/\bchinese\b/i.test(named)) compensation = ha;
    else if (/\baga\b/i.test(named)) compensation = ha - 1;
    else if (rules.methods.length > 1) rules = { methods: ['territory'], rulesFrom: rules.rulesFrom };
    else return `a handicap game (HA[${ha}]) counted by area gives White a compensation that depends on the rule set (Chinese: ${ha} points, AGA: ${ha - 1}); say which rules`;
  }
  return {
    komi: komi + compensation,
    compensation,
    komiStated: Boolean(km) || game?.komi != null,
    ...rules,
    dead,
    presumesDead: PRESUMES_DEAD.test(text) && !MAYBE_DEAD.test(text),
    prisoners,
    prisonersKnown: Boolean(game?.moves || pb || pw),
    only: who === 'black' ? BLACK : who === 'white' ? WHITE : null,
  };
}
