/**
 * Counting the things in a list by category ("I have a flute, a piano, two violins and a stove. How many
 * musical instruments do I have?"). Each item is placed with WordNet by its first sense that falls under
 * one of the usual kinds (instrument, animal, fruit, vegetable, artifact, or the asked one): a drum is an
 * instrument before it is a fish, a plum a fruit (its first sense, the tree, is none of the kinds). A word
 * WordNet does not know, or that falls under none of them, is declined.
 */
import { decline } from '../../src/solving/solver.js';
import type { Outcome } from '../../src/plugin-api.js';
import type { Synset, Wordnet } from '../../src/lexicon/wordnet.js';
import type { Family } from './family.js';
import { numberWord } from './words.js';

const MEASURES = /^(?:heads?|stalks?|bunch(?:es)?|cloves?|ears?|pieces?|pairs?|sets?|bags?|boxes?|bottles?|cans?|jars?|bowls?|slices?|loaves?|sticks?|sprigs?|bulbs?|crates?|baskets?|cartons?|packs?|packets?)$/i;
/** Measures that hold one whole thing ("a head of broccoli" is one vegetable); any other ("a bunch of bananas") holds an unknown number. */
const ONE_EACH = /^(?:heads?|stalks?|ears?|bulbs?)$/i;
const EVERYTHING = /^(?:objects?|things?|items?)$/i;
const QTY = '(an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\d+)';
const MAX_DEPTH = 18;
/** Kinds people use that WordNet files elsewhere: garlic is a seasoning and a plant there, a vegetable in the kitchen. */
const CULINARY: Record<string, string> = { garlic: 'vegetable', garlics: 'vegetable' };
const KINDS = ['musical instrument', 'animal', 'fruit', 'vegetable', 'artifact'];

function reaches(wn: Wordnet, from: Synset, goals: Set<number>): boolean {
  let frontier = [from];
  const seen = new Set([from.offset]);
  for (let d = 0; frontier.length && d < MAX_DEPTH; d++) {
    if (frontier.some((s) => goals.has(s.offset))) return true;
    const next: Synset[] = [];
    for (const s of frontier) {
      for (const p of s.pointers) {
        if ((p.symbol === '@' || p.symbol === '@i') && p.pos === 'noun' && !seen.has(p.offset)) {
          seen.add(p.offset);
          next.push(wn.synset('noun', p.offset));
        }
      }
    }
    frontier = next;
  }
  return false;
}

interface Item { qty: number; phrase: string; nouns: string[] }

