/**
 * Legs and wheels counted from a small table of fixed facts: "A farm has 6 horses and 10 chickens. How many legs do the
 * animals have?" is 6 × 4 + 10 × 2. Every number must be a count of something in the table (or a fact the story
 * states, "a spider has 8 legs"); the reply names each fact used. Something not in the table (fish, bikes, "animals"),
 * an amount not given, a change, or legs asked "on the farm" where the farmer's own might count, is a decline.
 */
import Fraction from 'fraction.js';
import type { Answer } from '../../../src/plugin-api.js';
import { singular } from '../story-text.js';
import type { StoryReader } from './reader.js';
import { simpleText } from './simple-text.js';

const FACTS: Record<'leg' | 'wheel', Record<string, number>> = {
  leg: {
    dog: 4, cat: 4, cow: 4, horse: 4, pig: 4, sheep: 4, goat: 4, lamb: 4, puppy: 4, kitten: 4, rabbit: 4, zebra: 4, giraffe: 4, lion: 4, tiger: 4, elephant: 4, donkey: 4,
    chicken: 2, duck: 2, bird: 2, hen: 2, rooster: 2, goose: 2, turkey: 2, parrot: 2, ostrich: 2, person: 2, man: 2, woman: 2, boy: 2, girl: 2, child: 2, kid: 2, student: 2,
    spider: 8, insect: 6, ant: 6, bee: 6, beetle: 6, ladybug: 6, butterfly: 6,
  },
  wheel: { bicycle: 2, tricycle: 3, car: 4, unicycle: 1, motorcycle: 2 },
};
const PEOPLE = new Set('person man woman boy girl child kid student'.split(' '));
/** Words naming the whole lot in the question: "the animals", "her pets", "they". */
const ALL = /^(?:they|them|the animals|all the animals|all of them|all the pets|her pets|his pets|their pets|the pets|these animals|those animals|the vehicles|all the vehicles)$/;
/** Anything that changes a count, or an amount not given. */
const CHANGE = /\b(?:some|more|other|others|several|few|many|left|away|sold|gave|bought|buys|got|get|lost|died|ran|flew|came|each|every|half|times|than|missing|only|broken|without|extra|except|but|also|plus)\b/;

const plural = (w: string, n: number) => (n === 1 ? w : w === 'person' ? 'people' : w === 'child' ? 'children' : w === 'man' ? 'men' : w === 'woman' ? 'women' : /(?:sheep|fish|deer)$/.test(w) ? w : w.replace(/y$/, 'ie') + 's');

function readLegs(raw: string): Answer | null {
  const text = simpleText(raw);
  if (!text) return null;
  const statements = text.statements.join(' . ');
  // "How many wheels are there in the garage?": wheels where the story put the vehicles (people have no wheels to add).
  const place = /^(how many wheels (?:are|were) there) (?:in|at|on) (?!all$|total$)(?:the )?([a-z' ]+)$/.exec(text.question);
  if (place && !statements.includes(place[2])) return null;
  const question = place ? place[1] : text.question;
  const qm = /^how many (legs|wheels) (?:do|does|are|is|will|would) (.*?) ?(?:have|there)? ?(?:in all|altogether|in total|total|all together|combined)?$/.exec(question);
  if (!qm) return null;
  const part = singular(qm[1]) as 'leg' | 'wheel';
  const table = FACTS[part];
  const stated = new Map<string, number>();
  // "A spider has 8 legs", "each unicycle has 1 wheel", "bicycles have 2 wheels": a fact said in the story.
  const body = statements.replace(new RegExp(`\\b(?:(?:a|an|one|each) ([a-z]+) has|([a-z]+s) have) (\\d+) ${part}s?\\b`, 'g'), (_, one: string | undefined, many: string | undefined, n: string) => {
    stated.set(singular(one ?? many!), Number(n));
    return '';
  });
  if (CHANGE.test(body) || CHANGE.test(question.replace(/^how many /, ''))) return null;
  // "9 bicycles in the garage and 16 cars in the driveway": the place asked must hold every count, so it comes after the last one.
  if (place && /\b(?:in|at|on|inside|outside|near|by)\b/.test(body.slice(0, body.search(/\d(?!.*\d)/)))) return null;
  if (new RegExp(`\\b${part}s?\\b`).test(body)) return null;
  // Counts in the statements and in the question ("how many legs do 7 spiders have").
  const counts: { n: number; kind: string; said: string }[] = [];
  const whoAsked = qm[2].trim();
  for (const src of [body, whoAsked]) {
    for (const m of src.matchAll(/(\d+(?:\.\d+)?)(?: ([a-z]+))?/g)) {
      const kind = m[2] ? singular(m[2]) : '';
      const per = stated.get(kind) ?? table[kind];
      if (!per || !/^\d+$/.test(m[1])) return null;
      counts.push({ n: Number(m[1]), kind, said: `${m[1]} ${m[2]}` });
    }
  }
  if (!counts.length || (/\d/.test(whoAsked) && /\d/.test(body))) return null;
  const kinds = [...new Set(counts.map((c) => c.kind))];
  // Whose legs: everything counted ("they", "the animals", "are there"), or the kinds named, which must be all of them.
  if (!/\d/.test(whoAsked) && whoAsked !== '') {
    if (!ALL.test(whoAsked)) {
      const named = whoAsked.replace(/^(?:the|her|his|their|all the|all) /, '').split(/,? and |, /).map((w) => singular(w.trim().replace(/^the /, '')));
      if (named.length !== kinds.length || !named.every((k) => kinds.includes(k))) return null;
    } else if (/animals|pets/.test(whoAsked) && kinds.some((k) => PEOPLE.has(k))) return null;
  }
  // "How many legs are there on the farm?": the farmer's legs may count too; only said of things alone.
  if (whoAsked === '' && part === 'leg' && (text.names.length || /\b(?:farmer|he|she|his|her|they|owner|we|i|you|family|keeper|man|woman)\b/.test(statements)) && !kinds.every((k) => PEOPLE.has(k))) return null;
  if (whoAsked === '' && text.names.length && part === 'leg') return null;
  let total = new Fraction(0);
  const lines: string[] = [];
  for (const c of counts) {
    const per = stated.get(c.kind) ?? table[c.kind];
    total = total.add(c.n * per);
    lines.push(`- ${c.said}: a ${c.kind} has ${per} ${plural(part, per)}${stated.has(c.kind) ? ' (as the story says)' : ''}, ${c.n} × ${per} = ${c.n * per}`);
  }
  const headline = `${total.toString()} ${plural(part, Number(total.valueOf()))}`;
  return {
    content: [headline, '', `Counting ${part}s with the fact for each kind:`, ...lines].join('\n'),
    verified: true,
    checked: 'computed',
    canonical: [...new Set([total.toString(), headline])],
  };
}

export const readers: StoryReader[] = [readLegs];
