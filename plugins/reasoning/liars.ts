/**
 * Chains of truth-tellers and liars ("Fidel lies. Jerry says Fidel tells the truth. … Does Raymond tell the
 * truth?"). Every assignment of truthful/lying to the people named is tried; the answer is given only when
 * all assignments consistent with the statements agree on the person asked, else "cannot be determined"
 * (or "contradictory") with the count.
 */
import { decline } from '../../src/solving/solver.js';
import { readOptions, withOption } from './options.js';
import type { Outcome } from '../../src/plugin-api.js';
import type { Family } from './family.js';

const NAME = '([A-Z][a-z]+)';
const TRUE = '(?:tells the truth|is truthful|is honest|is a truth-teller|always tells the truth|speaks the truth|is telling the truth)';
const FALSE = '(?:lies|is lying|is a liar|always lies|is dishonest|tells lies|does not tell the truth|doesn\'t tell the truth)';
const CLAIM = `(?:(${TRUE})|(${FALSE}))`;

interface Statement {
  speaker: string | null;
  about: string;
  truthful: boolean;
}

function readStatement(s: string): Statement | null {
  let m = s.match(new RegExp(`^${NAME} (?:says|claims|states|insists|said|claimed)(?: that)?,? ${NAME} ${CLAIM}$`));
  if (m) return { speaker: m[1], about: m[2], truthful: !!m[3] };
  m = s.match(new RegExp(`^${NAME} ${CLAIM}$`));
  if (m) return { speaker: null, about: m[1], truthful: !!m[2] };
  return null;
}

export const liars: Family = {
  name: 'liars',
  detect: (t) => new RegExp(`\\b[A-Z][a-z]+ (?:says|claims|states)(?: that)? [A-Z][a-z]+ (?:${TRUE}|${FALSE})`).test(t),
  solve(text: string): Outcome {
    const { stem, options } = readOptions(text.replace(/^\s*-\s*(yes|no)\s*$/gim, ''));
    const body = stem.replace(/^\s*(?:question|q)\s*:\s*/i, '');
    const sentences = body.split(/(?<=[.?!])\s+|\n+/).map((s) => s.trim()).filter(Boolean);
    const statements: Statement[] = [];
    let asked: { who: string; truthful: boolean } | null = null;
    for (const raw of sentences) {
      const s = raw.replace(/[.!]+$/, '').replace(/^(?:and|also|then|now)\s+/i, '');
      const q = s.match(new RegExp(`^(?:(?:so|then|question)[,:]?\\s+)?(?:does|is|did) ${NAME} (?:(tell the truth|telling the truth|truthful|honest|a truth-teller)|(lie|lying|a liar))\\s*\\??$`, 'i'));
      if (q) {
        asked = { who: q[1], truthful: !!q[2] };
        continue;
      }
      if (/\?$/.test(s)) return decline(`liars: cannot read the question "${s}"`);
      const st = readStatement(s);
      // A greeting names nobody and says nothing of truth or lies; anything else unread declines.
      if (!st && !/\b(?:lie|lies|lying|liar|truth|truthful|honest)\b/i.test(s) && !(s.match(/\b[A-Z][a-z]+\b/g) ?? []).slice(1).length) continue;
      if (!st) return decline(`liars: cannot read the statement "${s}"`);
      statements.push(st);
    }
    if (!asked) return decline('liars: no question found ("Does X tell the truth?")');
    const people = [...new Set([...statements.flatMap((s) => (s.speaker ? [s.speaker, s.about] : [s.about])), asked.who])];
    if (people.length > 16) return decline(`liars: ${people.length} people; up to 16 are read`);
    const models: number[] = [];
    for (let mask = 0; mask < 1 << people.length; mask++) {
      const honest = (p: string) => ((mask >> people.indexOf(p)) & 1) === 1;
      if (statements.every((s) => (s.speaker ? honest(s.speaker) === (honest(s.about) === s.truthful) : honest(s.about) === s.truthful))) models.push(mask);
    }
    const who = asked.who;
    const bit = 1 << people.indexOf(who);
    if (!models.length) return { content: `No consistent reading: the ${statements.length} statements contradict each other (every one of the ${2 ** people.length} assignments breaks one).`, canonical: 'none' };
    const values = new Set(models.map((m) => (m & bit) !== 0));
    if (values.size > 1) return { content: `Cannot be determined: ${models.length} consistent assignments, and ${who} tells the truth in some and lies in others.`, canonical: 'undetermined' };
    const honest = [...values][0];
    const yes = honest === asked.truthful;
    const value = yes ? 'Yes' : 'No';
    // The chain, in the order given: each speaker is truthful exactly when the claim matches.
    const m = models[0];
    const h = (p: string) => ((m >> people.indexOf(p)) & 1) === 1;
    const chain = statements.map((s) => `${s.speaker ?? s.about} ${h(s.speaker ?? s.about) ? 'tells the truth' : 'lies'}`).join('; ');
    const working = `${who} ${honest ? 'tells the truth' : 'lies'}: ${chain}.`;
    return withOption(options, value, (o) => o.text.toLowerCase().replace(/[.!]/g, '') === value.toLowerCase(), working, 'liars');
  },
};
