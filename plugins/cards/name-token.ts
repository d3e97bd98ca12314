/**
 * Whether a word before a hand can be a player's name: capitalised (or followed by a colon, where lower
 * case is allowed) and not a common English word or card term, so "having", "with" or "And" never become
 * names. Numbered labels ("Player 2", "Hand B", "Seat 3", "P1") are names too.
 */

const COMMON = new Set(
  `a about above after again against all also am an and another any are as at be because been before being below between both
  but by can could did do does doing done down during each either else every few for from further get gets getting got had
  has have having he hello her here hers herself hey hi him himself his hold holding holds how i if in into is it its itself
  just let like me mine more most my myself neither no nor not now of off ok okay on once only or other our ours ourselves
  out over own please same she should show showed shows so some such than thank thanks that the their theirs them themselves
  then there these they this those through to too under until up upon us very vs versus was we well were what when where
  whether which while who whom whose why will with within without would yes yet you your yours yourself
  ace aces king kings queen queens jack jacks ten nine eight seven six five four three two deuce one
  heart hearts spade spades diamond diamonds club clubs suit suits suited card cards deck hand hands pair pairs trips set
  straight flush royal full house kind quads high low kicker kickers board flop turn river community hole pocket table pot
  split tie ties chop winner winners win wins won best worst better stronger weaker strongest weakest higher lower rank ranks
  ranking order sort list compare comparison poker holdem hold'em texas omaha showdown game round deal dealt dealer player
  players seat hero villain equity odds chance chances first second third fourth last next final answer question note result
  who's what's which's here's there's`.split(/\s+/),
);

/** A common English word or card term (never a name). */
export const isCommonWord = (w: string) => COMMON.has(w.toLowerCase());

const NUMBERED = /^(?:player|hand|seat|p)\s*#?\s*(?:\d{1,2}|[A-H])$/i;

/** `colon` says whether the word is directly followed by a colon (or "="), which lets lower case through. */
export function isNameLike(word: string, colon = false): boolean {
  const w = word.trim();
  if (NUMBERED.test(w) || /^(?:hero|villain)$/i.test(w)) return true;
  if (!/^[A-Za-z][A-Za-z'-]{1,19}$/.test(w) || COMMON.has(w.toLowerCase())) return false;
  return /^[A-Z][a-z'-]+$/.test(w) || (colon && (/^[a-z][a-z'-]+$/.test(w) || /^[A-Z]{2,}$/.test(w)));
}
