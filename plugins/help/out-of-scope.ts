/** The requests the spec lists as not offered, each with how to recognize it and what to say instead. */
import { askImages, askText, type Ask } from '../../src/solving/ask.js';

export interface OutOfScope {
  id: string;
  /** Opens the reply; says plainly what is not offered and why. */
  why: string;
  /** What the caller can do instead. */
  instead: string;
  matches(text: string, ask: Ask): boolean;
}

const any = (...res: RegExp[]) => (text: string) => res.some((re) => re.test(text));
const NOT_A_MODEL = 'the service is not a language model: every reply comes from a deterministic solver that can say how it was checked';

/** Order matters: the first match explains the request. */
export const OUT_OF_SCOPE: readonly OutOfScope[] = [
  {
    id: 'provider_hosted_tools',
    why: 'Provider-hosted tools (code interpreter, file search, computer use, MCP servers, hosted browsing) are not offered: the service never runs a tool itself.',
    instead: 'Declare your own tools in `tools` (or store them in a pack) and the service proposes calls for your graph to run; for sources, ask a question directly and the web_search solver answers with citations.',
    matches: any(
      /\b(code[ _-]?interpreter|file[ _]search|computer[ _-]use|web_search_preview|local_shell|vector[ _]stores?|mcp[ _]?(server|tool)s?)\b/i,
      /\b(hosted|built-?in|provider'?s?|openai'?s?|anthropic'?s?)\s+(python|browser|browsing|sandbox|tools?)\b/i,
    ),
  },
  {
    id: 'acting_on_behalf',
    why: 'Acting on your behalf (sending messages, booking, buying, paying, posting) is not offered: the service never calls a tool, a hook or a URL itself.',
    instead: 'Give your own tools in `tools` or a pack: the service proposes the call (with `commit: true` when it changes something) and your graph decides whether to run it.',
    // With the caller's own tools this is an agent-graph turn, which other solvers handle.
    matches: (text, ask) =>
      !ask.tools.length &&
      !ask.pack &&
      !/\bshould i\b/i.test(text) &&
      any(
        /\bon my behalf\b/i,
        /\b(send|write and send|forward)\b[^.?!]{0,30}\b(e-?mails?|texts?|sms|messages?|mail|letters?)\b[^.?!]{0,20}\bto\b/i,
        /\b(text|call|phone|email|e-mail|message|dm)\s+(my|him|her|them)\b/i,
        /\b(book|reserve|schedule|cancel)\b[^.?!]{0,30}\b(flights?|hotels?|tables?|appointments?|meetings?|tickets?|rooms?|reservations?|rides?|taxi)\b/i,
        /\b(buy|purchase|order|pay|transfer|sell)\b[^.?!]{0,30}\b(for me|my\s+(\w+\s+)?(bills?|rent|invoices?)|pizza|tickets?|shares|stocks?|money|groceries)\b/i,
        /\b(post|tweet|publish|share)\b[^.?!]{0,30}\b(on|to)\s+(twitter|x|facebook|linkedin|instagram|reddit|slack|my blog)\b/i,
      )(text),
  },
  {
    id: 'embeddings',
    why: 'Embeddings are not offered: the service has no embedding model and returns no vectors.',
    instead: 'Store your texts with POST /v1/documents; completions on the key search them automatically, and POST /v1/documents/query returns matching passages.',
    matches: any(
      /\bembeddings?\b/i,
      /\bvectori[sz](e|ation)\b/i,
      /\bembed\s+(this|these|the following|my|each)\b/i,
      /\b(sentence|text|word)\s+vectors?\b/i,
    ),
  },
  {
    id: 'audio',
    why: 'Audio is not offered: the service neither transcribes speech nor produces spoken or musical audio.',
    instead: 'Send the text itself; the service answers text requests (arithmetic, code, lookups, tables, QR codes).',
    matches: any(
      /\btranscri(be|ption)\b[^.?!]{0,40}\b(audio|recording|voice|speech|podcast|call|meeting|mp3|wav|file)\b/i,
      /\b(text|words?)[- ]to[- ](speech|voice|audio)\b/i,
      /\bspeech[- ]to[- ]text\b/i,
      /\b(read|say|speak)\b[^.?!]{0,30}\b(aloud|out loud)\b/i,
      /\b(generate|create|make|produce|record|synthesi[sz]e|compose)\b[^.?!]{0,30}\b(audio|voice ?over|speech|mp3|wav|sound effects?|songs?|music|melody|podcast)\b/i,
    ),
  },
  {
    id: 'image_reading',
    why: 'Reading images is not offered except for QR codes: the service does not describe, caption or analyse pictures.',
    instead: 'To read a QR code, send the PNG or JPEG inline (a data: URI or base64 block) and ask to read the code; POST /v1/qr/decode does the same directly.',
    matches: (text, ask) =>
      (askImages(ask).length > 0 && !/\b(qr|barcode)\b/i.test(text)) ||
      any(
        /\b(describe|caption|analy[sz]e|interpret|identify|recogni[sz]e)\b[^.?!]{0,30}\b(image|picture|photo|screenshot|diagram|drawing|attachment)s?\b/i,
        /\bwhat('?s| is| do you see)\s+(in|on)\s+(this|the|my)\s+(image|picture|photo|screenshot)\b/i,
        /\bocr\b/i,
      )(text),
  },
  {
    id: 'image_generation',
    why: 'Image generation is not offered: the service draws no pictures, logos or illustrations.',
    instead: 'The only image the service makes is a QR code: ask it to encode text as a QR code, or call POST /v1/qr/encode.',
    matches: (text) =>
      !/\bqr\b/i.test(text) &&
      any(
        /\b(draw|paint|sketch|illustrate)\s+(me\s+)?(a|an|the|some|my|our)\s+(?!(conclusion|card|lot|breath|comparison|distinction|line between)s?\b)/i,
        /\b(generate|create|make|design|produce|render)\b[^.?!]{0,30}\b(image|picture|photo|illustration|logo|drawing|painting|artwork|wallpaper|avatar|icon|meme|portrait)s?\b/i,
        /\b(dall-?e|midjourney|stable diffusion|gpt-image)\b/i,
      )(text),
  },
  {
    id: 'editing_code',
    why: 'Editing existing code is not offered: the service only writes new functions and small programs that pass their own tests, and changes nothing it cannot check.',
    instead: 'Ask for a new function or program: name the file, say what it must do, and end with the checking command (pytest, python3 -m unittest, npm test, cargo test, go test or make test).',
    matches: any(
      /\b(fix|debug|refactor|edit|modify|patch|clean up|tidy|optimi[sz]e|improve|review)\b[^.?!]{0,40}\b(my|this|these|the following|existing|attached|our)\s+(code|function|script|program|file|class|method|module|repo|repository|codebase|implementation|snippet)\b/i,
      /\b(fix|find)\s+(the|a|this)\s+bug\b/i,
      /\bwhat'?s?( is)? wrong with (my|this|the following) (code|function|script|program)\b/i,
      /\bwhy (does|doesn'?t|won'?t|isn'?t|is) (my|this) (code|function|script|program)\b/i,
    ),
  },
  {
    id: 'conditional_probability',
    why: 'Conditional probability is not offered: the arithmetic solvers do not model dependent events, so they will not guess at one.',
    instead: 'Plain arithmetic on the numbers is offered: give the probabilities and the exact calculation you want (for example "0.3 * 0.8 / 0.5") and it is computed exactly.',
    matches: any(
      /\bconditional probabilit(y|ies)\b/i,
      /\bP\s*\(\s*[^()|]+\|[^()]+\)/,
      /\bbayes(ian)?'?s?\b/i,
      /\b(probability|chance|odds|likelihood)\b[^.?!]{0,80}\bgiven (that|the|a|an)\b/i,
      /\bgiven (that|the)\b[^.?!]{0,80}\b(probability|chance|odds|likely|likelihood)\b/i,
    ),
  },
  {
    id: 'stories',
    why: 'Stories, poems and other fiction are not offered: ' + NOT_A_MODEL + '.',
    instead: 'Ask for something that can be checked: a calculation, a definition with its source, a fact-check, a table conversion or a new tested function.',
    matches: any(
      /\b(write|tell|compose|create|make up|invent|narrate|give)\b[^.?!]{0,40}\b(story|stories|tale|fable|fairy ?tale|novel|fiction|poem|poetry|limerick|haiku|sonnet|lyrics)\b/i,
      /\bbedtime story\b/i,
      /\bonce upon a time\b/i,
    ),
  },
  {
    id: 'essays',
    why: 'Essays, articles and other long-form writing are not offered: ' + NOT_A_MODEL + '.',
    instead: 'Ask a specific question instead: a term to look up with its source, a claim to fact-check, or a web search with cited sources.',
    matches: any(
      /\b(write|compose|draft|produce|need|want|give me)\b[^.?!]{0,40}\b(essays?|articles?|blog posts?|op-?eds?|term papers?|dissertations?|cover letters?|speech(es)?)\b/i,
      /\b\d+[- ]word\s+(essay|article|piece|summary)\b/i,
    ),
  },
  {
    id: 'opinions',
    why: 'Opinions are not offered: the service has no views of its own and only gives answers it can check or source.',
    instead: 'Ask for facts that bear on the choice: a comparison of figures, a definition, or a fact-check of a specific claim.',
    matches: any(
      /\bwhat (do|would) you (think|feel|say) (of|about)\b/i,
      /\byour (honest |personal |own )?(opinion|view|take|thoughts|preference|favou?rite)\b/i,
      /\bdo you (like|prefer|love|hate|enjoy|agree|believe)\b/i,
      /\bwhich (one )?(is|are) (better|best|worse|nicer)\b/i,
      /\bis it (good|bad|wrong|right|ethical|moral|wise) to\b/i,
      /\bshould i (buy|invest|choose|pick|use|learn|go with|marry|quit|move|vote)\b/i,
      /\bwho (is|was) the (best|greatest|worst)\b/i,
    ),
  },
];

/** Characters kept from each end of a long request. */
const END_CHARS = 2_000;

/**
 * A request's instruction sits at its start or its end; a long text pasted in between is material, not the ask,
 * and searching all of it with these patterns would make the claim cost grow with the paste.
 */
function instructionPart(text: string): string {
  return text.length <= 2 * END_CHARS ? text : `${text.slice(0, END_CHARS)}\n\n${text.slice(-END_CHARS)}`;
}

const recognized = new WeakMap<Ask, OutOfScope | null>();

/**
 * Answers for the texts seen lately: the same request comes back often, each turn parses a new ask, and
 * the patterns cost about 15 µs a turn. A matcher reads the text and, besides it, only whether the ask
 * has tools, a pack or images, so those make up the key with the text. The oldest is forgotten first.
 */
const byText = new Map<string, OutOfScope | null>();
const BY_TEXT_MAX = 1000;

/** Kept per ask: claim and answer both ask, and the patterns are the costly part. */
export function recognizeOutOfScope(ask: Ask): OutOfScope | null {
  let found = recognized.get(ask);
  if (found === undefined) {
    const text = instructionPart(askText(ask));
    const key = `${ask.tools.length ? 't' : '-'}${ask.pack ? 'p' : '-'}${askImages(ask).length ? 'i' : '-'}${text}`;
    found = byText.get(key);
    if (found === undefined) {
      found = OUT_OF_SCOPE.find((c) => c.matches(text, ask)) ?? null;
      if (byText.size >= BY_TEXT_MAX) byText.delete(byText.keys().next().value!);
      byText.set(key, found);
    }
    recognized.set(ask, found);
  }
  return found;
}
