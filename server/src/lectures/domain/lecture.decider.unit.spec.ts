import { describe, it } from 'vitest';
import { deciderSpec } from '../../kernel/decider-spec.js';
import type { LectureFields } from './lecture-fields.js';
import { lectureDecider } from './lecture.decider.js';
import type { LectureEvent } from './lecture.events.js';

const given = deciderSpec(lectureDecider);
const fields: LectureFields = {
  title: '생성형 AI와 전시 산업',
  instructor: '박강연',
  date: '2026-11-22',
  time: '14:00',
  location: '컨퍼런스룸 201',
  capacity: null,
};
const registered: LectureEvent = { type: 'LectureRegistered', data: { id: 5, eventId: 1, fields } };

describe('lecture decider', () => {
  it('registers, then updates only what changed', () => {
    given([])
      .when({ type: 'Register', data: { id: 5, eventId: 1, fields } })
      .then([registered]);
    given([registered])
      .when({ type: 'Update', data: { eventId: 1, fields: { ...fields, time: '15:30' } } })
      .then([{ type: 'LectureUpdated', data: { id: 5, eventId: 1, changed: { time: '15:30' } } }]);
  });

  it('an edit that changes nothing records nothing', () => {
    given([registered])
      .when({ type: 'Update', data: { eventId: 1, fields } })
      .then([]);
  });

  it('an unknown lecture, or one of another event, is not found', () => {
    given([])
      .when({ type: 'Remove', data: { eventId: 1 } })
      .thenThrows('LECTURE.NOT_FOUND');
    given([registered])
      .when({ type: 'Update', data: { eventId: 9, fields } })
      .thenThrows('LECTURE.NOT_FOUND');
  });

  it('sets, changes and clears the 정원; an edit that does not name it keeps it', () => {
    given([registered])
      .when({ type: 'Update', data: { eventId: 1, fields: { ...fields, capacity: 120 } } })
      .then([{ type: 'LectureUpdated', data: { id: 5, eventId: 1, changed: { capacity: 120 } } }]);
    const seated: LectureEvent = {
      type: 'LectureUpdated',
      data: { id: 5, eventId: 1, changed: { capacity: 120 } },
    };
    const { capacity: _unnamed, ...withoutCapacity } = fields;
    given([registered, seated])
      .when({ type: 'Update', data: { eventId: 1, fields: { ...withoutCapacity, title: '새 제목' } } })
      .then([{ type: 'LectureUpdated', data: { id: 5, eventId: 1, changed: { title: '새 제목' } } }]);
    given([registered, seated])
      .when({ type: 'Update', data: { eventId: 1, fields: { ...fields, capacity: 120 } } })
      .then([]);
    given([registered, seated])
      .when({ type: 'Update', data: { eventId: 1, fields } })
      .then([{ type: 'LectureUpdated', data: { id: 5, eventId: 1, changed: { capacity: null } } }]);
  });

  it('reads a lecture registered before 정원 existed as one without: clearing it records nothing', () => {
    const { capacity: _none, ...spec } = fields;
    const older = {
      type: 'LectureRegistered',
      data: { id: 5, eventId: 1, fields: spec },
    } as unknown as LectureEvent;
    given([older])
      .when({ type: 'Update', data: { eventId: 1, fields } })
      .then([]);
    given([older])
      .when({ type: 'Update', data: { eventId: 1, fields: { ...fields, capacity: 40 } } })
      .then([{ type: 'LectureUpdated', data: { id: 5, eventId: 1, changed: { capacity: 40 } } }]);
  });
});
