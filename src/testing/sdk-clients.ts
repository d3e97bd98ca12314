/** The official SDKs pointed at a test server, as a user would configure them (no automatic retries). */
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import type { TestServer } from './server.js';

export function sdkClients(server: TestServer): { openai: OpenAI; anthropic: Anthropic } {
  return {
    openai: new OpenAI({ apiKey: server.key, baseURL: `${server.baseUrl}/v1`, maxRetries: 0 }),
    anthropic: new Anthropic({ apiKey: server.key, baseURL: server.baseUrl, maxRetries: 0 }),
  };
}
