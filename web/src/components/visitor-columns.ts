import { ATTENDEE_FIELD_LABELS as FIELD } from '@expo/contract/field-labels';

/** The spec's columns of every visitor list before its time column: ID, 이름, 소속, 전화번호. */
export const VISITOR_COLUMNS = ['ID', FIELD.name, FIELD.affiliation, FIELD.phoneNumber] as const;
