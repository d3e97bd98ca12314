// Minimal typings for @sabaki/sgf 3.4.7 (the package ships none): only parse() and its node shape.
declare module '@sabaki/sgf' {
  export interface SgfNode {
    id: number;
    data: Record<string, string[]>;
    parentId: number | null;
    children: SgfNode[];
  }
  export function parse(contents: string): SgfNode[];
  /** "dd" → [3, 3] (x from the left, y from the top); [-1, -1] for a pass. */
  export function parseVertex(v: string): [number, number];
  const sgf: { parse: typeof parse; parseVertex: typeof parseVertex };
  export default sgf;
}
