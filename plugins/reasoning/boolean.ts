/**
 * Boolean expressions over the constants True and False ("not ( True ) and ( False or True ) is"), read
 * with Python's precedence (not > and > or). The value is computed twice, by evaluating the tree and by
 * evaluating its dual (and/or and the constants swapped), which must give the opposite value.
 */
import { decline } from '../../src/solving/solver.js';
import { evaluate, parseFormula, variables, type Node } from './formula.js';
import { dashOptions, readOptions } from './options.js';
import type { Outcome } from '../../src/plugin-api.js';
import type { Family } from './family.js';

const EXPR = /(?:\bnot\b|\btrue\b|\bfalse\b|\()(?:\s*(?:\b(?:not|and|or|xor|true|false)\b|[()]))*/gi;
/** Words a question may wrap the expression in; anything else means the text is not just an expression. */
const FILLER = /^(?:(?:please|pls|kindly|eval[a-z]*|compute|calculate|simplify|work|out|what|what's|whats|is|does|do|the|value|of|result|boolean|booleans|expression|following|this|tell|me|can|you|could|would|give|answer|to|=|equal|equals|evaluates?|q|question|a|answer|in|python|logic|hi|hello|hey|thanks|thank|find|if|i|want|know|outcome|come|comes|resolve|resolves|true|false|or|statement)\b[\s:?!.,=`'"‘’“”]*|[\s:?!.,=`'"‘’“”]+)*$/i;

function expression(text: string): string | null {
  const runs = [...text.matchAll(EXPR)].map((m) => m[0].trim()).filter((r) => /\b(?:and|or|not|xor)\b/i.test(r));
  if (runs.length !== 1) return null;
  return runs[0];
}

/**
 * The text without its offered values: "Options: - True - False", lettered "(A) True (B) False", or a
 * closing "… true or false?" after the expression. Letters are kept so the answer names its option.
 */
function asked(text: string): { stem: string; items: string[] | null; letters: string[] | null } {
  const lettered = readOptions(text);
  if (lettered.options) return { stem: lettered.stem, items: lettered.options.map((o) => o.text), letters: lettered.options.map((o) => o.letter) };
  const dashed = dashOptions(text);
  const tail = /,?\s+(?:is it |is that )?true or false\s*\?\s*$/i.exec(dashed.stem);
  return tail && !dashed.items ? { stem: `${dashed.stem.slice(0, tail.index)}?`, items: ['True', 'False'], letters: null } : { ...dashed, letters: null };
}

/**
 * The words around the expression, without a greeting or remark in sentences of its own before it
 * ("Hey there, quick logic check. What's …"): only the clause the expression sits in must be filler.
 */
function around(text: string, expr: string): string {
  const at = text.indexOf(expr);
  const before = text.slice(0, at);
  const lastBreak = Math.max(...[...before.matchAll(/[.!?](?:\s|$)|\s[—–-]\s|\n/g)].map((m) => m.index! + m[0].length), 0);
  const dropped = before.slice(0, lastBreak);
  // A dropped sentence that speaks of truth values may be the real question ("True or false: …"), and one
  // that says how to read ("Ignore the parentheses.", "Evaluate left to right.") changes the answer: both are kept.
  const kept = /\b(?:true|false|and|or|not|ignore|assume|treat|use|using|left|right|precedence|order|means?|instead|except|if|reverse|opposite|negat\w*|flip|swap|replace|parenthes\w*|brackets?)\b/i.test(dropped) ? before : before.slice(lastBreak);
  return `${kept} ${text.slice(at + expr.length)}`;
}

/** The De Morgan dual: over constants alone its value is the negation of the original's. */
function dual(n: Node): Node {
  switch (n.op) {
    case 'var': return n;
    case 'const': return { op: 'const', value: !n.value };
    case 'not': return { op: 'not', a: dual(n.a) };
    case 'and': return { op: 'or', a: dual(n.a), b: dual(n.b) };
    case 'or': return { op: 'and', a: dual(n.a), b: dual(n.b) };
    case 'xor': return { op: 'iff', a: dual(n.a), b: dual(n.b) };
    case 'iff': return { op: 'xor', a: dual(n.a), b: dual(n.b) };
    case 'implies': return { op: 'and', a: { op: 'not', a: dual(n.a) }, b: dual(n.b) };
  }
}

export const booleanExpr: Family = {
  name: 'boolean',
  detect: (t) => /\b(?:true|false)\b/i.test(t) && /\b(?:and|or|not)\b/i.test(t) && expression(asked(t).stem) !== null,
  solve(full: string): Outcome {
    // "Options: - True - False" offers the two values; any other offer is not this question.
    const { stem: text, items, letters } = asked(full);
    if (items && (items.length !== 2 || !items.every((i) => /^(?:true|false)$/i.test(i)))) return decline(`boolean: the options (${items.join(', ')}) are not True and False`);
    const expr = expression(text);
    if (!expr) return decline('boolean: no single expression over True and False found');
    const rest = around(text, expr);
    // "True or False: the sun is a star" is a quiz, not an expression.
    if (!FILLER.test(rest)) return decline(`boolean: the text says more than the expression "${expr}"`);
    let balanced = 0;
    for (const ch of expr) if ((balanced += ch === '(' ? 1 : ch === ')' ? -1 : 0) < 0) break;
    const tree = balanced === 0 ? parseFormula(expr) : null;
    if (!tree) return decline(`boolean: cannot read "${expr}" as an expression (unbalanced parentheses or a missing operand)`);
    if (variables(tree).size) return decline(`boolean: "${expr}" has names other than True and False`);
    const value = evaluate(tree, {});
    if (evaluate(dual(tree), {}) === value) throw new Error('boolean value disagrees with its dual');
    const word = value ? 'True' : 'False';
    const working = `${expr} evaluates to ${word} (not binds tighter than and, and tighter than or).`;
    const letter = letters?.[items!.findIndex((i) => i.toLowerCase() === word.toLowerCase())];
    if (letter) return { content: `(${letter}) ${word}\n${working}`, canonical: [`(${letter})`, word] };
    return { content: `${word}\n${working}`, canonical: word };
  },
};
