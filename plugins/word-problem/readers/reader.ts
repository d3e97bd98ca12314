/** A story reader added after the core cascade: it answers (verified, checked) or returns null to pass the story on. */
import type { Answer } from '../../../src/plugin-api.js';

export type StoryReader = (text: string) => Answer | null;
