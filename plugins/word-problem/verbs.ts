/** What a story's verbs do to the quantities they govern: hold, gain, lose, or count an event. */

export type Effect = 'have' | 'gain' | 'lose' | 'event';

const IRREGULAR: Record<string, string> = {
  has: 'have', had: 'have', sold: 'sell', bought: 'buy', got: 'get', gave: 'give', ate: 'eat', made: 'make', found: 'find', took: 'take',
  spent: 'spend', lost: 'lose', won: 'win', ran: 'run', rode: 'ride', drove: 'drive', wrote: 'write', read: 'read', drank: 'drink',
  caught: 'catch', brought: 'bring', paid: 'pay', kept: 'keep', grew: 'grow', threw: 'throw', broke: 'break', flew: 'fly', swam: 'swim',
  sang: 'sing', drew: 'draw', saw: 'see', knew: 'know', built: 'build', sent: 'send', left: 'leave', held: 'hold', taught: 'teach',
  baked: 'bake', used: 'use', saved: 'save', received: 'receive', owned: 'own', owns: 'own', does: 'do', did: 'do', is: 'be', are: 'be', was: 'be', were: 'be',
  picked: 'pick', collected: 'collect', earned: 'earn', planted: 'plant', cooked: 'cook', donated: 'donate', washed: 'wash', fixed: 'fix',
  carries: 'carry', carried: 'carry', buys: 'buy', tries: 'try', tried: 'try', fries: 'fry', fried: 'fry', dries: 'dry', dried: 'dry',
};

const stems = (words: string) => new Set(words.split(' ').map((w) => lemma(w)));
const GAIN = stems('buy get receive find pick collect earn win make bake catch gain save add grow');
const LOSE = stems('give lose eat sell spend use donate drop break throw pay');
const HAVE = stems('have own hold keep contain carry');

/** Words that are never the verb of a clause here (adverbs and auxiliaries before it are skipped). */
export const SKIPPED = new Set(['also', 'only', 'just', 'then', 'still', 'already', 'now', 'later', 'each', 'both', 'all', 'can', 'could', 'will', 'would', 'did', 'does', 'do', 'usually', 'originally', 'initially', 'first', 'finally', 'really']);

/**
 * A verb reduced to a stem both the story and the question agree on ("sold"/"sell" → "sell", "baked"/"bake"
 * → "bak"): irregular forms by table, then the endings cut. Only ever compared with other stems.
 */
export function lemma(word: string): string {
  const base = IRREGULAR[word] ?? word;
  if (/ies$|ied$/.test(base)) return base.slice(0, -3) + 'y';
  const cut = base.replace(/(?:ing|ed|es|s|e)$/, '');
  return cut.length >= 2 ? cut.replace(/([^aeiouls])\1$/, '$1') : base;
}

export function effectOf(verb: string): Effect {
  if (HAVE.has(verb)) return 'have';
  if (GAIN.has(verb)) return 'gain';
  if (LOSE.has(verb)) return 'lose';
  return 'event';
}

/** Past forms that start a new clause after "and" ("bought a dozen and gave 3 away"). */
export const PAST_FORMS = Object.keys(IRREGULAR).filter((w) => !['has', 'had', 'is', 'are', 'was', 'were', 'does', 'did', 'owns', 'read', 'left'].includes(w));
