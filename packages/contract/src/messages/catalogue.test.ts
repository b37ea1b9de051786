import { describe, expect, it } from 'vitest';
import { messages, messagesBn, messagesEn } from './index.js';

describe('each language alone', () => {
  it('is the same catalogue as messages holds for it', () => {
    expect(messagesEn).toStrictEqual(messages.en);
    expect(messagesBn).toStrictEqual(messages.bn);
  });
});
