/**
 * A reader for the small part of Python that examples and asserts are written in: literals, names,
 * calls with keyword arguments, attribute names (math.isclose), unary minus, `==`, `!=`, `is`, `not`.
 * Anything else is a syntax problem, reported rather than guessed at.
 */
import { PyDict, PyFloat, PySet, PyTuple, type PyValue } from './py-value.js';

export type PyNode =
  | { kind: 'lit'; value: PyValue }
  | { kind: 'name'; name: string }
  | { kind: 'call'; fn: string; args: PyNode[]; kwargs: Record<string, PyNode> }
  | { kind: 'seq'; type: 'list' | 'tuple' | 'set'; items: PyNode[] }
  | { kind: 'dict'; entries: [PyNode, PyNode][] }
  | { kind: 'compare'; op: '==' | '!=' | 'is' | 'is not'; left: PyNode; right: PyNode }
  | { kind: 'not'; operand: PyNode };

type Token = { t: 'num' | 'str' | 'name' | 'op'; v: string };

const TOKEN = /\s*(?:(\d+\.\d*(?:e[+-]?\d+)?|\.\d+(?:e[+-]?\d+)?|\d+(?:e[+-]?\d+)?)|([rbuf]{0,2}(?:'''[\s\S]*?'''|"""[\s\S]*?"""|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"))|([A-Za-z_][\w.]*)|(==|!=|[-+()[\]{},:=]))/y;

function tokenize(src: string): Token[] {
  const out: Token[] = [];
  TOKEN.lastIndex = 0;
  let at = 0;
  while (at < src.length) {
    if (/^\s*$/.test(src.slice(at))) break;
    TOKEN.lastIndex = at;
    const m = TOKEN.exec(src);
    if (!m) throw new SyntaxError(`cannot read "${src.slice(at, at + 20)}"`);
    at = TOKEN.lastIndex;
    if (m[1] !== undefined) out.push({ t: 'num', v: m[1] });
    else if (m[2] !== undefined) out.push({ t: 'str', v: m[2] });
    else if (m[3] !== undefined) out.push({ t: 'name', v: m[3] });
    else out.push({ t: 'op', v: m[4] });
  }
  return out;
}

function unquote(tok: string): string {
  const prefix = /^[rbuf]*/i.exec(tok)![0].toLowerCase();
  if (prefix.includes('f') || prefix.includes('b')) throw new SyntaxError('f-strings and bytes are not read');
  const body = tok.slice(prefix.length);
  const q = body.startsWith('"""') || body.startsWith("'''") ? 3 : 1;
  const inner = body.slice(q, -q);
  if (prefix.includes('r')) return inner;
  return inner.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|[\\'"nrt0\n])/g, (_, e: string) => {
    if (e[0] === 'x' || e[0] === 'u') return String.fromCharCode(parseInt(e.slice(1), 16));
    return ({ n: '\n', r: '\r', t: '\t', '0': '\0', '\n': '' } as Record<string, string>)[e] ?? e;
  });
}

class Parser {
  #i = 0;
  constructor(private readonly toks: Token[]) {}

  done(): boolean {
    return this.#i >= this.toks.length;
  }

  #peek(v?: string): boolean {
    const t = this.toks[this.#i];
    return !!t && (v === undefined || ((t.t === 'op' || t.t === 'name') && t.v === v));
  }

  #take(v: string): void {
    if (!this.#peek(v)) throw new SyntaxError(`expected "${v}"`);
    this.#i++;
  }

  expr(): PyNode {
    if (this.#peek('not')) {
      this.#i++;
      return { kind: 'not', operand: this.expr() };
    }
    const left = this.#atom();
    for (const op of ['==', '!=', 'is'] as const) {
      if (this.#peek(op)) {
        this.#i++;
        let cmp: '==' | '!=' | 'is' | 'is not' = op;
        if (op === 'is' && this.#peek('not')) {
          this.#i++;
          cmp = 'is not';
        }
        return { kind: 'compare', op: cmp, left, right: this.#atom() };
      }
    }
    return left;
  }

  #list(close: string): PyNode[] {
    const items: PyNode[] = [];
    while (!this.#peek(close)) {
      items.push(this.expr());
      if (!this.#peek(close)) this.#take(',');
    }
    this.#take(close);
    return items;
  }

  #atom(): PyNode {
    const t = this.toks[this.#i++];
    if (!t) throw new SyntaxError('unexpected end');
    if (t.t === 'num') return { kind: 'lit', value: /[.e]/i.test(t.v) ? new PyFloat(Number(t.v)) : Number(t.v) };
    if (t.t === 'str') {
      let s = unquote(t.v);
      while (this.toks[this.#i]?.t === 'str') s += unquote(this.toks[this.#i++].v);
      return { kind: 'lit', value: s };
    }
    if (t.t === 'name') {
      if (t.v === 'True' || t.v === 'False') return { kind: 'lit', value: t.v === 'True' };
      if (t.v === 'None') return { kind: 'lit', value: null };
      if (this.#peek('(')) {
        this.#i++;
        const args: PyNode[] = [];
        const kwargs: Record<string, PyNode> = {};
        while (!this.#peek(')')) {
          const n = this.toks[this.#i];
          if (n?.t === 'name' && this.toks[this.#i + 1]?.v === '=' && this.toks[this.#i + 1]?.t === 'op') {
            this.#i += 2;
            kwargs[n.v] = this.expr();
          } else args.push(this.expr());
          if (!this.#peek(')')) this.#take(',');
        }
        this.#take(')');
        return { kind: 'call', fn: t.v, args, kwargs };
      }
      return { kind: 'name', name: t.v };
    }
    if (t.v === '-' || t.v === '+') {
      const inner = this.#atom();
      if (inner.kind !== 'lit') throw new SyntaxError('a sign before something that is not a number');
      const v = inner.value;
      const sign = t.v === '-' ? -1 : 1;
      if (typeof v === 'number') return { kind: 'lit', value: sign * v };
      if (v instanceof PyFloat) return { kind: 'lit', value: new PyFloat(sign * v.value) };
      throw new SyntaxError('a sign before something that is not a number');
    }
    if (t.v === '[') return { kind: 'seq', type: 'list', items: this.#list(']') };
    if (t.v === '(') {
      // (x) is x; (x,) and (x, y) are tuples.
      const items: PyNode[] = [];
      let comma = false;
      while (!this.#peek(')')) {
        items.push(this.expr());
        if (!this.#peek(')')) {
          this.#take(',');
          comma = true;
        }
      }
      this.#take(')');
      return items.length === 1 && !comma ? items[0] : { kind: 'seq', type: 'tuple', items };
    }
    if (t.v === '{') {
      if (this.#peek('}')) {
        this.#i++;
        return { kind: 'dict', entries: [] };
      }
      const first = this.expr();
      if (this.#peek(':')) {
        this.#i++;
        const entries: [PyNode, PyNode][] = [[first, this.expr()]];
        while (this.#peek(',')) {
          this.#i++;
          if (this.#peek('}')) break;
          const k = this.expr();
          this.#take(':');
          entries.push([k, this.expr()]);
        }
        this.#take('}');
        return { kind: 'dict', entries };
      }
      const items = [first];
      if (this.#peek(',')) {
        this.#i++;
        items.push(...this.#list('}'));
      } else this.#take('}');
      return { kind: 'seq', type: 'set', items };
    }
    throw new SyntaxError(`unexpected "${t.v}"`);
  }
}

/** Parses one Python expression; throws SyntaxError on anything outside the subset. */
export function parsePy(src: string): PyNode {
  const p = new Parser(tokenize(src));
  const node = p.expr();
  if (!p.done()) throw new SyntaxError(`unexpected text after the expression in "${src.slice(0, 60)}"`);
  return node;
}

/** The value of a node made only of literals, or undefined. */
export function literal(node: PyNode): PyValue | undefined {
  if (node.kind === 'lit') return node.value;
  if (node.kind === 'seq') {
    const items = node.items.map(literal);
    if (items.some((i) => i === undefined)) return undefined;
    const vals = items as PyValue[];
    return node.type === 'list' ? vals : node.type === 'tuple' ? new PyTuple(vals) : new PySet(vals);
  }
  if (node.kind === 'dict') {
    const entries = node.entries.map(([k, v]) => [literal(k), literal(v)] as const);
    if (entries.some(([k, v]) => k === undefined || v === undefined)) return undefined;
    return new PyDict(entries as [PyValue, PyValue][]);
  }
  return undefined;
}