function readItems(text: string): Item[] | string {
  const lists = [...text.matchAll(/\bI (?:also )?(?:have|own|got|bought|'ve got)\s+([^.?!]+)[.!]/gi)].map((m) => m[1]);
  if (!lists.length) return 'no list of things found ("I have a …, two …, and a …")';
  const items: Item[] = [];
  for (const list of lists) {
    for (const raw of list.split(/\s*,\s*(?:and\s+)?|\s+and\s+/)) {
      const part = raw.trim().toLowerCase();
      if (!part) continue;
      const m = part.match(new RegExp(`^${QTY}\\s+(.+)$`, 'i'));
      if (!m) return `cannot read the amount in "${raw.trim()}"`;
      const qty = /^an?$/.test(m[1]) ? 1 : numberWord(m[1]);
      const words = m[2].split(/\s+/);
      const of = words.indexOf('of');
      // "head of broccoli" and "lettuce head" name the vegetable; "grand piano" is tried whole, then by its head word.
      if (of > 0 && MEASURES.test(words.slice(0, of).join(' ')) && !ONE_EACH.test(words.slice(0, of).join(' '))) return `"${raw.trim()}" does not say how many things it holds`;
      const nouns = of > 0 && MEASURES.test(words.slice(0, of).join(' ')) ? [words.slice(of + 1).join(' ')] : [m[2], ...(words.length > 1 && MEASURES.test(words.at(-1)!) ? [words.slice(0, -1).join(' ')] : []), words.at(-1)!];
      items.push({ qty, phrase: m[2], nouns });
    }
  }
  return items;
}

/** "How many fruits do I have?", "… are there?", "… have I got?", "… do I own in total?" */
const ASKED = /\bhow many\s+([a-z ]+?)\s+(?:(?:do|did)\s+I\s+(?:have|own|got)\b|have\s+I\s+got\b|are\s+there\b|are\s+in\s+(?:my|the)\s+list\b)/i;

export const counting: Family = {
  name: 'counting',
  detect: (t) => /\bI (?:also )?(?:have|own|got)\b/i.test(t) && ASKED.test(t),
  solve(text: string, ctx): Outcome {
    const wn = ctx?.wordnet;
    const q = text.match(ASKED);
    if (!q) return decline('counting: no "How many … do I have?" found');
    const items = readItems(text.slice(0, q.index));
    if (typeof items === 'string') return decline(`counting: ${items}`);
    const catWords = q[1].trim().toLowerCase();
    const all = EVERYTHING.test(catWords);
    if (!all && !wn) return decline('counting: no word list to place the things in');
    const category = all ? catWords : (wn!.lemmas(catWords.replace(/\s+/g, ' '), 'noun').find((l) => wn!.senses(l.lemma, 'noun').length)?.lemma ?? null);
    if (!category) return decline(`counting: "${catWords}" is not a category WordNet lists`);
    const goalsOf = (c: string) => new Set(wn!.senses(c, 'noun').map((s) => s.synset.offset));
    const goals = all ? new Set<number>() : goalsOf(category);
    // "How many legs …?" counts parts of the things, not things of a kind: not read, so not guessed.
    const parts = all ? new Set<number>() : new Set([...goalsOf('part'), ...goalsOf('body part')]);
    if (!all && wn!.senses(category, 'noun').some((x) => reaches(wn!, x.synset, parts))) return decline(`counting: "${catWords}" are parts of things, and parts are not counted here`);
    const kinds = all ? [] : [...KINDS.filter((k) => k !== category).map(goalsOf), goals];
    const counted: string[] = [];
    const left: string[] = [];
    let total = 0;
    for (const it of items) {
      if (!all) {
        const kitchen = it.nouns.map((w) => CULINARY[w]).find(Boolean);
        if (kitchen) {
          if (kitchen === category) {
            total += it.qty;
            counted.push(`${it.qty} ${it.phrase}`);
          } else left.push(it.phrase);
          continue;
        }
        const noun = it.nouns.find((w) => wn!.senses(w, 'noun').length);
        if (!noun) return decline(`counting: cannot place "${it.phrase}": WordNet does not list it`);
        const senses = wn!.senses(noun, 'noun');
        const first = senses.find((s) => kinds.some((k) => reaches(wn!, s.synset, k)));
        if (!first) return decline(`counting: cannot place "${it.phrase}" under any usual kind of thing`);
        if (!reaches(wn!, first.synset, goals)) {
          left.push(it.phrase);
          continue;
        }
      }
      total += it.qty;
      counted.push(`${it.qty} ${it.phrase}`);
    }
    // No artifact of the kind may mean the question counts something the things have ("wheels" of a car).
    if (!total && !all && wn!.senses(category, 'noun').some((x) => reaches(wn!, x.synset, goalsOf('artifact')))) return decline(`counting: none of the things listed is one of the ${catWords}; if the question counts something they have, that is not read`);
    const what = all ? 'things' : catWords;
    return {
      content: `${total}\n${what[0].toUpperCase()}${what.slice(1)}: ${counted.join(' + ') || 'none'} = ${total}.${left.length ? ` Not ${all ? '' : `${category}s`}: ${left.join(', ')}.` : ''}${all ? '' : ' (placed with WordNet)'}`,
      canonical: String(total),
    };
  },
};
