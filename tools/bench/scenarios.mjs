// Each scenario is one request shape measured against the bare baseline.
export const scenarios = [
  { name: 'authenticated GET /v1/models', path: '/v1/models', target: '>= 0.50 of bare' },
];
