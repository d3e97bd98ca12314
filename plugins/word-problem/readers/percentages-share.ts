/**
 * One whole split by shares: "There are 350 trees in the park, 70% of which are pine trees. How many are not
 * pine trees?", "Trent caught 180 tadpoles then let 75% of them go. How many did he keep?", "Kenneth spent 10%
 * of his earnings. If he is left with $405, how much were his earnings?". The whole is one unknown; every
 * part and what is left is linear in it, so a part given as a count fixes the whole and the question is read
 * forward or back alike. Each clause must match one of the forms below and every number must be used;
 * anything else passes the story on.
 */
import Fraction from 'fraction.js';
import type { Answer } from '../../../src/plugin-api.js';
import { singular, type Story, type StoryNumber } from '../story-text.js';
import { lemma } from '../verbs.js';
import { percentReply, percentStory, readAll, type Lin, lin, plus, times, sameNoun } from './percentages-common.js';

interface Part {
  name: string;
  /** The words that name it, normalised ("are female" → female); a part of a part adds its parent's. */
  label: string[];
  parent?: Part;
  value: Lin;
  /** "gave away", "spent": taken from the whole, so what is left shrinks. */
  taken: boolean;
  verb?: string;
}

interface Ctx {
  story: Story;
  used: Set<number>;
  /** The whole's noun (singular), null until named; "dollar" for money. */
  noun: string | null;
  /** Every word of the whole's noun phrase, normalised: "bars of gold" → bar, of, gold. */
  nounWords: string[];
  money: boolean | null;
  parts: Part[];
  /** What is left after the parts taken: whole minus them. */
  left: Lin;
  taken: number;
  /** Values fixed by the story: whole = N, or a part = N. */
  fixed: { value: Lin; is: Fraction; sentence: number }[];
  working: string[];
  sentence: number;
}

const WHOLE: Lin = { a: new Fraction(1), b: new Fraction(0) };
const SUBJECT = String.raw`(?:(?:[a-z']+ ){1,4}?)`;
const HOLD = 'has|had|have|owns|owned|keeps|kept|houses|holds|contains|employs|employed|hires|hired|invited|invites|caught|catches|collected|collects|picked|picks|made|makes|baked|bakes|planted|plants|downloaded|downloads|bought|buys|grew|grows|harvested|harvests|counted|counts|received|receives|got|gets|earns|earned|won|wins|saved|saves|sold|wrote|writes|found|finds|painted|paints|ordered|orders|brought|brings';
const TAKE: Record<string, string> = {
  gave: 'gave', 'gave away': 'gave away', gives: 'gave', 'gives away': 'gave away', sold: 'sold', sells: 'sold', ate: 'ate', eats: 'ate', spent: 'spent', spends: 'spent',
  used: 'used', uses: 'used', lost: 'lost', loses: 'lost', donated: 'donated', donates: 'donated', deleted: 'deleted', deletes: 'deleted', 'threw away': 'threw away',
  'throws away': 'threw away', 'gave out': 'gave out', 'gives out': 'gave out', 'let go': 'let go', 'lets go': 'let go', released: 'released', releases: 'released',
  'took out': 'took out', 'takes out': 'took out', removed: 'removed', removes: 'removed', broke: 'broke', 'cut down': 'cut down', 'cuts down': 'cut down',
};
/** "then she sold 5" after a share taken: taken too, not a whole. */
const TAKE_AFTER = new RegExp(String.raw`\b(?:${Object.keys(TAKE).join('|')})\b`);
const TAKE_VERBS = Object.keys(TAKE).sort((a, b) => b.length - a.length).join('|');
/** Pairs a share's name and the question's name for the others: "boys" asked after "are girls". */
const OTHERS: [string, string][] = [
  ['boy', 'girl'], ['man', 'woman'], ['male', 'female'], ['adult', 'child'], ['adult', 'kid'], ['teacher', 'student'],
];

