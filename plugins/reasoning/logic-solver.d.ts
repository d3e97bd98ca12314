// Minimal typings for logic-solver 2.0.1 (the package ships none): only what the reasoning solver uses.
declare module 'logic-solver' {
  export type Term = string;
  export interface Formula {
    readonly __formula: true;
  }
  export type FormulaOrTerm = Formula | Term;
  export interface Bits {
    readonly bits: FormulaOrTerm[];
  }
  export interface Solution {
    getTrueVars(): string[];
    getMap(): Record<string, boolean>;
    evaluate(f: FormulaOrTerm | Bits): boolean | number;
    getFormula(): Formula;
  }
  export class Solver {
    require(...f: (FormulaOrTerm | FormulaOrTerm[])[]): void;
    forbid(...f: (FormulaOrTerm | FormulaOrTerm[])[]): void;
    solve(): Solution | null;
    solveAssuming(f: FormulaOrTerm): Solution | null;
  }
  export function not(f: FormulaOrTerm): FormulaOrTerm;
  export function and(...f: (FormulaOrTerm | FormulaOrTerm[])[]): FormulaOrTerm;
  export function or(...f: (FormulaOrTerm | FormulaOrTerm[])[]): FormulaOrTerm;
  export function xor(...f: (FormulaOrTerm | FormulaOrTerm[])[]): FormulaOrTerm;
  export function implies(a: FormulaOrTerm, b: FormulaOrTerm): FormulaOrTerm;
  export function equiv(a: FormulaOrTerm, b: FormulaOrTerm): FormulaOrTerm;
  export function exactlyOne(...f: (FormulaOrTerm | FormulaOrTerm[])[]): FormulaOrTerm;
  export function atMostOne(...f: (FormulaOrTerm | FormulaOrTerm[])[]): FormulaOrTerm;
  export function weightedSum(f: FormulaOrTerm[], weights: number | number[]): Bits;
  export function equalBits(a: Bits, b: Bits): FormulaOrTerm;
  export function constantBits(n: number): Bits;
  export function disablingAssertions<T>(f: () => T): T;
  export const TRUE: Term;
  export const FALSE: Term;
  const Logic: {
    Solver: typeof Solver;
    not: typeof not;
    and: typeof and;
    or: typeof or;
    xor: typeof xor;
    implies: typeof implies;
    equiv: typeof equiv;
    exactlyOne: typeof exactlyOne;
    atMostOne: typeof atMostOne;
    weightedSum: typeof weightedSum;
    equalBits: typeof equalBits;
    constantBits: typeof constantBits;
    disablingAssertions: typeof disablingAssertions;
    TRUE: Term;
    FALSE: Term;
  };
  export default Logic;
}
