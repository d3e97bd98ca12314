/** What a chat turn on svc-prod knows about its key and account, as plain values and functions (no SQL here). */
import type { DocumentSearch, MemoryView, RememberFact } from '../solving/solver.js';
import { sha256Hex } from '../ids.js';

export interface RememberedCorrection {
  text: string;
  completion_id: string;
  created_at: string;
}

export interface TurnKnowledge {
  memory: MemoryView;
  documents?: DocumentSearch;
  remember?: RememberFact;
  /** The latest prose correction the key sent for this very question. */
  correction?: RememberedCorrection | null;
}

/** Loads the key's knowledge for one question; called only on svc and svc-prod. */
export type LoadKnowledge = (questionHash: string) => Promise<TurnKnowledge>;

/** The same question asked again: case, spacing and closing punctuation do not matter. */
export function questionHash(question: string): string {
  const normal = question.toLowerCase().replace(/\s+/g, ' ').replace(/[\s?.!]+$/, '').trim();
  return sha256Hex(normal);
}