const num = (ctx: Ctx, id: string) => ctx.story.numbers[Number(id)];
const COPULA = /^(?:are|were|is|was|be|there|the|a|an|of|this|that|these|those|do|does|did)$/;
const VERBS = /^(?:have|has|had|got|get|gets|like|liked|likes|prefer|preferred|prefers|own|owned|owns|play|played|plays|wear|wore|wears|speak|spoke|speaks|pass|passed|fail|failed|vote|voted|votes|choose|chose|chooses|take|took|takes|drive|drove|drives|walk|walked|walks)$/;
/** A name's words as a set to compare: copulas and articles out, nouns singular, verbs in one form. */
function label(phrase: string): string[] {
  const out = phrase.split(/\s+/).filter((w) => w && !COPULA.test(w)).map((w) => (VERBS.test(w) ? lemma(w) : singular(w)));
  return [...new Set(out)].sort();
}
const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((w, i) => w === b[i]);

/** "the females", "juniors", "the worker ants": a part named earlier by the words of its predicate. */
function partNamed(ctx: Ctx, phrase: string): Part | undefined {
  const asked = label(phrase.replace(/^(?:all )?(?:the|his|her|their|these|those) /, ''));
  const found = ctx.parts.filter((p) => !p.taken && !p.parent && sameSet(label(p.name), asked));
  return found.length === 1 ? found[0] : undefined;
}
const use = (ctx: Ctx, n: StoryNumber) => ctx.used.add(n.id);

/** A share as a fraction of one: 20% → 1/5, "3/5" → 3/5; null for a count or money. */
function share(n: StoryNumber): Fraction | null {
  if (n.percent) return n.value.compare(100) <= 0 ? n.value.div(100) : null;
  if (!n.money && n.value.compare(1) < 0 && n.value.compare(0) > 0) return n.value;
  return null;
}

/** "pine trees", "final grade below b": a part's name, the words the question must repeat. */
const words = (s: string) => s.replace(/\b(?:the|a|an)\b/g, ' ').replace(/\s+/g, ' ').trim();

/** The noun after "of the"/"of his": must be the whole's, or names it when none yet. */
function ofWhole(ctx: Ctx, phrase: string): boolean {
  if (/^(?:them|those|these|it|which|whom|this|that|all|all of them|the total|the whole)$/.test(phrase)) return ctx.noun !== null || ctx.money !== null;
  const noun = phrase.replace(/^(?:all (?:of )?)?(?:(?:the|his|her|their|its|my|our|your|[a-z]+ s) )?/, '');
  if (!noun || noun.split(' ').length > 3) return false;
  const head = singular(noun.split(' ').at(-1)!);
  const moneyWord = /^(?:money|allowance|earning|salary|pay|paycheck|income|savings?|budget|winning|prize|bonus)$/.test(head);
  if (moneyWord && ctx.money !== false && ctx.noun === null) {
    ctx.money = true;
    return true;
  }
  if (ctx.noun === null && ctx.money === null) {
    ctx.noun = singular(noun.split(' ').at(-1)!);
    // "how many students go to the school" after "20% of the students": the whole asked by the words that named it.
    ctx.nounWords = label(noun);
    return true;
  }
  return ctx.noun !== null && sameNoun(ctx.noun, noun);
}

function fix(ctx: Ctx, value: Lin, n: StoryNumber, what: string): void {
  use(ctx, n);
  if (n.money) ctx.money = true;
  ctx.fixed.push({ value, is: n.value, sentence: ctx.sentence });
  ctx.working.push(`sentence ${ctx.sentence + 1}: ${what} = ${n.text}`);
}

function setNoun(ctx: Ctx, n: StoryNumber, after: string | undefined): boolean {
  const tail = /^(?:in|on|at|from|for|this|last|to|during|before|after)\b/;
  if (n.money) {
    if (ctx.money === false || (after && !tail.test(after))) return false;
    ctx.money = true;
    return true;
  }
  if (!after || tail.test(after)) return ctx.noun !== null;
  const phrase = after.split(/ (?:in|on|at|from|for|this|last|to|of|who|that|with|during|before|after)\b/)[0];
  if (/\b(?:dozens?|pairs?|boxes|bags|packs?|sets?|each|per|every|a|an)\b/.test(phrase) || phrase.includes(',')) return false;
  if (ctx.noun !== null) return sameNoun(ctx.noun, phrase);
  ctx.noun = singular(phrase.split(' ').at(-1)!);
  ctx.nounWords = label(after.split(/ (?:in|on|at|from|for|this|last|to|who|that|with|during|before|after)\b/)[0]);
  ctx.money = false;
  return true;
}

