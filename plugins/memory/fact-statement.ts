/** Recognizes facts the caller states ("remember that …", "our project uses …", "my name is …") and questions about them. */

export interface StatedFact {
  /** As the caller said it, first person kept ("my name is Ann"). */
  text: string;
  /** What it is about, when a newer fact should replace an older one ("my name"). */
  subject: string | null;
}

const REMEMBER = /^(?:please\s+)?(?:remember|note|keep in mind|don'?t forget|do not forget|for the record|fyi)(?:\s+that)?\s*[:,-]?\s+(.+)$/is;
const SELF_IS = /^((?:my|our)\s+[\p{L}\p{N}][\p{L}\p{N}\s'-]{0,40}?)\s+(?:is|are|was)\s+(.+)$/iu;
const SELF_DOES = /^(?:my|our)\s+[\p{L}\p{N}][\p{L}\p{N}\s'-]{0,40}?\s+(?:uses?|runs? on|targets|deploys? to|is built (?:with|on)|is written in|depends on)\s+.+$/iu;
const WE_DO = /^(?:we|i)\s+(?:use|prefer|work (?:at|for|on|with)|live in|am using|are using|deploy to|code in|write in|run)\s+.+$/i;
/** A question clause after a comma or "so"/"then": "…, what's my new salary", "… so how many days old is he". */
const ASKED_AFTER = /(?:[,;]|\b(?:so|then|and))\s+(?:what|what's|whats|how|which|when|who|where|why|can you|could you|would you|will you|please (?:tell|work|calculate|compute))\b/i;
const I_AM = /^(?:i am|i'm)\s+(?:an?\s+)\S.+$/i;

function clean(text: string): string {
  return text.trim().replace(/\s+/g, ' ').replace(/[.!]+$/, '');
}

/** A statement worth remembering, or null (questions and long texts never are). */
export function statedFact(message: string): StatedFact | null {
  const text = clean(message);
  if (!text || text.length > 500 || text.includes('?') || text.includes('\n')) return null;
  const told = REMEMBER.exec(text);
  const fact = told ? clean(told[1]) : text;
  if (!fact || fact.includes('?')) return null;
  // Without "remember", every statement below opens with my, our, we or I: the rest need not be read.
  if (!told && !/^(?:my|our|we|i)\b/i.test(fact)) return null;
  // Without an explicit "remember", only a single sentence is a statement ("I use Python. Write …" is a request).
  if (!told && /[.!;:]\s+\S/.test(fact)) return null;
  // "my salary is 52,000 and i got a 3.5% raise, what's my new salary": a question after the statement makes it a request.
  if (!told && ASKED_AFTER.test(fact)) return null;
  const is = SELF_IS.exec(fact);
  if (is) return { text: fact, subject: clean(is[1]).toLowerCase() };
  if (told || SELF_DOES.test(fact) || WE_DO.test(fact)) return { text: fact, subject: null };
  if (I_AM.test(fact)) return { text: fact, subject: 'i am' };
  return null;
}

const LIST = /\b(?:what (?:do|did) you (?:remember|know)(?: about (?:me|us))?|what have i told you|what did i tell you|list (?:my|the) facts)\b/i;
const PERSONAL = /\b(?:my|our|i|we|me|us)\b/i;
const QUESTION = /\?\s*$|^(?:what|which|who|whom|where|when|how|do|does|did|is|are|can|tell me)\b/i;

/** 'list' for "what do you remember", 'ask' for a question about the caller, else null. */
export function memoryQuestion(message: string): 'list' | 'ask' | null {
  const text = message.trim();
  if (!text || text.length > 500) return null;
  if (LIST.test(text)) return 'list';
  return QUESTION.test(text) && PERSONAL.test(text) ? 'ask' : null;
}

const SWAP: Record<string, string> = {
  my: 'your', our: 'your', i: 'you', me: 'you', we: 'you', us: 'you', mine: 'yours', ours: 'yours',
  am: 'are', "i'm": "you're", "we're": "you're", myself: 'yourself', ourselves: 'yourselves',
};

/** The fact as said back to the caller ("my name is Ann" → "your name is Ann"). */
export function toSecondPerson(fact: string): string {
  return fact.replace(/\b(?:i'm|we're|my|our|i|me|we|us|mine|ours|am|myself|ourselves)\b/gi, (w) => SWAP[w.toLowerCase()] ?? w);
}
