/**
 * The specification grammar for text transformations: a behaviour written as clauses ("lowercases the
 * text, trims it and replaces runs of spaces with a single hyphen") becomes a pipeline of operations on
 * the first parameter, in the order written. A clause the grammar does not know is reported, never skipped.
 */
import { OP_BY_NAME, STRING_EDGES, type Op } from './ops.js';
import type { Prog } from './program.js';
import { jsString } from './js-value.js';
import { pyString } from './py-value.js';

const NAMED: Record<string, string> = {
  hyphen: '-', hyphens: '-', dash: '-', dashes: '-', underscore: '_', underscores: '_', space: ' ', spaces: ' ',
  comma: ',', commas: ',', dot: '.', dots: '.', period: '.', periods: '.', slash: '/', slashes: '/', nothing: '', plus: '+',
};

const CLASSES: Record<string, { re: string; py: string; label: string }> = {
  space: { re: ' ', py: ' ', label: 'spaces' },
  whitespace: { re: '\\s', py: '\\s', label: 'whitespace' },
  hyphen: { re: '-', py: '-', label: 'hyphens' },
  underscore: { re: '_', py: '_', label: 'underscores' },
  digit: { re: '[0-9]', py: '[0-9]', label: 'digits' },
  'non-alphanumeric character': { re: '[^A-Za-z0-9]', py: '[^A-Za-z0-9]', label: 'non-alphanumeric characters' },
  'punctuation character': { re: "[!-/:-@[-`{-~]", py: "[!-/:-@[-`{-~]", label: 'punctuation' },
};

function classOf(word: string): (typeof CLASSES)[string] | undefined {
  const w = word.toLowerCase().replace(/s$/, '').replace(/^white ?space$/, 'whitespace').replace(/^blank$/, 'space');
  if (w === 'punctuation' || w === 'punctuation mark') return CLASSES['punctuation character'];
  if (/^non-?alphanumeric(?: character)?$/.test(w)) return CLASSES['non-alphanumeric character'];
  return CLASSES[w];
}

