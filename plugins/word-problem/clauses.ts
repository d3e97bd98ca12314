/**
 * A sentence cut into clauses, each with its subject (a person, a pronoun read as the last person, "there",
 * or inherited from the clause before) and its verb, and the rest: the quantity items the verb governs.
 */
import { lemma, PAST_FORMS, SKIPPED } from './verbs.js';

export interface Clause {
  owner: string;
  /** The verb's stem ("sell"), "hav" for has/have/had, "be" for is/are/was/were. */
  verb: string;
  /** The words after the verb. */
  rest: string;
  sentence: number;
  /** The clause began with "if"/"when": a condition stated as given. */
  conditional: boolean;
}

const PRONOUNS = new Set(['he', 'she', 'it']);
/** "On Monday, she ...", "Last week, Tom ...": a setting, set aside (the question's checks catch a mix-up). */
const setting = (s: string) =>
  s.replace(/^(?:on|in|at|during|last|this|after|before|by)\b[^,#]{0,30},\s*/, '').replace(/^(?:yesterday|today|later|afterwards|finally|then|now|first|next)\s*,?\s+/, '');
/** The verb right after "a farmer": has/is forms, a past in -ed, or a known irregular past. */
const VERBISH = new RegExp(`^(?:has|had|have|is|are|was|were|[a-z]+ed|${PAST_FORMS.join('|')})$`);
/** Words that show the clause does not start with a verb: its subject was not read. */
const NOT_VERBS = new Set('his her their its my our your the a an of to in on at for with than as and or s'.split(' '));
const LEAD = /^(?:(?:if|when|and|then|so|but|after that|now|later|also|meanwhile|in total|altogether|together)\s*,?\s+)+/;

/** The clauses of one sentence; null when a clause has no reading of its subject. */
export function clausesOf(sentence: string, index: number, people: readonly string[], last: { owner: string; other?: string }): Clause[] | null {
  // Cut before a new subject: ", and she", " and then he", "; ", ", but".
  const names = people.map((p) => p.replace(/[^a-z]/g, '')).join('|');
  const subject = `(?:he|she|they|it|there|${names || 'he'})`;
  // "Allison, who has 28 marbles": a clause of its own about Allison.
  sentence = setting(sentence);
  const relative = names ? sentence.replace(new RegExp(`\\b(${names})\\b,? who `, 'g'), '$1; $1 ') : sentence;
  const PAST = PAST_FORMS.join('|');
  const parts = relative.split(
    new RegExp(`(?:,\\s*|\\s+)(?:and\\s+then|and|but|while|then|so)\\s+(?=${subject}\\s)|;\\s*|,\\s*(?=${subject}\\s)|(?:,\\s*|\\s+)(?:and\\s+)?then\\s+|(?:,\\s*|\\s+)and\\s+(?=(?:[a-z]+ed|${PAST})\\s)|,\\s*(?=[a-z]+ed\\s)`),
  );
  const out: Clause[] = [];
  for (const raw of parts) {
    const conditional = /^(?:if|when)\b/.test(raw.trim());
    // "hw question: Sam had ...": what comes before a colon is a preamble.
    // "On Monday, she ...", "Last week, Tom ...": a setting, set aside (the question's checks catch a mix-up).
    const text = setting(raw.trim().replace(/^[^#:]*:\s*/, '').replace(LEAD, ''));
    // "His friend Ada caught ...": Ada is the subject.
    const words = (names ? text.replace(new RegExp(`^(?:his|her|their|my)\\s+(?:[a-z]+\\s+){1,2}?(?=(?:${names})\\s)`), '') : text).split(/\s+/);
    let owner: string;
    let i = 0;
    if (words[0] === 'there') {
      owner = 'there';
      i = 1;
    } else if (PRONOUNS.has(words[0])) {
      if (last.owner === 'there') return null;
      // "A farmer plants rows. He has 64 seedlings": with no one named, the pronoun is the one actor.
      if (!last.owner && people.length) return null;
      // "She gave 5 marbles to Ben. He gave 2 to Cy.": once someone else was named, the pronoun may be them.
      if (last.other && last.other !== last.owner) return null;
      owner = last.owner || words[0];
      i = 1;
      // "She gave 12 to Leo" right after Leo: the pronoun is someone else, and who is not known.
      if (new RegExp(`\\b${owner}\\b`).test(words.slice(1).join(' '))) return null;
    } else if (words[0] === 'they') {
      owner = 'they';
      i = 1;
    } else if (/^(?:a|an|the)$/.test(words[0]) && /^[a-z]+$/.test(words[1] ?? '') && VERBISH.test(words[2] ?? '')) {
      // "A farmer had 90 eggs": the farmer is the one who has them.
      owner = words[1];
      i = 2;
    } else if (people.includes(words[0])) {
      owner = words[0];
      i = 1;
    } else if (out.length) {
      // "and sold 30 more": the subject of the clause before.
      owner = out.at(-1)?.owner ?? last.owner;
    } else return null;
    while (i < words.length && SKIPPED.has(words[i])) i++;
    const verbWord = words[i] ?? '';
    if (!/^[a-z]+$/.test(verbWord) || NOT_VERBS.has(verbWord)) return null;
    // "bought a lamp for $20 and her sister bought a rug": a second subject the cuts above did not split off.
    const rest = words.slice(i + 1);
    if (rest.some((w, k) => /^(?:and|but|while)$/.test(w) && /^(?:his|her|their|my|our|your|the|a|an)$/.test(rest[k + 1] ?? '') && /^[a-z]+$/.test(rest[k + 2] ?? '') && VERBISH.test(rest[k + 3] ?? ''))) return null;
    out.push({ owner, verb: lemma(verbWord), rest: rest.join(' '), sentence: index, conditional });
    if (owner !== 'they') last.owner = owner;
    const named = words.slice(i + 1).find((w) => people.includes(w) && w !== owner);
    if (named) last.other = named;
    else if (owner !== last.other && people.includes(owner)) last.other = undefined;
  }
  return out;
}
