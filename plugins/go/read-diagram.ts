/**
 * Reads an ASCII Go diagram: `.`/`+`/`,` empty, `X`/`#`/`B`/`x` black, `O`/`W`/`o` white, cells with or
 * without spaces, optional A–T column letters (no I) and row numbers on either side, optional `|` borders.
 */
import { BLACK, COLUMNS, EMPTY, WHITE, type Board } from './board.js';

const CELL: Record<string, number> = { '.': EMPTY, '+': EMPTY, ',': EMPTY, X: BLACK, '#': BLACK, B: BLACK, x: BLACK, '●': BLACK, O: WHITE, W: WHITE, o: WHITE, '○': WHITE };
const ROW = /^\s*(\d{1,2})?\s*\|?\s*((?:[.+,XBxO#Wo●○]\s*){2,19}?)\s*\|?\s*(\d{1,2})?\s*$/;

type Row = { cells: number[]; label: number | null; sure: boolean };

/** A diagram row, or 'skip' for column letters and borders, or null for any other line. */
function readLine(line: string): Row | 'skip' | null {
  const trimmed = line.trim();
  if (/^[A-HJ-T](?:\s*[A-HJ-T])+$/.test(trimmed) && COLUMNS.startsWith(trimmed.replace(/\s+/g, ''))) return 'skip'; // column letters
  if (/^[-+=|\s]+$/.test(trimmed) && trimmed.length > 3 && !/^[+\s]+$/.test(trimmed)) return 'skip'; // border
  const m = line.match(ROW);
  if (!m) return null;
  const cells = [...m[2].replace(/\s+/g, '')].map((c) => CELL[c]);
  // A line of only B and W letters could be prose; it is a row when numbered or beside rows of its width.
  const sure = /[.+,]/.test(m[2]) || !/^[BW\s]+$/.test(m[2]) || !!m[1] || !!m[3];
  return { cells, label: m[1] ? Number(m[1]) : m[3] ? Number(m[3]) : null, sure };
}

export function readDiagram(text: string): Board | string | null {
  const rows: Row[] = [];
  let pending: Row[] = []; // unsure rows just before the first sure one
  for (const line of text.split('\n')) {
    const row = readLine(line);
    if (row === 'skip') continue;
    if (!rows.length) {
      if (row?.sure) {
        let from = pending.length;
        while (from > 0 && pending[from - 1].cells.length === row.cells.length) from--;
        rows.push(...pending.slice(from), row);
      }
      else if (row) pending.push(row);
      else pending = [];
    } else if (row && (row.sure || row.cells.length === rows[0].cells.length)) rows.push(row);
    else if (line.trim()) break; // the diagram ended
  }
  if (!rows.length) return null;
  const size = rows.length;
  if (size < 5 || size > 19) return `the diagram has ${size} rows; boards of 5 to 19 are read`;
  const bad = rows.findIndex((r) => r.cells.length !== size);
  if (bad >= 0) return `row ${bad + 1} of the diagram has ${rows[bad].cells.length} points, the board has ${size} rows`;
  // Row numbers, when printed, must run from size at the top down to 1 (or 1 at the top, then we flip).
  const labels = rows.map((r) => r.label);
  let ordered = rows;
  if (labels.every((l) => l !== null)) {
    if (labels.every((l, i) => l === size - i)) ordered = rows;
    else if (labels.every((l, i) => l === i + 1)) ordered = [...rows].reverse();
    else return 'the row numbers do not run 1 to the board size';
  }
  return { size, cells: ordered.flatMap((r) => r.cells) };
}