function symbolOf(word: string): string | undefined {
  const w = word.toLowerCase().replace(/^(?:a |an |one |single |the )+/g, '').replace(/^(?:single |one )/, '');
  const quoted = /^["'`](.*)["'`]$/.exec(word.trim());
  if (quoted) return quoted[1];
  return NAMED[w];
}

/** A regex substitution as a one-argument operation. */
function substitute(pattern: string, pyPattern: string, replacement: string, name: string): Op {
  const re = new RegExp(pattern, 'gu');
  return {
    name,
    args: ['str'],
    out: 'str',
    ref: (s) => (typeof s === 'string' ? s.replace(re, () => replacement) : undefined),
    py: (a) => `re.sub(r"${pyPattern.replace(/"/g, '\\"')}", ${pyString(replacement)}, ${a})`,
    js: (a) => `${a}.replace(/${pattern.replace(/\//g, '\\/')}/gu, ${replacement.includes('$') ? `() => ${jsString(replacement)}` : jsString(replacement)})`,
    imports: ['re'],
    edges: STRING_EDGES,
  };
}

function replaceLiteral(from: string, to: string): Op {
  return {
    name: `replace ${from} with ${to}`,
    args: ['str'],
    out: 'str',
    ref: (s) => (typeof s === 'string' ? s.split(from).join(to) : undefined),
    py: (a) => `${a}.replace(${pyString(from)}, ${pyString(to)})`,
    js: (a) => `${a}.split(${jsString(from)}).join(${jsString(to)})`,
    edges: STRING_EDGES,
  };
}

type ClauseRule = [RegExp, (m: RegExpExecArray) => Op | undefined];

const THING = String.raw`(?:the |its |all |any |every )?(?:text|string|input|words?|result|it|them|characters?|letters?|name|title|sentence|line|value|phrase|label)?`;

const RULES: ClauseRule[] = [
  [new RegExp(String.raw`^(?:converts? ${THING} to |makes? ${THING} )?lower[- ]?cases?(?:s|d)?(?: ${THING})?(?: letters)?$|^(?:converts?|turns?) ${THING} (?:in)?to lower ?case$`, 'i'), () => OP_BY_NAME.get('lower')],
  [new RegExp(String.raw`^(?:converts? ${THING} to |makes? ${THING} )?upper[- ]?cases?(?:s|d)?(?: ${THING})?$|^(?:converts?|turns?) ${THING} (?:in)?to upper ?case$|^capitali[sz]es? (?:all|every) (?:the )?letters$`, 'i'), () => OP_BY_NAME.get('upper')],
  [new RegExp(String.raw`^(?:trims?|strips?)(?: ${THING})?(?: of)?(?: (?:leading and trailing|surrounding|outer) (?:white ?space|spaces?))?(?: (?:on|at|from) both ends)?$|^removes? (?:the )?(?:leading and trailing|surrounding) (?:white ?space|spaces)(?: from ${THING})?$`, 'i'), () => OP_BY_NAME.get('strip')],
  [new RegExp(String.raw`^revers(?:es?|ing) ${THING}$`, 'i'), () => OP_BY_NAME.get('reverse_str')],
  [new RegExp(String.raw`^swaps? (?:the )?case(?: of ${THING})?$`, 'i'), () => OP_BY_NAME.get('swapcase')],
  [
    /^(?:replaces?|turns?|converts?|collapses?) (?:each |every |all |any )?(?:runs?|sequences?|groups?|streaks?) of (?:one or more )?(?:consecutive )?([\w -]+?) (?:with|into|to) (?:a single |one |a |single )?(.+?)$/i,
    (m) => {
      const cls = classOf(m[1]);
      const to = symbolOf(m[2]);
      return cls && to !== undefined ? substitute(`${cls.re}+`, `${cls.py}+`, to, `replace runs of ${cls.label} with ${JSON.stringify(to)}`) : undefined;
    },
  ],
  [
    /^(?:collapses?|squeezes?) (?:runs of |repeated |consecutive |multiple )?(white ?space|spaces|hyphens|underscores)(?: in(?:to)? (?:a single|one) (?:space|hyphen|underscore))?$/i,
    (m) => {
      const cls = classOf(m[1])!;
      const one = cls.label === 'whitespace' ? ' ' : cls.py.replace('\\', '');
      return substitute(`${cls.re}+`, `${cls.py}+`, one, `collapse runs of ${cls.label}`);
    },
  ],
  [
    new RegExp(String.raw`^(?:replaces?|turns?|converts?) (?:each |every |all |any )?(?:of the |the )?([\w" '-]+?)(?: (?:in|of) ${THING})? (?:with|into|to|by) (?:a |an )?([\w" '-]+?)$`, 'i'),
    (m) => {
      const cls = classOf(m[1]);
      const to = symbolOf(m[2]);
      if (to === undefined) return undefined;
      if (cls) return substitute(cls.re, cls.py, to, `replace ${cls.label} with ${JSON.stringify(to)}`);
      const from = symbolOf(m[1]);
      return from !== undefined && from !== '' ? replaceLiteral(from, to) : undefined;
    },
  ],
  [
    new RegExp(String.raw`^(?:removes?|deletes?|drops?|strips? out) (?:all |any |every |the )*([\w" '-]+?)(?: characters?)?(?: from ${THING})?$`, 'i'),
    (m) => {
      const cls = classOf(m[1]);
      if (cls) return substitute(cls.re, cls.py, '', `remove ${cls.label}`);
      const from = symbolOf(m[1]);
      return from ? replaceLiteral(from, '') : undefined;
    },
  ],
];

export interface ProseReading {
  program: Prog | null;
  /** Clauses the grammar did not read, as written. */
  unread: string[];
  /** Clauses read, in order. */
  read: string[];
}

/** Splits a behaviour into clauses: commas, "and", "then", "and then", semicolons. */
export function clauses(behaviour: string): string[] {
  return behaviour
    .replace(/\s+/g, ' ')
    .replace(/[.;!]+\s*$/, '')
    .split(/\s*(?:,\s*(?:and\s+)?(?:then\s+)?|;\s*|\s+and then\s+|\s+then\s+|\s+and\s+(?=(?:also\s+)?(?:lower|upper|trim|strip|replace|remove|delete|drop|revers|collapse|convert|turn|swap|capitali|make|squeeze)|\w+s (?:it|them|the|its|all|any|every|each|a|an)\b))/i)
    .map((c) => c.trim().replace(/^(?:also|finally|first|next|it)\s+/i, ''))
    .filter(Boolean);
}

/** Reads the behaviour as a pipeline on parameter 0. */
export function readBehaviour(behaviour: string): ProseReading {
  const read: string[] = [];
  const unread: string[] = [];
  let program: Prog = { kind: 'param', index: 0 };
  for (const clause of clauses(behaviour)) {
    const op = RULES.map(([re, make]) => {
      const m = re.exec(clause);
      return m ? make(m) : undefined;
    }).find((o) => o);
    if (!op) unread.push(clause);
    else {
      read.push(clause);
      program = { kind: 'op', op, args: [program] };
    }
  }
  return { program: read.length && !unread.length ? program : null, unread, read };
}
