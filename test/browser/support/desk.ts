import type { Page } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import { attendee } from '../../support/attendee-fixtures.js';
import { eventually, textOf, useBrowserSuite, type BrowserSuite, type NewPageOptions } from './browser.js';
import { stubPrint } from './print.js';

/**
 * The registration desk's test files (desk, desk-queue-and-walk-ins): one server each, with the desk
 * 데스크 1, the 62 × 100 mm label and the attendees below.
 */
export const LOGIN_FAILED = '❌ 로그인 실패: 아이디 또는 비밀번호를 확인하세요';
export const DESK = { name: '데스크 1', loginId: 'desk-one', password: 'desk-pass-1' };
/** The event's badge: the 62 × 100 mm label roll. */
const LABEL = {
  preset: 'label-62x100',
  widthMm: 62,
  heightMm: 100,
  fields: { affiliation: true, country: true, registrationType: true, eventName: true, qr: true },
  colorStrip: { PRE: null, ONSITE: '#1d7a43' },
};
export const DESKTOP = { width: 1280, height: 860 } as const;

export interface Person {
  id: number;
  name: string;
}
export interface DeskAttendee {
  id: number;
  paymentStatus: 'Y' | 'N';
  badge: { printCount: number; lastPrintedAt: string | null; lastPrintedBy: string | null };
  entries: { day: string; at: string; by: string }[];
  enteredToday: { at: string; by: string } | null;
}

/** What the file's beforeAll made. */
export interface DeskPeople {
  deskId: number;
  /** Found by the scanner and printed, then reprinted. */
  minsu: Person;
  /** Found by a name fragment; checked in twice. */
  seoyeon: Person;
  /** Not paid (paymentStatus2 N). */
  unpaid: Person;
  /** Checked in and printed while the laptop is offline. */
  offline: Person;
  /** Found by the camera. */
  camera: Person;
  /** A 30-character name. */
  longName: Person;
}

export interface DeskSuite {
  suite: BrowserSuite;
  people: DeskPeople;
  /** The localStorage a desk login leaves ('deskSession'), made through the API. */
  deskSession(): Promise<Record<string, string>>;
  /** A desk laptop signed in as 데스크 1, with window.print recorded instead of a dialog. */
  deskPage(options?: NewPageOptions): Promise<Page>;
  deskAttendee(person: Person): Promise<DeskAttendee>;
  /** Types the attendee's ID and Enter (the scanner) and waits for their card. */
  openCardOf(page: Page, person: Person): Promise<void>;
}

export function useDeskSuite(): DeskSuite {
  const suite = useBrowserSuite();
  const people = {} as DeskPeople;
  const register = (fields: Record<string, unknown>) =>
    suite.adminApi<Person>('/api/users/register', { method: 'POST', body: attendee(fields) });

  beforeAll(async () => {
    people.deskId = (await suite.adminApi<{ id: number }>('/api/desks', { method: 'POST', body: DESK })).id;
    await suite.adminApi('/api/badge-settings', { method: 'PUT', body: LABEL });
    people.minsu = await register({ name: '김민수', phoneNumber: '010-7100-0001' });
    people.seoyeon = await register({
      name: '이서연',
      affiliation: '서울대학교',
      phoneNumber: '010-7100-0002',
    });
    people.unpaid = await register({ name: '박미납', paymentStatus2: 'N', phoneNumber: '010-7100-0003' });
    people.offline = await register({ name: '최오프', phoneNumber: '010-7100-0004' });
    people.camera = await register({ name: '정카메라', phoneNumber: '010-7100-0005' });
    people.longName = await register({
      name: 'Maximilian Alexander Schmidt-W',
      affiliation: 'International Exhibition Partners',
      country: 'Germany',
      phoneNumber: '010-7100-0006',
    });
  });

  const deskSession = async () => {
    const res = await suite.server.api('/api/desk-login', {
      method: 'POST',
      body: { loginId: DESK.loginId, password: DESK.password },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { deskSession: JSON.stringify(res.body) };
  };

  return {
    suite,
    people,
    deskSession,
    async deskPage(options = {}) {
      const page = await suite.newPage({ viewport: DESKTOP, localStorage: await deskSession(), ...options });
      await stubPrint(page);
      await page.goto(`${suite.url}/desk`);
      await page.getByRole('heading', { name: '등록 데스크', level: 1 }).waitFor();
      return page;
    },
    deskAttendee: (person) => suite.adminApi<DeskAttendee>(`/api/desk/attendees/${String(person.id)}`),
    async openCardOf(page, person) {
      await page.keyboard.type(String(person.id));
      await page.keyboard.press('Enter');
      await eventually(() => textOf(page.getByTestId('desk-card-name'))).toBe(person.name);
    },
  };
}

export const card = (page: Page) => page.getByTestId('desk-card');
export const cardButton = (page: Page, name: '명찰 출력' | '입장 확인') =>
  card(page).getByRole('button', { name });
export const cardField = (page: Page, key: string) =>
  textOf(page.getByTestId(`desk-card-${key}`).locator('dd'));
export const searchInput = (page: Page) => page.getByRole('combobox', { name: '참석자 찾기' });
