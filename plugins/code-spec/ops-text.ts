/**
 * Operations on strings beyond case and whitespace: characters and counts by class, substrings, camel
 * and snake case, splitting at capitals, keeping only letters and digits, sorting the characters.
 * Character classes are ASCII in the references; Python's are wider, so a reference that would differ on
 * the input returns undefined rather than guess.
 */
import { items, PREC, STRING_EDGES, str1, type Op } from './op-kit.js';
import type { PyValue } from './py-value.js';

const ascii = (s: string) => /^[\x20-\x7e]*$/.test(s);
const asciiStr = (f: (s: string) => PyValue | undefined) => str1((s) => (ascii(s) ? f(s) : undefined));
const str2 = (f: (s: string, t: string) => PyValue | undefined) => (a: PyValue, b: PyValue) => (typeof a === 'string' && typeof b === 'string' ? f(a, b) : undefined);
const countWhere = (re: RegExp) => asciiStr((s) => [...s].filter((c) => re.test(c)).length);
/** Non-overlapping occurrences, as str.count. */
const occurrences = (s: string, t: string) => (t === '' ? [...s].length + 1 : s.split(t).length - 1);

export const TEXT_OPS: readonly Op[] = [
  { name: 'reverse_words', args: ['str'], out: 'str', ref: str1((s) => s.split(/\s+/).filter(Boolean).reverse().join(' ')), py: (a) => `" ".join(reversed(${a}.split()))`, js: (a) => `${a}.split(/\\s+/).filter(Boolean).reverse().join(' ')`, words: /\brevers\w* (?:the )?(?:order of (?:the )?)?words/i, edges: ['', 'one', ' two  words '] },
  { name: 'same_letters', args: ['str', 'str'], out: 'bool', infix: true, prec: PREC.compare, ref: str2((s, t) => [...s].sort().join('') === [...t].sort().join('')), py: (a, b) => `sorted(${a}) == sorted(${b})`, js: (a, b) => `[...${a}].sort().join('') === [...${b}].sort().join('')`, words: /\b(?:anagram|permutations? of (?:each other|one another|the other))/i },
  { name: 'find_index', args: ['str', 'str'], out: 'num', ref: str2((s, t) => (ascii(s) && ascii(t) ? s.indexOf(t) : undefined)), py: (a, b) => `${a}.find(${b})`, js: (a, b) => `${a}.indexOf(${b})`, words: /\b(?:index|position) of (?:the )?first (?:occurrence|appearance)|\bfirst (?:occurrence|appearance)|\bfind the (?:index|position)/i },
  { name: 'remove_vowels', args: ['str'], out: 'str', ref: str1((s) => s.replace(/[aeiouAEIOU]/g, '')), py: (a) => `"".join(ch for ch in ${a} if ch not in "aeiouAEIOU")`, js: (a) => `${a}.replace(/[aeiouAEIOU]/g, '')`, words: /\b(?:remov|without|strip|delet|drop|no)\w*(?: \w+){0,3} vowels/i, edges: ['', 'Queue AEIOU xyz'] },
  { name: 'repeat_str', args: ['str', 'num'], out: 'str', ref: (s, k) => (typeof s === 'string' && typeof k === 'number' && Number.isInteger(k) && k < 1000 ? s.repeat(Math.max(0, k)) : undefined), py: (a, k) => `${a} * ${k}`, infix: true, prec: PREC.product, js: (a, k) => `${a}.repeat(Math.max(0, ${k}))`, words: /\b(?:repeat|times|copies)/i },
  { name: 'starts_with', args: ['str', 'str'], out: 'bool', ref: str2((s, t) => s.startsWith(t)), py: (a, b) => `${a}.startswith(${b})`, js: (a, b) => `${a}.startsWith(${b})`, words: /\b(?:starts?|begins?|beginning|prefix)/i },
  { name: 'ends_with', args: ['str', 'str'], out: 'bool', ref: str2((s, t) => s.endsWith(t)), py: (a, b) => `${a}.endswith(${b})`, js: (a, b) => `${a}.endsWith(${b})`, words: /\b(?:ends?|ending|suffix)\b/i },
  { name: 'join_with', args: ['seq', 'str'], out: 'str', ref: (a, sep) => { const xs = items(a); return xs && typeof sep === 'string' && xs.every((x) => typeof x === 'string') ? xs.join(sep) : undefined; }, py: (a, sep) => `${sep}.join(${a})`, js: (a, sep) => `${a}.join(${sep})`, words: /\bjoin|\bconcatenat|\bseparat/i },
  { name: 'capitalize_words', args: ['str'], out: 'str', ref: asciiStr((s) => s.split(' ').map((w) => (w ? w[0].toUpperCase() + w.slice(1).toLowerCase() : w)).join(' ')), py: (a) => `" ".join(word.capitalize() for word in ${a}.split(" "))`, js: (a) => `${a}.split(' ').map((w) => (w ? w[0].toUpperCase() + w.slice(1).toLowerCase() : w)).join(' ')`, words: /\bcapitali[sz]e (?:the )?first (?:letter|character) of (?:each|every|all)(?: the)? words?|\btitle[- ]case/i, edges: ['', 'hello  wORLD', 'a'] },
  { name: 'chars', args: ['str'], out: 'seq', ref: str1((s) => [...s]), py: (a) => `list(${a})`, js: (a) => `[...${a}]`, words: /\b(?:characters|chars|letters)\b/i },
  { name: 'sort_chars', args: ['str'], out: 'str', ref: str1((s) => [...s].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)).join('')), py: (a) => `"".join(sorted(${a}))`, js: (a) => `[...${a}].sort().join('')`, words: /\bsort/i, edges: STRING_EDGES },
  { name: 'count_sub', args: ['str', 'str'], out: 'num', ref: str2(occurrences), py: (a, b) => `${a}.count(${b})`, js: (a, b) => `${a}.split(${b}).length - 1`, words: /\b(?:count|occurr|how many|frequency|number of times)/i },
  { name: 'has_sub', args: ['str', 'str'], out: 'bool', infix: true, prec: PREC.compare, ref: str2((s, t) => s.includes(t)), py: (a, b) => `${b} in ${a}`, js: (a, b) => `${a}.includes(${b})`, words: /\b(?:present|contains?|substring|occurs in)\b/i },
  { name: 'has_word', args: ['str', 'str'], out: 'bool', infix: true, prec: PREC.compare, ref: str2((s, t) => s.split(/\s+/).includes(t)), py: (a, b) => `${b} in ${a}.split()`, js: (a, b) => `${a}.split(/\\s+/).includes(${b})`, words: /\bword\b.*\b(?:present|contains?|in)\b/i },
  { name: 'count_lower', args: ['str'], out: 'num', ref: countWhere(/[a-z]/), py: (a) => `sum(1 for ch in ${a} if ch.islower())`, js: (a) => `[...${a}].filter((ch) => /[a-z]/.test(ch)).length`, words: /\blower ?case|\bsmall letters/i, edges: ['', 'aB c'] },
  { name: 'count_upper', args: ['str'], out: 'num', ref: countWhere(/[A-Z]/), py: (a) => `sum(1 for ch in ${a} if ch.isupper())`, js: (a) => `[...${a}].filter((ch) => /[A-Z]/.test(ch)).length`, words: /\bupper ?case|\bcapital/i, edges: ['', 'aB C'] },
  { name: 'count_digits', args: ['str'], out: 'num', ref: countWhere(/[0-9]/), py: (a) => `sum(1 for ch in ${a} if ch.isdigit())`, js: (a) => `[...${a}].filter((ch) => /[0-9]/.test(ch)).length`, words: /\b(?:digits|numeric|numbers)\b/i, edges: ['', 'a1 22'] },
  { name: 'count_alpha', args: ['str'], out: 'num', ref: countWhere(/[A-Za-z]/), py: (a) => `sum(1 for ch in ${a} if ch.isalpha())`, js: (a) => `[...${a}].filter((ch) => /[A-Za-z]/.test(ch)).length`, words: /\b(?:alphabets?|letters)\b/i, edges: ['', 'a1 B'] },
  { name: 'camel_to_snake', args: ['str'], out: 'str', ref: asciiStr((s) => s.replace(/(?<!^)(?=[A-Z])/g, '_').toLowerCase()), py: (a) => `re.sub(r"(?<!^)(?=[A-Z])", "_", ${a}).lower()`, imports: ['re'], js: (a) => `${a}.replace(/(?<!^)(?=[A-Z])/g, '_').toLowerCase()`, words: /\bsnake/i, edges: ['', 'Abc', 'aBcD'] },
  { name: 'split_capitals', args: ['str'], out: 'seq', ref: asciiStr((s) => s.match(/[A-Z][^A-Z]*/g) ?? []), py: (a) => `re.findall(r"[A-Z][^A-Z]*", ${a})`, imports: ['re'], js: (a) => `${a}.match(/[A-Z][^A-Z]*/g) ?? []`, words: /^(?=.*\bsplit)(?=.*\b(?:upper ?case|capital))/i, edges: ['', 'abC', 'OneTwo'] },
  { name: 'space_capitals', args: ['str'], out: 'str', ref: asciiStr((s) => s.replace(/(\w)(?=[A-Z])/g, '$1 ')), py: (a) => `re.sub(r"(\\w)(?=[A-Z])", r"\\1 ", ${a})`, imports: ['re'], js: (a) => `${a}.replace(/(\\w)(?=[A-Z])/g, '$1 ')`, words: /^(?=.*\bspaces?\b)(?=.*\b(?:capital|upper ?case))/i, edges: ['', 'OneTwo', 'ABC'] },
  { name: 'keep_alnum', args: ['str'], out: 'str', ref: asciiStr((s) => s.replace(/[\W_]+/g, '')), py: (a) => `re.sub(r"[\\W_]+", "", ${a})`, imports: ['re'], js: (a) => `${a}.replace(/[\\W_]+/g, '')`, words: /\b(?:alphanumeric|except (?:letters|alphabets)|letters and (?:numbers|digits))/i, edges: ['', 'a_b-1 !'] },
  { name: 'collapse_spaces', args: ['str'], out: 'str', ref: str1((s) => s.replace(/ +/g, ' ')), py: (a) => `re.sub(r" +", " ", ${a})`, imports: ['re'], js: (a) => `${a}.replace(/ +/g, ' ')`, words: /\b(?:multiple|repeated|consecutive|runs of|extra) spaces/i, edges: STRING_EDGES },
  { name: 'word_lengths_last', args: ['str'], out: 'num', ref: str1((s) => { const w = s.split(/\s+/).filter(Boolean); return w.length ? [...w[w.length - 1]].length : 0; }), py: (a) => `len(${a}.split()[-1]) if ${a}.split() else 0`, js: (a) => `(${a}.split(/\\s+/).filter(Boolean).at(-1) ?? '').length`, words: /\blength of (?:the )?last word/i, edges: ['', '  ', 'one two  '] },
  { name: 'str_of_num', args: ['num'], out: 'str', ref: (a) => (typeof a === 'number' ? String(a) : undefined), py: (a) => `str(${a})`, js: (a) => `String(${a})`, words: /\b(?:digits?|string)\b/i },
  { name: 'int_of_str', args: ['str'], out: 'num', ref: str1((s) => (/^-?[0-9]+$/.test(s) && s.length < 15 ? Number(s) : undefined)), py: (a) => `int(${a})`, js: (a) => `Number(${a})`, words: /\b(?:digits?|integer)\b/i },
  { name: 'join_str_items', args: ['seq'], out: 'str', ref: (a) => { const xs = items(a); return xs?.every((x) => typeof x === 'number' && Number.isInteger(x) && x >= 0) ? xs.join('') : undefined; }, py: (a) => `"".join(str(x) for x in ${a})`, js: (a) => `${a}.join('')`, words: /\b(?:single integer|join|concatenat|convert)/i },
];
