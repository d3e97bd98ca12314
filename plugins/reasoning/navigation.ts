/**
 * Navigation: a walk of steps and turns on a grid, and whether it ends where it began. Each instruction
 * moves a position and heading; left/right steps are sidesteps that keep the heading. Any instruction
 * not read declines the whole walk, so a skipped step never turns a "no" into a "yes".
 */
import { decline } from '../../src/solving/solver.js';
import { dashOptions, readOptions, withOption } from './options.js';
import type { Outcome } from '../../src/plugin-api.js';
import type { Family } from './family.js';
import { numberWord } from './words.js';

type Vec = [number, number];
const turnLeft = ([x, y]: Vec): Vec => [-y, x];
const turnRight = ([x, y]: Vec): Vec => [y, -x];

const STEP = /^(?:then\s+|and\s+|next,?\s+|after that,?\s+|finally,?\s+)*(?:I\s+|you\s+)?(?:take|walk|move|go|step)\s+(\w+)\s+(?:steps?|paces?|squares?|blocks?|units?|meters?|metres?)(?:\s+(forwards?|backwards?|back|left|right|ahead|north|south|east|west))?(?:\s+again)?$/i;
const TURN = /^(?:then\s+|and\s+|next,?\s+|after that,?\s+|finally,?\s+)*(?:I\s+|you\s+)?turn\s+(left|right|around|back)(?:\s+again)?$/i;
const FACE = /^(?:always\s+)?face\s+forwards?$/i;
/** "Start facing north": the first heading, for steps given by compass points. */
const START = /^(?:you\s+|i\s+)?(?:start|begin)(?:ning)?\s+(?:by\s+)?facing\s+(north|south|east|west)$/i;

export const navigation: Family = {
  name: 'navigation',
  detect: (t) => /\b(?:(?:take|walk|move)\s+\w+\s+(?:steps?|paces?)|turn (?:left|right|around))\b/i.test(t) && /start(?:ing)? (?:point|position|place)|where (?:you|I) (?:started|began)|return|back (?:to|at) (?:the )?start|same (?:place|spot)/i.test(t),
  solve(text: string): Outcome {
    const dashed = dashOptions(text);
    if (dashed.items && dashed.items.map((i) => i.toLowerCase()).sort().join() !== 'no,yes') return decline(`navigation: the options (${dashed.items.join(', ')}) are not Yes and No`);
    const { stem, options } = readOptions(dashed.stem);
    // Clauses of the walk; the question and any preamble before a colon are not instructions.
    const parts = stem
      .split(/[.;?!\n]+|,\s*(?=(?:then|and|take|turn|walk)\b)|\s+(?=if (?:you|i) (?:take|turn|walk)\b)/i)
      .map((s) => s.replace(/^[^:]*:\s*/, '').replace(/^(?:if (?:you|i)|you|i)\s+(?=take|turn|walk)/i, '').trim())
      .filter((s) => s && !/starting point|start(?:ing)? position|where (?:you|i) (?:started|began)|back (?:to|at) (?:the )?start|\breturn\b|\binstructions\b|^options$/i.test(s));
    let pos: Vec = [0, 0];
    let heading: Vec = [0, 1];
    const walked: string[] = [];
    for (const p of parts) {
      let m: RegExpMatchArray | null;
      // Facing forward throughout: left and right steps are sidesteps, as they are without it.
      if (FACE.test(p)) continue;
      const start = p.match(START);
      if (start && !walked.length) {
        heading = ({ north: [0, 1], south: [0, -1], east: [1, 0], west: [-1, 0] } as Record<string, Vec>)[start[1].toLowerCase()];
        continue;
      }
      if ((m = p.match(TURN))) {
        const w = m[1].toLowerCase();
        heading = w === 'left' ? turnLeft(heading) : w === 'right' ? turnRight(heading) : [-heading[0], -heading[1]];
        walked.push(`turn ${w}`);
        continue;
      }
      if ((m = p.match(STEP))) {
        const k = numberWord(m[1].replace(/^(?:a|an)$/i, 'one'));
        if (!Number.isInteger(k)) return decline(`navigation: cannot read the number in "${p}"`);
        const dir = (m[2] ?? 'forward').toLowerCase().replace(/s$/, '');
        const compass: Record<string, Vec> = { north: [0, 1], south: [0, -1], east: [1, 0], west: [-1, 0] };
        const d: Vec = compass[dir] ?? (dir === 'forward' || dir === 'ahead' ? heading : dir === 'backward' || dir === 'back' ? [-heading[0], -heading[1]] : dir === 'left' ? turnLeft(heading) : turnRight(heading));
        pos = [pos[0] + k * d[0], pos[1] + k * d[1]];
        walked.push(`${k} ${dir}`);
        continue;
      }
      return decline(`navigation: cannot read the instruction "${p}"`);
    }
    if (!walked.length) return decline('navigation: no steps or turns found');
    const home = pos[0] === 0 && pos[1] === 0;
    const value = home ? 'Yes' : 'No';
    const working = `${home ? 'Back at the start' : `Not back at the start: it ends ${Math.abs(pos[0])} to the ${pos[0] >= 0 ? 'right' : 'left'} and ${Math.abs(pos[1])} ${pos[1] >= 0 ? 'ahead' : 'behind'} of where it began (first facing forward)`} after ${walked.length} moves: ${walked.join(', ')}.`;
    return withOption(options, value, (o) => o.text.toLowerCase().replace(/[.!]/g, '') === value.toLowerCase(), working, 'navigation');
  },
};
