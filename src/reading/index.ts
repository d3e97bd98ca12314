/** The shared reader every solver uses: import from here (or from src/plugin-api.ts), never from the files. */
export { SOME_DAYS } from './calendar-words.js';
export { questionFocus, type Focus } from './focus.js';
export { normalizeText } from './normalize.js';
export { MULTIPLIERS, ORDINAL, PARTS, SCALE, SMALL, wordsToDigits } from './number-words.js';
export { findQuantities, type Quantity, type QuantityKind } from './quantities.js';
export { readRequest, vocabularyOf, type Reading, type ReadOptions } from './read-request.js';
export { setAside, setAsideEnding, setAsidePrompt, type SetAside } from './set-aside.js';
export { splitSentences, type Sentence } from './sentences.js';
export { BASE_WORDS, repairCaveat, repairTypos, Vocabulary, type Repair, type Repaired } from './typos.js';
export { unaskedReason } from './asked.js';
