/** What a word question asks, as read from its text; targets are still raw text (quotes, trailing words). */

/** Questions answered from WordNet (quoted, `lexicon_lead`). */
export type LookupKind = 'define' | 'synonym' | 'antonym' | 'pos' | 'broader' | 'narrower' | 'example' | 'spell' | 'describe';
/** Questions whose answer is computed from the letters (`computed`). */
export type FactKind = 'letters' | 'vowels' | 'consonants' | 'palindrome' | 'reverse' | 'anagrams' | 'plural' | 'singular';

export type Question =
  | { kind: LookupKind | FactKind; target: string }
  /** "Is 'run' a noun or a verb?": the classes offered. */
  | { kind: 'pos-choice'; target: string; choices: string[] }
  /** "Is a violin a kind of musical instrument?" (several categories: "a fruit or a vegetable"). */
  | { kind: 'kind-of'; target: string; categories: string[] }
  /** "What letter does 'psychology' start with?" */
  | { kind: 'end-letter'; target: string; end: 'first' | 'last' }
  /** "How many r's in strawberry?" */
  | { kind: 'letter-count'; target: string; letter: string }
  | { kind: 'anagram-check'; target: string; other: string }
  /** "Is 'glad' a synonym of 'happy'?" (target 'happy', other 'glad'); `means`: "Does 'literally' mean figuratively?" */
  | { kind: 'relation-check'; target: string; other: string; relation: 'synonym' | 'antonym'; means?: boolean }
  /** "Is it 'recieve' or 'receive'?" */
  | { kind: 'spell-choice'; options: string[] }
  | { kind: 'alphabetical'; items: string[]; reverse: boolean };

export type QuestionKind = Question['kind'];

/** How sure a claim is: explicit wording, or a bare "what is a gazebo?" that other solvers may answer better. */
export interface Read {
  question: Question;
  score: number;
}
