import { describe, expect, it } from 'vitest';

import { answerQueue, type KeptAnswer } from './kept-survey-answers';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}
const kept = (clientEventId: string, score: number, surveyId = 4): KeptAnswer => ({
  clientEventId,
  surveyId,
  who: { userId: 7, sig: 's' },
  body: { version: 1, answers: [{ questionId: 'q1', value: score }] },
});

describe('survey answers kept on the phone', () => {
  it('sends a kept answer once when the connection is back, with its key', async () => {
    const sent: string[] = [];
    let online = false;
    const queue = answerQueue(memoryStorage(), async (item) => {
      if (!online) throw Object.assign(new Error('offline'), { status: 0, message: 'offline' });
      sent.push(item.clientEventId);
    });
    queue.replace(kept('a', 5));
    expect((await queue.flush()).interrupted).toBe(true);
    online = true;
    expect((await queue.flush()).delivered).toBe(1);
    expect(await queue.flush()).toMatchObject({ delivered: 0 });
    expect(sent).toEqual(['a']);
  });

  it('keeps only the last answer to a survey changed while offline; other surveys wait beside it', () => {
    const queue = answerQueue(memoryStorage(), async () => undefined);
    queue.replace(kept('a', 5));
    queue.replace(kept('b', 2));
    queue.replace(kept('c', 3, 9));
    expect(queue.snapshot().pending.map((item) => item.clientEventId)).toEqual(['b', 'c']);
  });
});
