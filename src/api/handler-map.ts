import type { OperationId } from '../../generated/operations.js';
import type { Handler } from './context.js';

/** One handler per operationId of openapi/svc.yaml: a missing or misspelled one is a compile error. */
export type HandlerMap = { readonly [K in OperationId]: Handler };
