/** "What can you do?" and its many wordings: answered with what this server answers, an example each. */
import type { SolverSummary } from '../../src/plugin-api.js';

const OPENERS = /^(?:(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening)|greetings|ok(?:ay)?|so|um+|well)\b[\s,!.:-]*)*(?:(?:please|pls|kindly)\s+)?/i;
const CLOSERS = /(?:[\s,]*(?:please|pls|thanks|thank you|exactly|then|here|today|again|for me|for us))*[\s?!.]*$/i;

/** Whole requests that ask what the service does; anything longer than a short question is someone else's. */
const ASKS: readonly RegExp[] = [
  /^(?:so\s+)?what (?:all |else |exactly |kinds? of (?:things|questions|requests|stuff) |sorts? of (?:things|questions) )?(?:can|could|do) (?:you|u|ya|this (?:thing|service|api|bot|server)|svc) (?:do|answer|solve|handle|help (?:me )?with|help with|offer|support)$/i,
  /^what (?:are|r) (?:you|u|svc|this) (?:good at|able to do|able to answer|capable of|for)$/i,
  /^what (?:are|r) your (?:capabilities|abilities|skills|features|functions|solvers|limits)$/i,
  /^(?:list|show|tell me|describe|name) (?:me )?(?:all )?(?:your|the) (?:capabilities|abilities|skills|features|solvers|commands)$/i,
  /^(?:tell me )?what (?:do|can) (?:you|u) (?:know|understand)$/i,
  /^how (?:can|could|do) (?:you|u) help(?: me| us)?$/i,
  /^(?:can you )?help(?: me)?$/i,
  /^(?:who|what) (?:are|r) (?:you|u)$/i,
  /^what(?: is|'s) (?:this|svc)(?: service| api| thing)?$/i,
  /^what (?:you|u) (?:can|could) (?:do|answer|solve|handle|help (?:me )?with)$/i,
  /^(?:what (?:questions|requests|things) (?:can|do) (?:i|we) ask(?: you)?)$/i,
  /^(?:what should i ask(?: you)?|where do i start|getting started|capabilities|\?+)$/i,
];

export function isCapabilityQuestion(text: string): boolean {
  if (text.length > 160) return false;
  const core = text
    .trim()
    .replace(/[’`]/g, "'")
    .replace(OPENERS, '')
    .replace(CLOSERS, '')
    .replace(/\s+/g, ' ')
    .replace(/^(?:and|so|then)\s+/i, '')
    .replace(/^(?:can you tell me|could you tell me|tell me|i wonder|i'd like to know|i want to know)\s+/i, '')
    .trim();
  return ASKS.some((re) => re.test(core));
}

export function capabilityReply(solvers: readonly SolverSummary[]): string {
  const offered = solvers.filter((s) => s.name !== 'help');
  const lines = [
    "I'm svc: every answer is computed or checked by a solver rather than guessed, and each reply carries a receipt " +
      '(the `svc` field) saying which solver answered and how the answer was checked.',
    '',
    offered.length ? 'Here is what this server answers, with one thing to try for each:' : 'This server has no solvers installed yet.',
    ...offered.map((s) => `- ${s.name}: ${s.summary}${s.example ? ` Try: "${oneLine(s.example)}"` : ''}`),
    '',
    'Ask in plain words. When no solver can answer, the reply says what was tried and why, instead of guessing. ' +
      'GET /api/v1/capabilities lists every solver with examples; the API reference is at /api/docs.',
  ];
  return lines.join('\n');
}

function oneLine(s: string): string {
  const flat = s.replace(/\s*\n\s*/g, ' / ');
  return flat.length > 120 ? `${flat.slice(0, 117)}...` : flat;
}
