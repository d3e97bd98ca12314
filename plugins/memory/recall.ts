/** Picks the remembered facts that answer a question: shared words, with a few category words (a database → PostgreSQL). */
import { searchTerms, stem } from '../../src/core/text/search-terms.js';

const CATEGORIES: Record<string, readonly string[]> = {
  database: ['postgresql', 'postgres', 'mysql', 'mariadb', 'sqlite', 'mongodb', 'redis', 'oracle', 'cassandra', 'dynamodb'],
  language: ['python', 'typescript', 'javascript', 'go', 'golang', 'rust', 'java', 'kotlin', 'ruby', 'php', 'c', 'swift'],
  framework: ['django', 'flask', 'react', 'vue', 'angular', 'rails', 'spring', 'express', 'koa', 'fastapi', 'next'],
  cloud: ['aws', 'azure', 'gcp', 'heroku', 'vercel', 'netlify', 'kubernetes'],
  editor: ['vim', 'emacs', 'vscode', 'intellij'],
  os: ['linux', 'windows', 'macos', 'ubuntu', 'debian'],
};

/** Words that say nothing about which fact is meant. */
const GENERIC = new Set(['know', 'remember', 'tell', 'told', 'say', 'said', 'again', 'use', 'uses', 'using', 'used']);

function words(text: string): string[] {
  return searchTerms(text).filter((w) => w.length > 1 && !GENERIC.has(w)).map(stem);
}

function expand(word: string): string[] {
  return [word, ...(CATEGORIES[word] ?? []), ...(CATEGORIES[`${word}s`] ?? [])];
}

/** Facts covering at least 60% of the question's words, best first (ties: the newer fact). */
export function recall<T extends { text: string }>(question: string, facts: readonly T[]): T[] {
  const asked = [...new Set(words(question))];
  if (!asked.length) return [];
  const need = Math.ceil(asked.length * 0.6);
  const scored = facts.map((fact, i) => {
    const have = new Set(words(fact.text));
    const hits = asked.filter((w) => expand(w).some((x) => have.has(stem(x)))).length;
    return { fact, hits, i };
  });
  return scored
    .filter((s) => s.hits >= need)
    .sort((a, b) => b.hits - a.hits || b.i - a.i)
    .map((s) => s.fact);
}
