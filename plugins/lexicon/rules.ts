/**
 * The wordings a word question is recognised by, most specific first. `T` in a pattern is a target (a quoted
 * stretch or plain words), `E` the end of the asked part (punctuation or the end of the text).
 */
import type { Question } from './question.js';

const TARGET = String.raw`((?:"[^"\n]+"|'[^'\n]+'|[^?!;,\n"])+?)`;
const END = String.raw`(?=\s*(?:[?!;,:\n]|\.(?:\s|$)|$))`;
const CLASS = String.raw`(?:noun|verb|adjective|adverb|pronoun|preposition|conjunction|determiner|article|interjection|auxiliary(?: verb)?|modal(?: verb)?)`;
/** Where a yes/no question starts: the text's start, after a sentence, or after "whether"/"if". */
const ASKS = String.raw`(?:^|[.?!:;]\s+|\n|\b(?:whether|if|tell\s+me|know)\s+)`;
const WORD = String.raw`(?:the\s+(?:word|term|phrase|expression|idiom)\s+|the\s+(?=(?:noun|verb|adjective|adverb)\s))?`;

function re(source: string): RegExp {
  const spelled = source.replace(/ E(?![a-z])/g, 'E').replace(/W /g, 'W');
  return new RegExp(spelled.replace(/T/g, TARGET).replace(/E/g, END).replace(/CLASS/g, CLASS).replace(/W/g, WORD).replace(/^Q/, ASKS), 'i');
}

export interface Rule {
  re: RegExp;
  build(m: RegExpExecArray): Question | null;
  /** Below the default 0.85: wordings other solvers may also read. */
  score?: number;
}

const relationNamed = (w: string): 'synonym' | 'antonym' => (/^syn/i.test(w) ? 'synonym' : 'antonym');

const ARTICLE = /^(?:a|an|the|some|any)$/i;

const one = (kind: Extract<Question, { target: string }>['kind'] & string) => (m: RegExpExecArray) => ({ kind, target: m[1] }) as Question;
const rules = (kind: Parameters<typeof one>[0], ...sources: string[]): Rule[] => sources.map((s) => ({ re: re(s), build: one(kind) }));

