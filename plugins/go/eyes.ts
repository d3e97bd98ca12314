/**
 * A static view of a chain, independent of the playouts: its group is every stone of its colour it
 * reaches through empty points without crossing an opponent stone, and the group's eyes are the empty
 * regions in that area touching only its colour (a one-point eye with opponent stones on its diagonals is
 * false and not counted).
 */
import { EMPTY, neighbours, type Board, type Color } from './board.js';
import type { Chain } from './rules.js';

export type EyeView = 'alive' | 'dead' | 'unknown';

export interface GroupView {
  /** alive: two eyes, one big eye, or a stone in `sure`; dead: no eye at all; unknown: one small eye. */
  view: EyeView;
  eyes: number;
  /** Opponent stones bordering the area. */
  borders: number[];
  /** The area: the chain, the empty points and stones of its colour reached from it. */
  area: number[];
}

/** A region of one's own this big can always be made into two eyes in practice. */
const BIG_EYE = 7;

function falseEye(b: Board, p: number, color: Color): boolean {
  const x = p % b.size;
  const y = Math.floor(p / b.size);
  let diagonals = 0;
  let enemy = 0;
  for (const [dx, dy] of [[1, 1], [1, -1], [-1, 1], [-1, -1]]) {
    const nx = x + dx;
    const ny = y + dy;
    if (nx < 0 || ny < 0 || nx >= b.size || ny >= b.size) continue;
    diagonals++;
    if (b.cells[ny * b.size + nx] === 3 - color) enemy++;
  }
  return diagonals < 4 ? enemy >= 1 : enemy >= 2;
}

/** `sure` holds stones known to live (Benson, or assumed by the caller): reaching one makes the group alive. */
export function groupView(b: Board, chain: Chain, sure: ReadonlySet<number>): GroupView {
  const color = chain.color as Color;
  const seen = new Uint8Array(b.cells.length);
  const area = [...chain.stones];
  area.forEach((s) => (seen[s] = 1));
  const borders = new Set<number>();
  let reachesSure = false;
  for (let k = 0; k < area.length; k++) {
    for (const q of neighbours(b.size, area[k])) {
      if (b.cells[q] === 3 - color) borders.add(q);
      else if (!seen[q]) {
        seen[q] = 1;
        area.push(q);
        if (sure.has(q)) reachesSure = true;
      }
    }
  }
  const visited = new Uint8Array(b.cells.length);
  let eyes = 0;
  let big = false;
  for (const start of area) {
    if (b.cells[start] !== EMPTY || visited[start]) continue;
    const region = [start];
    visited[start] = 1;
    let touchesEnemy = false;
    for (let k = 0; k < region.length; k++) {
      for (const q of neighbours(b.size, region[k])) {
        if (b.cells[q] === 3 - color) touchesEnemy = true;
        else if (b.cells[q] === EMPTY && !visited[q]) (visited[q] = 1, region.push(q));
      }
    }
    if (touchesEnemy || (region.length === 1 && falseEye(b, start, color))) continue;
    eyes++;
    if (region.length >= BIG_EYE) big = true;
  }
  const view: EyeView = reachesSure || eyes >= 2 || big ? 'alive' : eyes === 0 ? 'dead' : 'unknown';
  return { view, eyes, borders: [...borders], area };
}
