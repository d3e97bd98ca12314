import { createChatCompletion, createSvcClient } from '../src/client.js';

const client = createSvcClient({ baseUrl: process.env.SVC_URL ?? 'http://127.0.0.1:8080/api', apiKey: process.env.SVC_KEY ?? '' });
const { data, error } = await createChatCompletion({
  client,
  body: { model: 'svc', messages: [{ role: 'user', content: 'What is 17% of 2,340?' }] },
});
if (error) throw new Error(error.error.message);
console.log(data.choices[0].message.content, data.svc.solver, data.svc.verified);
