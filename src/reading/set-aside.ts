/**
 * Preambles, politeness and sign-offs set aside ("hw question:", "My kid's homework asks this and I want
 * to check the answer:", "pls", "thx", "for me?") so the core question is what solvers read. What was set
 * aside is returned too: a solver may still want it (a QR request's "exactly as written").
 */

export interface SetAside {
  core: string;
  removed: string[];
}

/** Whole openings: a greeting, a label ending in a colon, a sentence about the asker rather than the question. */
const OPENINGS: RegExp[] = [
  /^(?:hey|hi|hello|yo|ok|okay|so|um|uh|hmm|lol|lmao|haha|btw|rn|right|well|alright|good (?:morning|afternoon|evening))\b(?: there| team| all| everyone)?[,!.:;-]*\s+/i,
  /^(?:quick|simple|easy|silly|dumb|stupid|random|small) (?:one|question|q|query|thing|check)\b(?: for (?:you|ya))?\s*[:,.!-]*\s*/i,
  /^(?:one )?(?:more|last|another|next) (?:one|question|q)\b[:,.!-]*\s*/i,
  // "two quick ones:", "a couple of questions:": a count of what follows, which the parts themselves say.
  /^(?:two|three|four|2|3|4|a couple(?: of)?|a few|some) (?:quick |short |simple |easy |math |maths )?(?:ones|questions|qs|things|problems)\b(?: for (?:you|ya))?\s*[:,.!-]+\s*/i,
  // "Hope you're well.", "How are you?": a pleasantry sentence before the question.
  /^(?:i )?hope (?:you(?:'re| are)|all(?:'s| is)|everything(?:'s| is)|this finds you)\b[^.!?\n]{0,40}[.!?]+\s+/i,
  /^how (?:are|r) (?:you|u)(?: doing| today)?[?!.]+\s+/i,
  /^(?:hw|homework|math|maths|arithmetic|algebra|physics|chemistry|science|test|exam|quiz|interview|practice|revision) (?:question|problem|q|help|check)s?\b\s*(?:\d+)?(?:\s*(?:please|pls|plz))?\s*[:,.!-]*\s*/i,
  // "Here is a problem from class.", "Here's one from my kid's worksheet:"
  /^here(?:'s| is) (?:a|an|one|my|the|this|another)\b(?: (?:quick|small|tricky|math|maths|word|homework))? (?:question|problem|one|puzzle|exercise)\b[^.?!:\n]{0,60}[.:!]\s+/i,
  /^(?:question|problem|exercise|task|q|hw|homework)\s*(?:\d+[a-z]?)?\s*[:.)-]\s*/i,
  // "My kid's homework asks this and I want to check the answer:" — a lead-in that ends with a colon.
  /^(?:my|our|the|this|i|i'm|im|we|we're|a|in) [^:?\n]{0,90}\b(?:homework|worksheet|textbook|book|teacher|class|kid|son|daughter|child|check|asks?|asked|wondering|stuck|help|question|problem|trying|curious|need|want)\b[^:?\n]{0,60}:\s*/i,
  // "I'm helping my daughter with homework.": a sentence about the asker, with no number in it, before the question.
  /^(?:i'm|i am|im|we're|we are|i've been|my (?:son|daughter|kid|child)(?:'s| is)) [^.!?:\d\n]{0,80}\b(?:homework|worksheet|helping|studying|revising|practi[cs]ing|test|exam|class|teacher|assignment)\b[^.!?:\d\n]{0,40}[.!]+\s+(?=\S)/i,
  /^(?:can|could|would|will) (?:you|u|someone|somebody|anyone) (?:please |pls |plz |kindly )?(?:help(?: me)?(?: with)?(?: this)?(?: one| problem| question)?[?!.]\s+|(?:help(?: me)?(?: with)?(?: this)?|tell me|show me|let me know|check)\b[:,]?\s*)/i,
  /^(?:please|pls|plz|kindly)\b[,:]?\s*/i,
  /^(?:i (?:need|want|would like|'d like) (?:to know|help with|help)|i was wondering|i wonder|just wondering|just curious|help me(?: out)?(?: with)?|help)\b[,:]?\s*/i,
];

/** Whole endings: thanks, sign-offs, "for me", "pls". */
const ENDINGS: RegExp[] = [
  // A name signed after the thanks ("Thanks so much, Maria") goes with it. A "!" after a digit is a factorial
  // ("15! / 13!\nCheers!"), never punctuation taken with the sign-off.
  /(?:[,.;:-]|(?<![\d)!])!)*\s*\b(?:thanks?(?: (?:so|very) much)?(?: in advance)?|thank you(?: (?:so|very) much)?(?: in advance)?|thx|thnx|ty|tia|cheers|cheers mate|much appreciated|appreciate it|ta)\b(?:[,\s-]+[A-Z][a-z]{1,15})?[!.\s]*$/i,
  /(?:[,.;:-]|(?<![\d)!])!)*\s*\b(?:please|pls|plz|kindly)\b[!.\s]*$/i,
  // "… each? Please help." after the question.
  /(?<=[.?!])\s*(?:(?:please|pls|plz)\s+)?help(?: me)?(?: out)?(?:,?\s*(?:please|pls|plz))?[!.\s]*$/i,
  /[,\s]+\bfor me\b(?=\s*[?.!]*\s*$)/i,
  /[,\s]+\b(?:if you (?:can|could|don't mind)|if possible|when you (?:can|get a chance)|asap)\b(?=\s*[?.!]*\s*$)/i,
  /\s*[:;]-?[)D(]\s*$/,
  /\s*[\u{1F300}-\u{1FAFF}\u{2600}-\u{27BF}]+\s*$/u,
];

/** Politeness words inside the question, dropped wherever they stand. */
const INSIDE = /(?:,\s*|\s+)\b(?:please|pls|plz|kindly)\b(?:\s*,)?(?=\s)/gi;

function peel(text: string, patterns: RegExp[], removed: string[]): string {
  let t = text;
  for (let again = true; again; ) {
    again = false;
    for (const re of patterns) {
      const m = re.exec(t);
      if (!m || m[0].length === 0) continue;
      const next = (t.slice(0, m.index) + t.slice(m.index + m[0].length)).trim();
      // Never peel the whole request away: "thanks" alone stays as it is.
      if (!next) continue;
      removed.push(m[0].trim());
      t = next;
      again = true;
    }
  }
  return t;
}

const STEP_BY_STEP = String.raw`[Ll]et'?s think (?:about it )?step[- ]by[- ]step\.?`;
/** Answer cues at the end: "A:" or "Answer:" opening a line or after a sentence, and "Let's think step by step". */
const CUES = [
  new RegExp(String.raw`(?:^|\n|(?<=[.?!:)\]])[ \t])[ \t]*(?:A|Answer)[ \t]*:[ \t]*(?:${STEP_BY_STEP})?\s*$`),
  new RegExp(String.raw`\s*${STEP_BY_STEP}\s*$`),
  // "Answer yes or no.", "Answer with True or False.", "Respond with Yes/No only.": the form of a two-way answer.
  /(?<=[.?!:]|^)\s*(?:please\s+)?(?:answer|reply|respond)(?: only)?(?: with)?(?: either)? (?:"?yes"?(?: or |\/)"?no"?|"?true"?(?: or |\/)"?false"?)(?: only)?\.?\s*$/i,
];

/**
 * The dressing of a prompt written for a language model: a task description or worked examples before the
 * last "Q:" line (few-shot style), and an answer cue after the question ("A:", "Answer:", "Let's think step
 * by step."). The last question is what is asked; the examples before it are not.
 */
export function setAsidePrompt(text: string): SetAside {
  const removed: string[] = [];
  let core = text;
  const qs = [...core.matchAll(/(?:^|\n)[ \t]*Q:[ \t]*/g)];
  const last = qs.at(-1);
  if (last && core.slice(last.index + last[0].length).trim()) {
    const before = core.slice(0, last.index).trim();
    if (before) removed.push(before);
    removed.push('Q:');
    core = core.slice(last.index + last[0].length);
  }
  // A labelled task description as its own paragraph ("Task description: … \n\n").
  const described = /^\s*(?:task description|task|instructions?|description)\s*:[^\n]*(?:\n(?!\s*\n)[^\n]*)*\n\s*\n/i.exec(core);
  if (described && core.slice(described[0].length).trim()) {
    removed.push(described[0].trim());
    core = core.slice(described[0].length);
  }
  for (let again = true; again; ) {
    const m = CUES.map((re) => re.exec(core)).find((x) => x && x.index > 0);
    again = Boolean(m);
    if (m) {
      removed.push(m[0].trim());
      core = core.slice(0, m.index);
    }
  }
  return { core: core.trim(), removed };
}

/** Only the sign-offs at the end ("… please", "… thanks!"): for text that is itself a payload, whose opening words are content. */
export function setAsideEnding(text: string): SetAside {
  const removed: string[] = [];
  return { core: peel(text, ENDINGS, removed), removed };
}

export function setAside(text: string): SetAside {
  const prompt = setAsidePrompt(text);
  const removed: string[] = prompt.removed;
  let core = peel(prompt.core, OPENINGS, removed);
  core = peel(core, ENDINGS, removed);
  core = core.replace(INSIDE, (m) => {
    removed.push(m.replace(/[,\s]+/g, ' ').trim());
    return '';
  });
  // "... for x thx": a sign-off after the question mark or a trailing full stop is gone; tidy the end.
  core = core.replace(/\s+([?.!,])/g, '$1').replace(/^[,;:\s]+/, '').trim();
  return { core, removed };
}
