import { describe, expect, it } from 'vitest';
import { attendeeFieldSchemas } from '@expo/contract/attendees';
import { ATTENDEE_FIELD_LABELS } from '../domain/attendee-fields.js';
import { attendeeColumns, editableColumns, requiredColumns } from './attendee-columns.js';

describe('attendee Excel columns', () => {
  it('are the columns of the download, in order, with the Korean labels of the fields', () => {
    expect(attendeeColumns.map((column) => [column.header, column.key])).toEqual([
      ['ID', 'id'],
      ['이름', 'name'],
      ['소속', 'affiliation'],
      ['전화번호', 'phoneNumber'],
      ['이메일', 'email'],
      ['국가', 'country'],
      ['방문유형', 'visitType'],
      ['출력유무', 'paymentStatus'],
      ['결제유무', 'paymentStatus2'],
      ['등록유형', 'registrationType'],
      ['출력시간', 'createdAt'],
      ['명찰 출력 시각', 'lastPrintedAt'],
      ['명찰 출력 횟수', 'printCount'],
      ['입장 시각', 'firstEnteredAt'],
      ['부스제공동의', 'exhibitorConsent'],
    ]);
    for (const column of editableColumns) expect(column.header).toBe(ATTENDEE_FIELD_LABELS[column.key]);
  });

  it("ignore ID, 출력시간 and the desk's columns on upload, and require 이름, 소속, 전화번호", () => {
    expect(attendeeColumns.filter((column) => column.readOnly).map((column) => column.header)).toEqual([
      'ID',
      '출력시간',
      '명찰 출력 시각',
      '명찰 출력 횟수',
      '입장 시각',
    ]);
    expect(requiredColumns.map((column) => column.header)).toEqual(['이름', '소속', '전화번호']);
  });

  it('describe the same limits, values and defaults as the field schemas', () => {
    for (const column of editableColumns) {
      const schema = attendeeFieldSchemas[column.key];
      if (column.required) expect(schema.safeParse(undefined).success).toBe(false);
      else expect(schema.parse(undefined)).toBe(column.defaultValue);
      if (column.maxLength) {
        // (a phone number needs 9 digits: its longest is digits)
        const letter = column.key === 'phoneNumber' ? '1' : 'a';
        const longest =
          column.key === 'email'
            ? `${'a'.repeat(column.maxLength - 6)}@b.com`
            : letter.repeat(column.maxLength);
        expect(schema.parse(longest)).toBe(longest);
        expect(() => schema.parse(`a${longest}`)).toThrow();
      }
      for (const value of column.allowedValues ?? []) expect(schema.parse(value)).toBe(value);
      expect(column.description).toContain(column.required ? '필수' : '선택');
    }
  });
});
