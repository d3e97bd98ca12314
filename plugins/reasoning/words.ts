/** Number words shared by the readers ("eight queens", "five people"). */
const WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, twenty: 20,
};

/** "8" or "eight" → 8; anything else → NaN. */
export function numberWord(s: string): number {
  return /^\d+$/.test(s) ? Number(s) : (WORDS[s.toLowerCase()] ?? NaN);
}

export const NUMBER = '(\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|twenty)';
