import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import { attendee } from '../../support/attendee-fixtures.js';
import { useBrowserSuite, type BrowserSuite, type NewPageOptions } from './browser.js';

/**
 * The booth phone's scanner files (qr-scan-continuous, qr-scan-keys): one server each, with the booth
 * 연속 스캔 체험관 and the visitors below.
 */
export const PHONE_390 = { width: 390, height: 844 } as const;
/** The screenshots. */
export const SHOTS = '/tmp/issue15-shots';
export const REGISTERED = '✅ 방문이 등록되었습니다.';

export interface Person {
  id: number;
  name: string;
  affiliation: string;
}
interface BoothLogin {
  boothId: number;
  boothName: string;
  token: string;
}

export const BOOTH = {
  boothName: '연속 스캔 체험관',
  name: '한부스',
  affiliation: '한빛전자',
  phone: '010-5555-0201',
  loginId: 'continuous-booth',
  password: 'continuous-pass-1',
};

/** What the file's beforeAll made. */
export interface BoothPhonePeople {
  boothId: number;
  /** Shown to the camera first, then 이서연. */
  minsu: Person;
  seoyeon: Person;
  /** Typed on the scanner input in continuous mode. */
  jihun: Person;
  /** Typed on the scanner input in the single scan. */
  haeun: Person;
  /** Typed in 연속 스캔 after the booth login expired. */
  sora: Person;
}

export interface BoothPhoneSuite {
  suite: BrowserSuite;
  people: BoothPhonePeople;
  /** The localStorage a booth login leaves, made through the API. */
  boothSession(): Promise<Record<string, string>>;
  /** A 390 px phone with touch. */
  phonePage(options?: NewPageOptions): Promise<Page>;
  /** The attendee ids of the booth's recorded visits, sorted. */
  visitorIds(): Promise<number[]>;
}

export function useBoothPhoneSuite(): BoothPhoneSuite {
  const suite = useBrowserSuite();
  const people = {} as BoothPhonePeople;
  const register = async (name: string, affiliation: string, phone: string): Promise<Person> => {
    const created = await suite.adminApi<{ id: number; name: string }>('/api/users/register', {
      method: 'POST',
      body: attendee({ name, affiliation, phoneNumber: phone }),
    });
    return { id: created.id, name: created.name, affiliation };
  };

  beforeAll(async () => {
    people.boothId = (
      await suite.adminApi<{ id: number }>(`/api/booths?eventId=${String(suite.admin.eventId)}`, {
        method: 'POST',
        body: BOOTH,
      })
    ).id;
    people.minsu = await register('김민수', '한빛전자', '010-7200-0001');
    people.seoyeon = await register('이서연', '서울대학교 컴퓨터공학부', '010-7200-0002');
    // a long name and affiliation: the banner and the list wrap them on a phone
    people.jihun = await register(
      '남궁지훈알렉산더크리스토퍼',
      '한국과학기술원 전기및전자공학부 지능형반도체시스템연구실',
      '010-7200-0003',
    );
    people.haeun = await register('최하은', '부산대학교', '010-7200-0004');
    people.sora = await register('윤소라', '제주대학교', '010-7200-0005');
    mkdirSync(SHOTS, { recursive: true });
  });

  return {
    suite,
    people,
    async boothSession() {
      const res = await suite.server.api<BoothLogin>('/api/booth-login', {
        method: 'POST',
        body: { loginId: BOOTH.loginId, password: BOOTH.password },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return { boothId: String(res.body.boothId), boothName: res.body.boothName, boothToken: res.body.token };
    },
    phonePage(options = {}) {
      return suite.newPage({
        viewport: PHONE_390,
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        ...options,
      });
    },
    async visitorIds() {
      const visits = await suite.adminApi<{ userId: number }[]>(
        `/api/booth-visits/${String(people.boothId)}?eventId=${String(suite.admin.eventId)}`,
      );
      return visits.map((visit) => visit.userId).sort((a, b) => a - b);
    },
  };
}

/** The attendee ids of the POST /api/booth-visits requests the page sent. */
export function countVisitPosts(page: Page): number[] {
  const posted: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/booth-visits') {
      posted.push((request.postDataJSON() as { userId: number }).userId);
    }
  });
  return posted;
}

export const recentRow = (page: Page, person: Person) =>
  page.locator(`[data-testid="recent-scan"][data-attendee-id="${String(person.id)}"]`);