/** Computed facts about letters, checked before the lookups ("spell X backwards" is no spelling question). */
export const FACT_RULES: readonly Rule[] = [
  ...rules(
    'reverse',
    String.raw`\b(?:spell|write)\s+W T\s+backwards?\b`,
    String.raw`\bT\s+(?:spelled|spelt|written)\s+backwards?\b`,
    String.raw`\breverse\s+(?:the\s+(?:word|letters\s+(?:of|in))\s+)T E`,
  ),
  {
    re: re(String.raw`\b(?:is\s+it(?:\s+spel(?:led|t)|\s+written)?|which\s+(?:one\s+)?is\s+(?:correct|right|spel(?:led|t)\s+(?:correctly|right))|which\s+spelling\s+is\s+(?:correct|right))\s*[:,-]?\s*T\s*,?\s+or\s+T E`),
    build: (m) => ({ kind: 'spell-choice', options: [m[1], m[2]] }),
  },
  {
    re: re(String.raw`\b(?:(?:count\s+)?how\s+many\s+times\s+(?:(?:does|do|is|are|will)\s+)?|how\s+many\s+|count\s+(?:the\s+)?|number\s+of\s+(?:times\s+)?)(?:the\s+)?(?:letters?\s+)?["']?([a-z])["']?(?:'s|s)?\s+(?:are\s+|is\s+)?(?:there\s+)?(?:appears?\s+|occurs?\s+|shows?\s+up\s+)?(?:in|within)\s+W T E`),
    build: (m) => ({ kind: 'letter-count', letter: m[1].toLowerCase(), target: m[2] }),
  },
  {
    re: re(String.raw`\bwhat\s+(?:letter|character)\s+(?:does|do)\s+W T\s+(start|begin|end)s?\s+with\b`),
    build: (m) => ({ kind: 'end-letter', target: m[1], end: /end/i.test(m[2]) ? 'last' : 'first' }),
  },
  {
    re: re(String.raw`(?:^\s*|\bwhat\s+is\s+|\btell\s+me\s+)the\s+(first|last|final|initial|starting|ending)\s+letter\s+(?:of|in)\s+W ((?:"[^"\n]+"|'[^'\n]+'|[a-z'-]+))\s*[?.!]*\s*$`),
    build: (m) => ({ kind: 'end-letter', target: m[2], end: /^(?:last|final|ending)$/i.test(m[1]) ? 'last' : 'first' }),
  },
  ...rules(
    'letters',
    String.raw`\bhow\s+many\s+(?:letters|characters)\s+(?:are\s+|is\s+)?(?:there\s+)?(?:in|does|has)\s+W T(?:\s+(?:have|has|contain))?E`,
    String.raw`\b(?:count\s+(?:the\s+)?(?:letters|characters)\s+in|number\s+of\s+(?:letters|characters)\s+in|letter\s+count\s+(?:of|for))\s+W T E`,
    String.raw`\bhow\s+long\s+is\s+the\s+word\s+T E`,
  ),
  ...(['vowels', 'consonants'] as const).flatMap((kind) =>
    rules(
      kind,
      String.raw`\bhow\s+many\s+${kind}\s+(?:are\s+|is\s+)?(?:there\s+)?(?:in|does|has)\s+W T(?:\s+(?:have|has|contain))?E`,
      String.raw`\b(?:count|number\s+of)\s+(?:the\s+)?${kind}\s+in\s+W T E`,
    ),
  ),
  {
    re: re(String.raw`\b(?:are|whether|if)\s+W T\s+and\s+T\s+(?:are\s+)?(?:anagrams|an\s+anagram)\b`),
    build: (m) => ({ kind: 'anagram-check', target: m[1], other: m[2] }),
  },
  {
    re: re(String.raw`\b(?:is|are)\s+W T\s+(?:an\s+)?anagrams?\s+(?:of|for)\s+T E`),
    // "what is an anagram of 'listen'" asks for anagrams: the article is no word to compare.
    build: (m) => (ARTICLE.test(m[1].trim()) ? null : { kind: 'anagram-check', target: m[1], other: m[2] }),
  },
  ...rules(
    'anagrams',
    String.raw`\banagrams?\s+(?:of|for)\s+W T E`,
    String.raw`\b(?:words?|what)\s+(?:can\s+(?:you|i|be|we)\s+)?(?:made|make|formed|form|spelled|spell)\s+(?:from|with|by\s+rearranging)\s+(?:the\s+letters\s+(?:of|in)\s+)?W T E`,
    String.raw`\brearrange\s+(?:the\s+letters\s+(?:of|in)\s+)?W T E`,
  ),
  {
    re: /\bis\s+(?:the\s+(?:word|phrase|sentence)\s+)?("[^"\n]+"|'[^'\n]+'|.+?)\s+a\s+palindrome\b/i,
    build: (m) => ({ kind: 'palindrome', target: m[1] }),
  },
  {
    re: /\b(?:whether|if)\s+(?:the\s+(?:word|phrase|sentence)\s+)?("[^"\n]+"|'[^'\n]+'|.+?)\s+is\s+a\s+palindrome\b/i,
    build: (m) => ({ kind: 'palindrome', target: m[1] }),
  },
  ...rules('palindrome', String.raw`\bpalindrome\s*\??\s*[:-]\s*T E`),
  ...rules(
    'plural',
    String.raw`\bplurals?\s+(?:form\s+|version\s+)?(?:of|for)\s+W T E`,
    String.raw`\bpluralis?[sz]e\s+W T E`,
    String.raw`(?:^|[\s:])T\s+in\s+(?:the\s+)?plural\b`,
    String.raw`\bmore\s+than\s+one\s+T E`,
    String.raw`^\s*T\s*[-:]?\s+plural\s*\??\s*$`,
  ),
  ...rules(
    'singular',
    String.raw`\bsingulars?\s+(?:form\s+|version\s+)?(?:of|for)\s+W T E`,
    String.raw`(?:^|[\s:])T\s+in\s+(?:the\s+)?singular\b`,
    String.raw`^\s*T\s*[-:]?\s+singular\s*\??\s*$`,
  ),
];

