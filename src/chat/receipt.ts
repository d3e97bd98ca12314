/** Builds the receipt `svc`, in one place, from the routed answer and the request context. Empty fields are absent. */
import type { components } from '../../generated/types.js';
import type { ModelName } from '../solving/ask.js';
import { PRISTINE_VERSION } from '../solving/pristine.js';
import type { Checked, ReceiptFacts, Tried } from '../solving/solver.js';

/** The beta notice on a reply. */
export interface Notice {
  message: string;
  /** True on a key's first request of the UTC day and after 30 minutes idle. */
  shown: boolean;
}

export type ReceiptCall = components['schemas']['ProposedCall'];

/** The receipt `svc`, as openapi/svc.yaml describes it. */
export type Receipt = components['schemas']['Receipt'];

export interface ReceiptInput {
  solver: string;
  verified: boolean;
  checked: Checked;
  tried: readonly Tried[];
  model: ModelName;
  caveat?: string;
  notice?: Notice;
  calls?: readonly ReceiptCall[];
  /** Facts the answering plugin reported (phase, results, violations, pack, schema, qr). */
  facts?: ReceiptFacts;
  packMiss?: Receipt['pack_miss'];
}

const present = (v: unknown): boolean =>
  v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0) &&
  !(typeof v === 'object' && !Array.isArray(v) && Object.keys(v as object).length === 0);

export function buildReceipt(input: ReceiptInput): Receipt {
  const facts = input.facts ?? {};
  const calls = input.calls ?? [];
  const optional: Omit<Receipt, 'solver' | 'verified' | 'checked'> = {
    tried: [...input.tried],
    caveat: input.caveat,
    notice: input.notice && { message: input.notice.message, shown: input.notice.shown },
    pristine: input.model === 'svc-pristine' ? PRISTINE_VERSION : undefined,
    phase: facts.phase,
    call: calls[0] && { ...calls[0] },
    calls: calls.map((c) => ({ ...c })),
    waiting: facts.waiting,
    results: facts.results,
    violations: facts.violations,
    pack: facts.pack,
    schema: facts.schema,
    qr: facts.qr,
    pack_miss: input.packMiss,
  };
  const receipt: Receipt = { solver: input.solver, verified: input.verified, checked: input.checked ?? null };
  for (const [key, value] of Object.entries(optional)) {
    if (present(value)) (receipt as unknown as Record<string, unknown>)[key] = value;
  }
  return receipt;
}
