// Each scenario is one request shape measured against the bare baseline.
export const scenarios = [
  { name: 'authenticated GET /v1/models', path: '/v1/models', target: '>= 0.50 of bare' },
  { name: 'chat: help answer', method: 'POST', path: '/v1/chat/completions', body: { model: 'svc', messages: [{ role: 'user', content: 'Write me a poem about the sea.' }] }, target: '>= 0.35 of bare' },
  { name: 'chat: help answer, streamed', method: 'POST', path: '/v1/chat/completions', body: { model: 'svc', stream: true, messages: [{ role: 'user', content: 'Write me a poem about the sea.' }] }, target: '>= 0.35 of bare' },
];
