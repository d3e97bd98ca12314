/** Version of the fixed baseline that answers on svc-pristine; bump when the built-in solvers change. */
export const PRISTINE_VERSION = 'pristine-1';