/** Questions answered from WordNet. */
export const LOOKUP_RULES: readonly Rule[] = [
  {
    re: re(String.raw`Q(?:is|are)\s+W T\s+(?:really\s+|actually\s+)?(?:a\s+|an\s+|the\s+)?(synonym|antonym|opposite)s?\s+(?:of|for|to)\s+W T E`),
    build: (m) => ({ kind: 'relation-check', target: m[3], other: m[1], relation: relationNamed(m[2]) }),
  },
  {
    re: re(String.raw`Q(?:are|is)\s+W T\s+and\s+T\s+(?:really\s+)?(synonyms|synonymous|antonyms|opposites)\b`),
    build: (m) => ({ kind: 'relation-check', target: m[1], other: m[2], relation: relationNamed(m[3]) }),
  },
  {
    re: re(String.raw`Qdo(?:es)?\s+W T\s+and\s+T\s+mean\s+the\s+(same|opposite)\b`),
    build: (m) => ({ kind: 'relation-check', target: m[1], other: m[2], relation: m[3].toLowerCase() === 'same' ? 'synonym' : 'antonym' }),
  },
  {
    re: re(String.raw`Qis\s+W T\s+(?:really\s+|exactly\s+)?the\s+same\s+(?:thing\s+)?as\s+W T E`),
    build: (m) => ({ kind: 'relation-check', target: m[2], other: m[1], relation: 'synonym' }),
  },
  {
    re: re(String.raw`Qdoes\s+W T\s+(?:really\s+|actually\s+|also\s+)?mean\s+(?:the\s+same\s+(?:thing\s+)?as\s+)?T E`),
    build: (m) => ({ kind: 'relation-check', target: m[1], other: m[2], relation: 'synonym', means: true }),
  },
  {
    re: re(String.raw`Qis\s+W T\s+(?:used\s+as\s+|mainly\s+|mostly\s+)?(?:a|an)\s+(CLASS(?:\s*(?:,|or|and|\/)\s*(?:a\s+|an\s+)?CLASS)*)\b`),
    build: (m) => ({ kind: 'pos-choice', target: m[1], choices: m[2].split(/\s*(?:,|\bor\b|\band\b|\/)\s*/i).map((c) => c.replace(/^(?:a|an)\s+/i, '').trim().toLowerCase()).filter(Boolean) }),
  },
  {
    re: re(String.raw`(?:^|[.?!]\s+)(CLASS\s+or\s+(?:an?\s+)?CLASS)\s*[:?,-]\s*W T E`),
    build: (m) => ({ kind: 'pos-choice', target: m[2], choices: m[1].split(/\s+or\s+(?:an?\s+)?/i).map((c) => c.trim().toLowerCase()) }),
  },
  ...rules(
    'pos',
    String.raw`\b(?:what|which)\s+(?:parts?\s+of\s+speech|kind\s+of\s+word|type\s+of\s+word|sort\s+of\s+word|word\s+class|word\s+type|lexical\s+category|grammatical\s+(?:category|class))\s+(?:is|are|does|would|do)\s+W T(?:\s+(?:belong|fall|count|come)\b.*)?E`,
    String.raw`\b(?:parts?\s+of\s+speech|word\s+class|lexical\s+category|grammatical\s+category)\s*(?:of|for|:)\s*W T E`,
    String.raw`\b(?:what|which)\s+(?:pos|p\.o\.s\.?)\s+(?:is|are)\s+W T E`,
    String.raw`(?:^|[\s:])T\s+(?:is\s+)?(?:what|which)\s+parts?\s+of\s+speech\b`,
  ),
  {
    re: re(String.raw`Q(?:is|are)\s+(?:an?\s+|the\s+)?T\s+(?:an?\s+)?(?:kinds?|types?|sorts?|forms?|variety|varieties|species)\s+of\s+(?:an?\s+)?T E`),
    build: (m) => ({ kind: 'kind-of', target: m[1], categories: m[2].split(/\s+or\s+(?:an?\s+)?/i) }),
  },
  ...rules(
    'broader',
    String.raw`\b(?:hypernyms?|broader\s+(?:terms?|words?|categor(?:y|ies))|more\s+general\s+(?:terms?|words?)|superordinates?|umbrella\s+terms?)\s+(?:for|of)\s+W T E`,
    String.raw`\bwhat\s+(?:is|are)\s+(?:an?\s+|the\s+)?T\s+(?:a\s+)?(?:kind|type|sort)\s+of\s*\??\s*$`,
    String.raw`\bwhat\s+(?:category|class|group)\s+(?:does|do)\s+W T\s+belong\s+to\b`,
  ),
  ...rules(
    'narrower',
    String.raw`\b(?:hyponyms?|narrower\s+(?:terms?|words?)|more\s+specific\s+(?:terms?|words?)|subcategor(?:y|ies)|subtypes?)\s+(?:for|of)\s+W T E`,
    String.raw`\b(?:what\s+are\s+(?:some\s+)?(?:the\s+)?|name\s+(?:some\s+|a\s+few\s+)?|list\s+(?:some\s+|the\s+)?|give\s+(?:me\s+)?(?:some\s+)?)(?:kinds|types|sorts|varieties)\s+of\s+T E`,
  ),
  ...rules(
    'example',
    String.raw`\b(?:use|using)\s+W T\s+in\s+a\s+sentence\b`,
    String.raw`\b(?:example|sample)\s+(?:sentences?|usages?)\s+(?:of|for|with|using|containing)\s+W T E`,
    String.raw`\bexamples?\s+of\s+W T\s+(?:used\s+)?in\s+(?:a\s+)?(?:sentence|use|context)\b`,
    String.raw`\bsentences?\s+(?:with|using|containing|for)\s+W T E`,
    String.raw`\bhow\s+(?:do|would|can|should)\s+(?:you|i|one|we)\s+use\s+W T E`,
    String.raw`(?:^|[\s:])T\s+in\s+a\s+sentence\b`,
  ),
  ...rules(
    'antonym',
    String.raw`\bant(?:onym)?s?\s*(?:for|of|to|:|-)\s*W T E`,
    String.raw`\b(?:reverse|opposite|contrary)\s+meaning\s+(?:of|for|to)\s+W T E`,
    String.raw`\bantonyms?\s+(?=["'])W T E`,
    String.raw`\bopposites?\s*(?:word\s+|meaning\s+)?(?:of|for|to|:)\s*W T E`,
    // "the reverse of 'import'" may ask for the letters backwards: left alone.
    String.raw`\b(?:the|a)\s+(?:contrary|converse)\s+of\s+W T E`,
    String.raw`\bopposite\s+(?:meaning|word)\s+(?:of|for|to)\s+W T E`,
    String.raw`\b(?:opposite|contrary)\s+in\s+meaning\s+to\s+W T E`,
    String.raw`^\s*T\s*[-:]?\s+(?:antonyms?|opposite)\s*[?.!]*\s*$`,
  ),
  ...rules(
    'synonym',
    String.raw`\bsyn(?:onym)?s?\s*(?:for|of|to|:|-)\s*W T E`,
    String.raw`^\s*(?:words?|terms?)\s+(?:similar\s+to|like)\s+W T E`,
    String.raw`\bsynonyms?\s+(?=["'])W T E`,
    String.raw`\bsynonymous\s+with\s+W T E`,
    String.raw`\b(?:another|other|different|alternative|alternate|similar|better|fancier|simpler|smarter|nicer|posher|posh|formal|informal|casual|stronger|fancy|new|professional|academic|sophisticated|polite|common|simple|plainer|(?:more|less)\s+[a-z]+)\s+(?:words?|terms?)\s+(?:for|to|than|meaning|instead\s+of)\s+W T E`,
    String.raw`\balternatives?\s+(?:words?\s+)?(?:to|for)\s+W T E`,
    String.raw`\b(?:another|other|different|alternative|better|fancier|nicer)\s+ways?\s+(?:to|of|i\s+can|you\s+can)\s+say(?:ing)?\s+W T E`,
    String.raw`\b(?:a|some|any)\s+(?:words?|terms?)\s+(?:that\s+|which\s+)?(?:means?|meaning|similar\s+to|like)\s+(?:the\s+same\s+(?:thing\s+)?as\s+)?W T E`,
    String.raw`\b(?:same\s+meaning\s+as|means\s+the\s+same\s+(?:thing\s+)?as)\s+W T E`,
    String.raw`\b(?:closest|nearest|most\s+similar|similar|close)\s+in\s+meaning\s+to\s+W T E`,
    // "words that mean angry", "a word that starts with q and means question" (the condition is read later).
    String.raw`\b(?:words?|terms?)\s+(?:that|which)\s+(?:(?:starts?|begins?|ends?)\s+(?:with|in)\s+(?:the\s+letter\s+|an?\s+)?["']?[a-z]+["']?\s+(?:and\s+)?)?(?:means?|mean)\s+(?:the\s+same\s+(?:thing\s+)?as\s+)?W T E`,
    String.raw`\b(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[- ]letters?\s+(?:words?|synonyms?|terms?)\s+(?:for|meaning|that\s+means|like)\s+W T E`,
    String.raw`\bthesaurus\s*(?::|for|entry\s+for)?\s+W T E`,
    String.raw`\b(?:say|use|write)\b.*\binstead\s+of\s+(?:saying\s+|using\s+|writing\s+)?W T E`,
    String.raw`\bwords?\s+like\s+W T E`,
    String.raw`^\s*T\s*[-:]?\s+synonyms?\s*[?.!]*\s*$`,
  ),
  // "I keep using 'shows'. What else can I use?": the word quoted before ("it" refers back to it).
  {
    re: /\bwhat\s+(?:else|other\s+words?)\s+(?:can|could|should|do|might)\s+(?:i|we|you)\s+(?:use|say|write|put)\b/i,
    build: () => ({ kind: 'synonym', target: 'it' }),
  },
  // "What is a word for someone who loves books?": a word from its description (one word: a synonym).
  ...rules(
    'describe',
    String.raw`\b(?:a|the|one|single|an?\s+english)\s+(?:single\s+|english\s+|good\s+|better\s+|nice\s+|fancy\s+)?(?:word|term|name)\s+(?:for|to\s+describe|describing|that\s+describes|used\s+for)\s+T E`,
    String.raw`\bwhat\s+(?:do|would|does|did|should)\s+(?:you|we|people|they|one|u)\s+call\s+T E`,
    String.raw`\bdescribe\s+T\s+in\s+(?:one|a\s+single)\s+word\b`,
  ),
  ...rules(
    'spell',
    String.raw`\bhow\s+(?:do|does|would|should|can|to|d'?you)\s+(?:you\s+|u\s+|i\s+|one\s+|we\s+)?spell\s+W T E`,
    String.raw`\bhow\s+(?:is|'s)\s+W T\s+spel(?:led|t)\b`,
    String.raw`\b(?:correct\s+|right\s+|proper\s+)?spelling\s*(?:of|for|:)\s*W T E`,
    String.raw`\bis\s+W T\s+spel(?:led|t)\s+(?:correctly|right|properly|ok|wrong)`,
    String.raw`\bis\s+W T\s+(?:the\s+)?(?:correct|right|proper)\s+spelling\b`,
    String.raw`\bis\s+W T\s+(?:a\s+)?(?:real|valid|proper|correct)\s+(?:english\s+)?word\b`,
    String.raw`^\s*is\s+W T\s+(?:even\s+)?an?\s+(?:english\s+)?word\s*[?.!]*\s*$`,
    String.raw`\b(?:spell\s*-?\s*check|check\s+(?:the\s+)?spelling(?:\s+of)?)\s*:?\s*W T E`,
    String.raw`\bdid\s+i\s+spell\s+W T\s+(?:right|correctly)`,
    String.raw`^\s*(?:please\s+)?spell\s+W T E`,
  ),
  ...rules(
    'define',
    String.raw`\bwhat\s+does\s+it\s+mean\s+(?:to\s+be|if\s+(?:someone|something|somebody)\s+is|when\s+(?:someone|something|somebody)\s+is)\s+(?:an?\s+)?W T E`,
    String.raw`\bwhat\s+(?:do|does|did)\s+(?:you|they|we|people|u)\s+mean\s+(?:by|with)\s+W T E`,
    // "what do you mean by" is asked above; here the subject is the word itself.
    String.raw`\bwhat\s+(?:exactly\s+|actually\s+|really\s+)?(?:does|dose|dos|do|did|would|is)\s+(?!(?:you|they|we|people|u|i)\s+mean\b)W T\s+(?:really\s+|actually\s+|exactly\s+)?(?:mean|means|meen|signify|stand\s+for|refer\s+to|refers\s+to)\b`,
    String.raw`\bwhat\s+(?:is|are|'s)\s+(?:the\s+)?(?:meanings?|definitions?|def|sense)\s+(?:of|for|behind)\s+W T E`,
    String.raw`\b(?:meanings?|definitions?)\s+behind\s+W T E`,
    String.raw`\b(?:define|definitions?\s+(?:of|for)|meanings?\s+of|def\s+of|look\s+up)\s*:?\s+W T E`,
    String.raw`\b(?:definition|meaning|define)\s*(?:please|pls|plz)?\s*:\s*W T E`,
    String.raw`\bexplain\s+(?:the\s+(?:word|term|meaning\s+of)\s+)?(?=["'])W T E`,
    String.raw`\bwhat\s+(?!(?:is|are|was|were|does|do|did)\b)W T\s+means\b`,
    String.raw`\bwhat\s+(?:is|'s)\s+meant\s+by\s+W T E`,
    String.raw`^\s*T\s*[-:]?\s+(?:meaning|definition|defined)\s*[?.!]*\s*$`,
  ),
  {
    re: re(String.raw`Qis\s+(?:an?\s+|the\s+)T\s+(?:a|an)\s+T\s*\?\s*$`),
    build: (m) => ({ kind: 'kind-of', target: m[1], categories: m[2].split(/\s+or\s+(?:an?\s+)?/i) }),
    score: 0.4,
  },
  { ...rules('define', String.raw`^\s*what\s+is\s+(?:an?\s+|the\s+)?(?=["'])T\s*\?*\s*$`)[0], score: 0.6 },
  // A bare "what is a gazebo?": letters only, so "what is a third of 99?" stays arithmetic's.
  {
    re: /^\s*(?:so\s+|and\s+|ok\s+|hey\s+)?what\s+is\s+an?\s+([a-z][a-z' -]{0,40}?)\s*\?\s*$/i,
    build: (m) => ({ kind: 'define', target: m[1] }),
    score: 0.3,
  },
];
