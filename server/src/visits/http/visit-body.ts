import { parseFields, positiveInt } from '../../common/fields.js';

export const parseBoothVisit = (body: unknown) =>
  parseFields({ boothId: positiveInt('부스 ID'), userId: positiveInt('참석자 ID') }, body);

export const parseCheckIn = (body: unknown) =>
  parseFields({ lectureId: positiveInt('강연 ID'), userId: positiveInt('참석자 ID') }, body);
