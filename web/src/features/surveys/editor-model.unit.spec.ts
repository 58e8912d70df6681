import { describe, expect, it } from 'vitest';

import { draftOf, emptyDraft, inputOf, moveQuestion, newQuestion } from './editor-model';

describe('the survey editor', () => {
  it('sends options one per line, the scale’s ends only when named, times in Seoul', () => {
    const draft = {
      ...emptyDraft(),
      title: '만족도',
      opensAt: '2026-12-07T09:00',
      questions: [
        { ...newQuestion('scale5'), text: '만족?', high: '최고' },
        { ...newQuestion('multiple'), text: '좋았던 것', optionsText: ' 전시 \n\n강연', other: true },
      ],
    };
    expect(inputOf(draft)).toMatchObject({
      opensAt: '2026-12-07T09:00:00',
      closesAt: null,
      lectureId: null,
      questions: [
        { kind: 'scale5', text: '만족?', required: true, ends: { low: '매우 불만족', high: '최고' } },
        { kind: 'multiple', options: ['전시', '강연'], other: true, required: false },
      ],
    });
  });

  it('opens a saved survey as it sends it', () => {
    const input = inputOf({
      ...emptyDraft(),
      title: '강연 만족도',
      audience: 'lecture',
      lectureId: '3',
      closesAt: '2026-12-07T18:00',
      questions: [{ ...newQuestion('single'), text: '또 오시겠어요?', optionsText: '예\n아니오' }],
    });
    const saved = {
      id: 1,
      eventId: 1,
      title: '강연 만족도',
      notice: '',
      collectsContact: false,
      audience: 'lecture' as const,
      lectureId: 3,
      lectureTitle: '기조연설',
      opensAt: null,
      closesAt: '2026-12-07T18:00:00',
      state: 'open' as const,
      version: 1,
      noticeVersion: 1,
      questions: [
        {
          id: 'q1',
          kind: 'single' as const,
          text: '또 오시겠어요?',
          required: false,
          options: ['예', '아니오'],
          other: false,
          ends: null,
        },
      ],
      responses: 0,
      createdAt: '2026-12-05T10:00:00',
    };
    expect(inputOf(draftOf(saved))).toEqual(input);
  });

  it('moves a question up and down, not past the ends', () => {
    const [a, b] = [newQuestion('scale5'), newQuestion('text')];
    expect(moveQuestion([a, b], 1, -1)).toEqual([b, a]);
    expect(moveQuestion([a, b], 0, -1)).toEqual([a, b]);
  });
});