/** One clause; false when it is not one of the forms read here. */
function clause(ctx: Ctx, c: string): boolean {
  let m: RegExpExecArray | null;
  // "and one-fourth of what's left to her sister": the verb of the clause before, left out.
  const last = ctx.parts.at(-1);
  if (last?.verb && /^#\d+ of (?:the (?:rest|remainder)|the remaining(?: [a-z]+)?|what (?:was|is|s) left)(?: to [^#]*)?$/.test(c)) c = `${last.verb} ${c}`;
  // "168 students are in the band": the whole's noun before the verb says nothing more.
  const named = /^(#\d+) ([a-z]+) (are|were) /.exec(c);
  if (named && ctx.noun !== null && singular(named[2]) === ctx.noun) c = `${named[1]} ${c.slice(named[1].length + named[2].length + 2)}`;
  // "Tim won a $100 raffle": the money is the whole, the noun after it only names it.
  if ((m = new RegExp(String.raw`^((?:${SUBJECT})?(?:${HOLD})) an? #(\d+) [a-z]+$`).exec(c)) && num(ctx, m[2]).money) c = `${m[1]} #${m[2]}`;
  // "children make up 25% of the riders": the share said the other way round.
  if ((m = /^([a-z ]+?) (?:make|makes|made) up #(\d+) of ([a-z ]+)$/.exec(c))) c = `#${m[2]} of ${m[3]} are ${m[1]}`;
  // "10% of Jonessa's pay goes to paying tax": that share of the money taken.
  if ((m = /^#(\d+) of ((?:[a-z]+ s|his|her|their) [a-z]+) (?:goes|went|is paid|was paid) (?:to|toward|towards|in|for) (?:paying )?(?:the )?([a-z]+)$/.exec(c))) c = `spent #${m[1]} of ${m[2]} on ${m[3]}`;
  // "her pay is $500": the money whole, named by the noun the share took from.
  if ((m = /^(?:his|her|their|[a-z]+ s) (pay|salary|paycheck|income|allowance|budget|earnings) (?:is|was) #(\d+)$/.exec(c)) && num(ctx, m[2]).money && ctx.money !== false) {
    fix(ctx, WHOLE, num(ctx, m[2]), 'the whole (money)');
    return true;
  }
  // "there are 350 trees in the park", "Trent caught 180 tadpoles", "if he has 60 students in grade 5", "out of 480 employees".
  if ((m = new RegExp(String.raw`^(?:there (?:are|were|is|was) |out of (?:the )?|(?:${SUBJECT})?(?:${HOLD}) (?:a total of )?)#(\d+)(?: ([^#]+))?$`).exec(c)) && !num(ctx, m[1]).percent && !share(num(ctx, m[1])) && !(ctx.taken && TAKE_AFTER.test(c))) {
    const n = num(ctx, m[1]);
    if (!setNoun(ctx, n, m[2])) return false;
    fix(ctx, WHOLE, n, `the whole (${ctx.money ? 'money' : `${ctx.noun}s`})`);
    return true;
  }
  // "a library has a number of books": the whole named, its size left to a part given later.
  if ((m = new RegExp(String.raw`^(?:${SUBJECT})?(?:${HOLD}) (?:a number of|some|many|a lot of|a collection of) ([a-z]+(?: [a-z]+)?)$`).exec(c))) {
    if (ctx.noun !== null || ctx.money !== null) return false;
    ctx.noun = singular(m[1].split(' ').at(-1)!);
    ctx.money = false;
    return true;
  }
  // "20% are eaten by fish", "another 20000 are eaten by elk": taken, said in the passive. "20% are broken", "30% are used": a state, unless someone did it ("by fish") or it can only be a doing.
  const ACTIVE: Record<string, string> = { eaten: 'ate', sold: 'sold', used: 'used', lost: 'lost', removed: 'removed', 'thrown away': 'threw away', 'given away': 'gave away', broken: 'broke' };
  if ((m = /^(another )?#(\d+)(?: of (them|the [a-z]+))? (?:are|were|is|was|get|gets|got) (eaten|sold|used|lost|removed|thrown away|given away|broken)( by [^#]*|(?: (?:at|in|on|from|for)\b[^#]*)?)$/.exec(c)) && (m[5].startsWith(' by ') || /^(?:eaten|sold|thrown away|given away|removed)$/.test(m[4]))) {
    if (!!m[1] !== !share(num(ctx, m[2]))) return false;
    if (m[1]) return !m[3] && countTaken(ctx, num(ctx, m[2]), `${ACTIVE[m[4]]} (another)`);
    return clause(ctx, `${ACTIVE[m[4]]} #${m[2]}${m[3] ? ` of ${m[3]}` : ''}`);
  }
  // "80% of the 50 questions are problem-solving": the whole given inside the share.
  if ((m = /^(?:and )?#(\d+) of (?:the|his|her|their) #(\d+) ([a-z]+(?: [a-z]+)?) ((?:are|were|is|was|have|had|got|get|like|liked|prefer|preferred|own|owned|play|played|voted|chose|passed|failed|wear|wore|speak|spoke) [^#]+)$/.exec(c)) && share(num(ctx, m[1])) && !ctx.parts.length && ctx.noun === null && ctx.money === null)
    return clause(ctx, `there are #${m[2]} ${m[3]}`) && clause(ctx, `#${m[1]} of them ${m[4]}`);
  // "70% of which are pine trees", "40% of them are adults", "25% of the students got a b", "40% are adults".
  if ((m = /^(?:and )?#(\d+) (?:of ([^#]+?) )?(are|were|is|was|have|had|got|get|like|liked|prefer|preferred|own|owned|play|played|voted|chose|passed|failed|wear|wore|speak|spoke|did|do|can|went|came|drove|walked|took|take) ([^#]+)$/.exec(c)) && !/\band (?:the|then)\b/.test(m[4])) {
    const n = num(ctx, m[1]);
    const f = share(n);
    // "50% of the females are pregnant": a share of a part named before.
    const parent = m[2] && f ? partNamed(ctx, m[2]) : undefined;
    if (!parent && m[2] && !ofWhole(ctx, m[2])) return shareCount(ctx, n, m, c);
    if (!f) return shareCount(ctx, n, m, c);
    if (ctx.taken) return false;
    use(ctx, n);
    const name = words(`${m[3]} ${m[4]}`);
    if (ctx.parts.some((p) => p.name === name && p.parent === parent)) return false;
    const own = label(name);
    ctx.parts.push({ name, label: [...new Set([...own, ...(parent?.label ?? [])])].sort(), parent, value: times(parent?.value ?? WHOLE, f), taken: false });
    ctx.working.push(`sentence ${ctx.sentence + 1}: ${name.replace(/^(?:are|were|is|was) /, '')} = ${n.text} of ${parent ? parent.name.replace(/^(?:are|were|is|was) /, '') : 'the whole'}`);
    return true;
  }
  // "the rest are girls", "the others were red".
  if ((m = /^(?:and )?(?:the rest|the others|the remaining ones|the remainder|all the others|the remaining (?:[a-z]+))(?: of (?:them|the [a-z]+))? (are|were|is|was) ([^#]+)$/.exec(c))) {
    if (ctx.taken || !ctx.parts.length) return false;
    const name = words(`${m[1]} ${m[2]}`);
    if (ctx.parts.some((p) => p.name === name)) return false;
    let rest = WHOLE;
    for (const p of ctx.parts) rest = plus(rest, p.value, -1);
    ctx.parts.push({ name, label: label(name), value: rest, taken: false });
    ctx.working.push(`sentence ${ctx.sentence + 1}: ${name.replace(/^(?:are|were|is|was) /, '')} = the rest`);
    return true;
  }
  // "and another 10 pages for his homework": a count taken by the doing of the clause before.
  if (last?.verb && (m = /^(?:and )?another #(\d+)(?: ([a-z]+))?(?: (?:for|to|on|in|at)\b[^#]*)?$/.exec(c))) {
    if (m[2] && !(ctx.noun !== null && sameNoun(ctx.noun, m[2]))) return false;
    return countTaken(ctx, num(ctx, m[1]), `${last.verb} (another)`);
  }
  // "he gave away 20% of them", "let 75% of them go", "spent 35% of her allowance", "sold 1/4 of the remaining".
  if ((m = new RegExp(String.raw`^(?:then )?(?:${SUBJECT})?(${TAKE_VERBS}|let) (?:away )?#(\d+)(?: of ([^#]+?))?(?: (away|go|out))?(?: (?:to|on|in|at|for|from|into|down|because|yesterday|today|on the first day|in the morning)\b[^#]*)?$`).exec(c))) {
    let verb = m[1] === 'let' ? (m[4] === 'go' ? 'let go' : '') : TAKE[m[1]];
    if (!verb) return false;
    if (m[4] === 'away' && !verb.endsWith('away')) verb += ' away';
    const n = num(ctx, m[2]);
    const f = share(n);
    // A count taken by someone else ("her brother ate 5") is not read; the story's one person or no subject is.
    const who = c.slice(0, c.indexOf(`${m[1]} `)).replace(/^(?:and |then |but |also |after that |later |next )+/, '').trim();
    if (!f) return takenCount(ctx, n, verb) || (!m[3] && holder(ctx, who || 'he') && countTaken(ctx, n, verb));
    const of = m[3];
    let base: Lin;
    if (of && /^(?:the (?:rest|remainder)|the remaining(?: [a-z]+)?|what (?:was|is|s) left|what remained|the remaining amount)$/.test(of)) {
      if (!ctx.taken) return false;
      base = ctx.left;
    } else {
      if (ctx.taken || (of ? !ofWhole(ctx, of) : ctx.noun === null && ctx.money === null)) return false;
      base = WHOLE;
    }
    use(ctx, n);
    const part: Part = { name: verb, label: [], value: times(base, f), taken: true, verb };
    if (ctx.parts.some((p) => p.verb === verb)) part.name = `${verb} (again)`;
    if (ctx.parts.some((p) => p.name === part.name)) return false;
    ctx.parts.push(part);
    ctx.left = plus(ctx.left, part.value, -1);
    ctx.taken++;
    ctx.working.push(`sentence ${ctx.sentence + 1}: ${verb} ${n.text} of ${base === WHOLE ? 'the whole' : 'what was left'}`);
    return true;
  }
  // "if she spent $14", "if he is left with $405", "she has 30 left".
  if ((m = /^(?:[a-z']+ )?(?:is|was) left with #(\d+)(?: [^#]*)?$|^(?:[a-z']+ )?(?:has|had|have) #(\d+)(?: [a-z]+)? left$/.exec(c))) {
    const n = num(ctx, m[1] ?? m[2]);
    if (!ctx.taken || share(n)) return false;
    if (n.money !== !!ctx.money) return false;
    fix(ctx, ctx.left, n, 'what is left');
    return true;
  }
  return false;
}

/** "180 are women", "104 of them are for adults": a part given as a count. */
function shareCount(ctx: Ctx, n: StoryNumber, m: RegExpExecArray, c: string): boolean {
  if (share(n) || n.percent || (m[2] && !/^(?:them|those|these|the [a-z ]+)$/.test(m[2]))) return false;
  if (m[2] && m[2] !== 'them' && m[2] !== 'those' && m[2] !== 'these' && !ofWhole(ctx, m[2])) return false;
  if (ctx.taken || !c) return false;
  const name = words(`${m[3]} ${m[4]}`);
  const known = ctx.parts.find((p) => p.name === name);
  if (known) {
    fix(ctx, known.value, n, name);
    return true;
  }
  // "70% of the students are men and 180 are women": the other of a pair is the rest of the whole.
  const own = label(name);
  const shares = ctx.parts.filter((p) => !p.parent);
  if (own.length === 1 && shares.length === 1) {
    const said = label(shares[0].name);
    if (said.length === 1 && OTHERS.some(([x, y]) => (x === said[0] && y === own[0]) || (y === said[0] && x === own[0]))) {
      ctx.parts.push({ name, label: own, value: plus(WHOLE, shares[0].value, -1), taken: false });
      fix(ctx, plus(WHOLE, shares[0].value, -1), n, name.replace(/^(?:are|were|is|was) /, ''));
      return true;
    }
  }
  // A new part: the whole is the shares and the counts together only when "the rest" closes it later.
  if (ctx.parts.some((p) => p.name === name)) return false;
  use(ctx, n);
  ctx.parts.push({ name, label: label(name), value: lin(0, n.value), taken: false });
  ctx.working.push(`sentence ${ctx.sentence + 1}: ${name.replace(/^(?:are|were|is|was) /, '')} = ${n.text}`);
  return true;
}

/** "if she spent $14": the part taken, given as an amount. */
function takenCount(ctx: Ctx, n: StoryNumber, verb: string): boolean {
  const part = ctx.parts.find((p) => p.taken && p.verb === verb);
  if (!part || n.money !== !!ctx.money) return false;
  fix(ctx, part.value, n, verb);
  return true;
}

/** "and throws 15 away" after a share taken: a count taken from what is left. */
function countTaken(ctx: Ctx, n: StoryNumber, verb: string): boolean {
  if (!ctx.taken || share(n) || n.percent || n.money !== !!ctx.money || ctx.parts.some((p) => p.verb === verb)) return false;
  use(ctx, n);
  const part: Part = { name: verb, label: [], value: lin(0, n.value), taken: true, verb };
  ctx.parts.push(part);
  ctx.left = plus(ctx.left, part.value, -1);
  ctx.taken++;
  ctx.working.push(`sentence ${ctx.sentence + 1}: ${verb} ${n.text}`);
  return true;
}

/** Who the question asks about is the one story's person: a pronoun or that name, and no one else named ("her sister" is not). */
function holder(ctx: Ctx, who: string): boolean {
  // "Ten percent of ...", "Hi!": a number word or a greeting opening a sentence is not a person.
  const people = ctx.story.people.filter((p) => !/^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|hi|hello|hey|please|thanks|help)$/.test(p));
  if (/^(?:he|she|they|his|her|their|i|we|you)$/.test(who)) return people.length <= 1;
  return people.length === 1 && who === people[0];
}

/** The asked quantity, linear in the whole; null when the question is not one read here. */
function question(ctx: Ctx, said: string): { value: Lin; what: string; noun: string | null } | null {
  let m: RegExpExecArray | null;
  // "how many friends does he have who are girls": the same as "how many friends are girls", asked of the story's one person.
  const who = /^how many ([a-z]+) (?:does|did|do) ([a-z]+) have (?:who|that) (are|were) ([a-z ]+)$/.exec(said);
  if (who && !holder(ctx, who[2])) return null;
  const q = who ? `how many ${who[1]} ${who[3]} ${who[4]}` : said;
  const whole = ctx.money ? 'dollar' : ctx.noun;
  const noun = (phrase: string | undefined) => !phrase || (ctx.noun !== null && nounOf(ctx, phrase)) || (ctx.money === true && /^money$/.test(phrase));
  // "how many did he keep", "how many tadpoles are left", "how much money is left", "how many does she have left".
  if (
    (m = /^how (?:many|much) (?:([a-z ]+?) )?(?:(?:did|does|will|do) ([a-z']+(?: [a-z']+)?) (?:keep|have left|have remaining|still have|have now)|(?:are|were|is|was) (?:left|remaining)|remain(?:s|ed)?|(?:did|does) [a-z']+ (?:have|has) left|(?:is|was) [a-z']+ left with|(?:does|did|will) [a-z']+ (?:have|has) left)(?: (?:in (?:the|his|her|their) [a-z]+|now|over|for [a-z]+))?$/.exec(
      q,
    ))
  ) {
    if (!ctx.taken || !noun(m[1]) || (m[2] && !holder(ctx, m[2]))) return null;
    return { value: ctx.left, what: 'what is left', noun: whole };
  }
  // "how much did she spend", "how many did he give away".
  if ((m = new RegExp(String.raw`^how (?:many|much) (?:([a-z ]+?) )?(?:did|does|will|do) [a-z']+(?: [a-z']+)? (give away|give|sell|eat|spend|use|lose|donate|delete|let go|release|remove)$`).exec(q))) {
    if (!noun(m[1])) return null;
    const past: Record<string, string> = { give: 'gave', 'give away': 'gave away', sell: 'sold', eat: 'ate', spend: 'spent', use: 'used', lose: 'lost', donate: 'donated', delete: 'deleted', 'let go': 'let go', release: 'released', remove: 'removed' };
    const part = ctx.parts.find((p) => p.taken && (p.verb === past[m![2]] || p.verb === `${past[m![2]]} away`));
    return part ? { value: part.value, what: part.name, noun: whole } : null;
  }
  // "how much is her take-home pay": what the shares taken leave of the money.
  if ((m = /^how much (?:is|was|will be|would be) (his|her|their|[a-z]+ s) take-home (?:pay|salary)$/.exec(q))) return ctx.money && ctx.taken && holder(ctx, m[1].replace(/ s$/, '')) ? { value: ctx.left, what: 'what is left', noun: whole } : null;
  if ((m = /^how much (?:was|were|is|are) (?:his|her|their|the) ([a-z ]+)$|^how much (?:money )?did [a-z]+ (?:have|earn|make) (?:at first|originally|in total|initially|before)$/.exec(q))) {
    if (!ctx.money) return null;
    if (m[1] && !/^(?:earnings?|salary|pay|paycheck|income|allowance|savings|budget|original amount|winnings|prize|bonus)$/.test(m[1])) return null;
    return { value: WHOLE, what: 'the whole', noun: whole };
  }
  if (ctx.taken || ctx.money) return null;
  // The parts named by the question's words (the whole's noun set aside): the one that fits, else none.
  const bare = (l: string[]) => l.filter((w) => w !== ctx.noun && !ctx.nounWords.includes(w) && w !== 'person' && w !== 'people');
  const pick = (phrase: string) => {
    const words = bare(label(phrase));
    const found = words.length ? ctx.parts.filter((p) => !p.parent && sameSet(bare(p.label), words)) : [];
    return found.length === 1 ? found[0] : undefined;
  };
  // "how many more married people are there than children", "how many more recommend brand a than brand b".
  if ((m = /^how many more ([a-z ]+?)(?: (?:are|were) there)? than ([a-z ]+?)(?: (?:are|were|do|did))?$/.exec(q))) {
    const a = pick(m[1]);
    const b = pick(m[2]) ?? pick(`${m[1].split(' ')[0]} ${m[2]}`);
    if (!a || !b || a === b) return null;
    return { value: plus(a.value, b.value, -1), what: `${a.name} minus ${b.name}`, noun: null };
  }
  // "how many employees did not get any increase": the whole less every share, each one of that doing.
  if ((m = /^how many (?:([a-z ]+?) )?(?:did|do|does) not ([a-z]+) any ([a-z]+)$/.exec(q))) {
    const top = ctx.parts.filter((p) => !p.parent);
    if (!noun(m[1]) || top.length < 2) return null;
    const verb = lemma(m[2]);
    const thing = singular(m[3]);
    if (!top.every((p) => { const w = p.name.split(' '); return lemma(w[0]) === verb && singular(w.at(-1)!) === thing; })) return null;
    let none = WHOLE;
    for (const p of top) none = plus(none, p.value, -1);
    return { value: none, what: `did not ${m[2]} any ${m[3]}`, noun: whole };
  }
  // "how many students go to the middle school", "how many books are in the library".
  if ((m = /^how many ([a-z ]+?) (?:go to|attend|work at|are there in|were there in|does the [a-z]+ have|did the [a-z]+ have) [a-z ]+$|^how many ([a-z ]+?) (?:are|were) there$/.exec(q)) && noun(m[1] ?? m[2])) return { value: WHOLE, what: 'the whole', noun: whole };
  // A part by the words that name it: "how many juniors are involved in sports", "how many pregnant female cows does Terez have", "how many are not pine trees".
  m = /^how many(?: (?!(?:are|were|is|was|do|does|did|have|has|had)\b)([a-z ]+?))?(?: (are|were|is|was|do|does|did|have|has|had|will|can) ([a-z ]*))?$/.exec(q);
  if (!m) return null;
  let rest = (m[3] ?? '').replace(/^there\b ?/, '').replace(/^[a-z]+ (?:have|own)$/, '');
  const negated = /^not /.test(rest);
  rest = rest.replace(/^not /, '');
  const asked = (t: string) => label(`${(m![1] ?? '').replace(/^of (?:them|(?:the|his|her|their) [a-z]+) ?/, '')} ${t}`).filter((w) => w !== ctx.noun && !ctx.nounWords.includes(w) && w !== 'person' && w !== 'people');
  const tries = [asked(rest)];
  // "how many grey cats are in this house": the place is the whole's, not part of the name.
  const place = /^(?:in|at|on) (?:this|the|that|his|her|their|our) [a-z]+$/.exec(rest);
  if (place) tries.push(asked(''));
  for (const words of tries) {
    if (!words.length) {
      if (!negated && noun(m[1]) && m[1]) return { value: WHOLE, what: 'the whole', noun: whole };
      continue;
    }
    const found = ctx.parts.filter((p) => sameSet(bare(p.label), words));
    if (found.length > 1) return null;
    if (found.length === 1) {
      const part = found[0];
      const what = `${negated ? 'not ' : ''}${words.join(' ')}`;
      return { value: negated ? plus(part.parent?.value ?? WHOLE, part.value, -1) : part.value, what, noun: negated ? null : nounFor(ctx, m[1]) };
    }
    if (negated) continue;
    // "30% of them are boys. How many girls": the other of a pair, when the share is its parent's only split.
    for (const part of ctx.parts) {
      const own = bare(label(part.name)).filter((w) => !(part.parent?.label ?? []).includes(w));
      if (own.length !== 1 || ctx.parts.filter((x) => x.parent === part.parent).length !== 1) continue;
      const other = OTHERS.find(([x, y]) => x === own[0] || y === own[0]);
      if (!other) continue;
      const word = other[0] === own[0] ? other[1] : other[0];
      if (sameSet(bare([...new Set([...(part.parent?.label ?? []), word])].sort()), words)) return { value: plus(part.parent?.value ?? WHOLE, part.value, -1), what: words.join(' '), noun: nounFor(ctx, m[1]) };
    }
  }
  return null;
}

/** The asked phrase's head, or the whole's noun when the question names none. */
function nounFor(ctx: Ctx, phrase: string | undefined): string | null {
  if (!phrase || /^of /.test(phrase)) return ctx.noun;
  // "how many students got a scholarship": the whole's noun, not the last word of what they did.
  const ws = phrase.split(' ');
  if (ctx.noun !== null && ws.map(singular).includes(ctx.noun)) return ctx.noun;
  if (ws.length > 2) return null;
  return singular(phrase.split(' ').at(-1)!);
}

/** The whole's noun asked again: "students", "gold bars" for "bars of gold". */
function nounOf(ctx: Ctx, phrase: string): boolean {
  const w = label(phrase);
  return w.includes(ctx.noun!) && w.every((x) => ctx.nounWords.includes(x));
}

const SPLIT = new RegExp(String.raw`\s*(?:, and then |, then |, and |; | and then | then |, (?=#)|,? while (?=#|the rest)| and (?=#|another #|the rest|the others|(?:${TAKE_VERBS})\b))\s*`);

export function readShares(text: string): Answer | null {
  const read = percentStory(text, /\bhow (?:many|much)\b/);
  if (!read) return null;
  const { story, statements, q } = read;
  const ctx: Ctx = { story, used: new Set(), noun: null, nounWords: [], money: null, parts: [], left: WHOLE, taken: 0, fixed: [], working: [], sentence: 0 };
  const place = /^(?:in|at|on) (?:the|a|an) [a-z ]+?(?:, |,? (?=there ))/;
  if (!readAll(statements, SPLIT, (c, i) => ((ctx.sentence = i), clause(ctx, c)), place)) return null;
  if (ctx.used.size !== story.numbers.length) return null;
  const asked = question(ctx, q);
  if (!asked) return null;
  // The whole from the one fact that fixes it; a second must agree.
  let whole: Fraction | null = null;
  for (const f of ctx.fixed) {
    if (f.value.a.equals(0)) return null;
    const w = f.is.sub(f.value.b).div(f.value.a);
    if (whole && !whole.equals(w)) return null;
    whole = w;
  }
  if (!whole || whole.compare(0) <= 0) return null;
  const at2 = (l: Lin) => l.a.mul(whole!).add(l.b);
  // Counted things come out whole, and nothing is below zero.
  for (const p of [...ctx.parts.map((p) => p.value), ctx.left, WHOLE]) {
    const v = at2(p);
    if (v.compare(0) < 0) return null;
    if (!ctx.money && v.d !== 1n) return null;
  }
  const value = at2(asked.value);
  if (ctx.money && value.mul(100).d !== 1n) return null;
  const working = [...ctx.working];
  if (!ctx.fixed.some((f) => f.value === WHOLE)) working.push(`so the whole is ${ctx.money ? `$${whole.toString()}` : whole.toString()}`);
  return percentReply(value, asked.noun, asked.what, working);
}
