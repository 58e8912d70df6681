import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { attendee, koreanAttendee } from '../support/attendee-fixtures.js';
import { eventually, recordDialogs, shownAttendeeIds, textOf, useBrowserSuite } from './support/browser.js';

const suite = useBrowserSuite();

interface Attendee {
  id: number;
  name: string;
  affiliation: string;
  phoneNumber: string;
  country: string;
  paymentStatus: 'Y' | 'N';
  paymentStatus2: 'Y' | 'N';
  registrationType: string;
  createdAt: string;
}

const COLUMNS = [
  'ID',
  '이름',
  '소속',
  '전화번호',
  '국가',
  '출력유무',
  '결제유무',
  '등록유형',
  '출력시간',
  '관리',
];

/** The 25 seeded attendees in registration order (ids ascending); the list shows them newest first. */
let seeded: Attendee[] = [];
const newestFirst = () => [...seeded].reverse();
const idsOf = (list: Attendee[]) => list.map((a) => a.id);

beforeAll(async () => {
  seeded = [];
  for (let i = 0; i < 25; i++) {
    // printed (출력유무) and paid (결제유무) differ on purpose so the two columns cannot be swapped unseen
    const body = {
      ...koreanAttendee(i),
      paymentStatus: i % 4 === 1 ? 'Y' : 'N',
      paymentStatus2: i % 5 === 0 ? 'N' : 'Y',
    };
    seeded.push(await suite.adminApi<Attendee>('/api/users/register', { method: 'POST', body }));
  }
});

const row = (page: Page, id: number) => page.getByTestId(`attendee-row-${String(id)}`);

async function openList(query = '') {
  const page = await suite.newPage({ session: 'admin' });
  await page.goto(`${suite.url}/users${query}`);
  await page.locator('[data-testid^="attendee-row-"]').first().waitFor();
  return page;
}

async function pageButtons(page: Page) {
  return page
    .locator('[data-testid^="page-"]:not([data-testid="page-prev"]):not([data-testid="page-next"])')
    .evaluateAll((buttons) =>
      buttons.map((b) => ({
        testId: b.getAttribute('data-testid'),
        label: b.textContent,
        current: b.getAttribute('aria-current') === 'page',
      })),
    );
}

describe('attendee list (/users)', () => {
  it('shows the newest 10 of 25 attendees on page 0 with the total and the columns', async () => {
    const page = await openList();
    await eventually(() => shownAttendeeIds(page)).toEqual(idsOf(newestFirst().slice(0, 10)));
    expect(await textOf(page.getByTestId('attendee-total'))).toBe('총 25명');
    expect(await page.locator('[data-testid="attendee-table"] thead th').allInnerTexts()).toEqual(COLUMNS);
    expect(await pageButtons(page)).toEqual([
      { testId: 'page-0', label: '1', current: true },
      { testId: 'page-1', label: '2', current: false },
      { testId: 'page-2', label: '3', current: false },
    ]);
    expect(await page.getByTestId('page-prev').isDisabled()).toBe(true);
    expect(await page.getByTestId('page-next').isEnabled()).toBe(true);
  });

  it('shows 출력유무, 결제유무 and the print time with the T replaced by a space', async () => {
    const page = await openList();
    // i = 21: printed Y, paid Y; i = 20: printed N, paid N; i = 17: printed Y (17 % 4 = 1), paid Y
    for (const a of [seeded[21], seeded[20], seeded[17]]) {
      const cells = await row(page, a.id).locator('td').allInnerTexts();
      const printTime = a.createdAt.replace('T', ' ');
      expect(printTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(cells.slice(0, 9)).toEqual([
        String(a.id),
        a.name,
        a.affiliation,
        a.phoneNumber,
        '대한민국',
        a.paymentStatus,
        a.paymentStatus2,
        '사전등록', // the list says it in words (the API keeps PRE)
        printTime,
      ]);
      expect(cells[9].split(/\s+/).join(' ')).toBe('수정 삭제 QR 발송 QR 보기 열람');
    }
    expect(seeded[21].paymentStatus).not.toBe(seeded[20].paymentStatus);
    expect(seeded[21].paymentStatus2).not.toBe(seeded[20].paymentStatus2);
  });

  it('moves between pages with next, the page numbers and previous', async () => {
    const page = await openList();
    const all = newestFirst();

    await page.getByTestId('page-next').click();
    await eventually(() => shownAttendeeIds(page)).toEqual(idsOf(all.slice(10, 20)));
    expect(new URL(page.url()).searchParams.get('page')).toBe('1');
    expect((await pageButtons(page)).find((b) => b.current)?.testId).toBe('page-1');
    expect(await page.getByTestId('page-prev').isEnabled()).toBe(true);

    await page.getByTestId('page-2').click();
    await eventually(() => shownAttendeeIds(page)).toEqual(idsOf(all.slice(20, 25)));
    expect(await page.getByTestId('page-next').isDisabled()).toBe(true);
    expect(await textOf(page.getByTestId('attendee-total'))).toBe('총 25명');

    await page.getByTestId('page-prev').click();
    await eventually(() => shownAttendeeIds(page)).toEqual(idsOf(all.slice(10, 20)));

    await page.getByTestId('page-0').click();
    await eventually(() => shownAttendeeIds(page)).toEqual(idsOf(all.slice(0, 10)));
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();

    // the page is kept in the address: a reload shows the same page
    await page.goto(`${suite.url}/users?page=2`);
    await eventually(() => shownAttendeeIds(page)).toEqual(idsOf(all.slice(20, 25)));
  });

  it('shows only the page numbers within 4 of the current page', async () => {
    const page = await suite.newPage({ session: 'admin' });
    // pretend the event has 12 pages: the buttons are what is under test, not the rows
    await page.route(
      (url) => url.pathname === '/api/users',
      async (route) => {
        try {
          const response = await route.fetch();
          const json = await response.json();
          await route.fulfill({ response, json: { ...json, totalPages: 12, totalElements: 115 } });
        } catch {
          // the page closed at the end of the test while a list request was still in flight
          await route.abort().catch(() => undefined);
        }
      },
    );
    await page.goto(`${suite.url}/users?page=6`);
    await eventually(async () => (await pageButtons(page)).map((b) => b.testId)).toEqual(
      [2, 3, 4, 5, 6, 7, 8, 9, 10].map((i) => `page-${String(i)}`),
    );
    const buttons = await pageButtons(page);
    expect(buttons.map((b) => b.label)).toEqual(['3', '4', '5', '6', '7', '8', '9', '10', '11']);
    expect(buttons.filter((b) => b.current).map((b) => b.testId)).toEqual(['page-6']);

    await page.getByTestId('page-10').click();
    await eventually(async () => (await pageButtons(page)).map((b) => b.testId)).toEqual(
      [6, 7, 8, 9, 10, 11].map((i) => `page-${String(i)}`),
    );
    expect(await page.getByTestId('page-next').isEnabled()).toBe(true);

    await page.getByTestId('page-next').click();
    await eventually(async () => (await pageButtons(page)).map((b) => b.testId)).toEqual(
      [7, 8, 9, 10, 11].map((i) => `page-${String(i)}`),
    );
    expect(await page.getByTestId('page-next').isDisabled()).toBe(true);
  });

  it('searches by a keyword with surrounding spaces, and the reset button shows the full list again', async () => {
    const page = await openList();
    const search = page.getByRole('searchbox');

    // name (i = 2 is 박민수)
    await search.fill('  박민수  ');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await eventually(() => shownAttendeeIds(page)).toEqual([seeded[2].id]);
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('박민수');
    expect(await textOf(page.getByTestId('attendee-total'))).toBe('총 1명');

    // affiliation, submitted with Enter: i % 5 === 3
    await search.fill(' 미래모빌리티 ');
    await search.press('Enter');
    const mobility = newestFirst().filter((a) => a.affiliation === '미래모빌리티');
    expect(mobility).toHaveLength(5);
    await eventually(() => shownAttendeeIds(page)).toEqual(idsOf(mobility));

    // phone number
    await search.fill(` ${seeded[17].phoneNumber} `);
    await search.press('Enter');
    await eventually(() => shownAttendeeIds(page)).toEqual([seeded[17].id]);

    // nothing found
    await search.fill('없는사람');
    await search.press('Enter');
    await page.getByText('검색 결과가 없습니다.').waitFor();
    expect(await shownAttendeeIds(page)).toEqual([]);
    expect(await textOf(page.getByTestId('attendee-total'))).toBe('총 0명');

    await page.getByRole('button', { name: '전체 목록' }).click();
    await eventually(() => shownAttendeeIds(page)).toEqual(idsOf(newestFirst().slice(0, 10)));
    expect(await textOf(page.getByTestId('attendee-total'))).toBe('총 25명');
    expect(await search.inputValue()).toBe('');
    expect(new URL(page.url()).searchParams.get('keyword')).toBeNull();
  });

  it('disables QR 발송 and QR 보기 for an unpaid attendee (결제유무 N) only', async () => {
    const page = await openList();
    const unpaid = seeded[20];
    const paid = seeded[21];
    expect(unpaid.paymentStatus2).toBe('N');
    expect(paid.paymentStatus2).toBe('Y');

    const button = (id: number, name: string) => row(page, id).getByRole('button', { name, exact: true });
    expect(await button(unpaid.id, 'QR 발송').isDisabled()).toBe(true);
    expect(await button(unpaid.id, 'QR 보기').isDisabled()).toBe(true);
    expect(await button(unpaid.id, '수정').isEnabled()).toBe(true);
    expect(await button(unpaid.id, '삭제').isEnabled()).toBe(true);
    expect(await button(paid.id, 'QR 발송').isEnabled()).toBe(true);
    expect(await button(paid.id, 'QR 보기').isEnabled()).toBe(true);

    // every unpaid row on the page, not just one
    for (const a of newestFirst().slice(0, 10)) {
      expect(await button(a.id, 'QR 발송').isDisabled(), `QR 발송 of ${a.name}`).toBe(
        a.paymentStatus2 === 'N',
      );
    }
  });

  it('opens the signed QR link (the one the attendee receives) of a paid attendee in a new tab from QR 보기', async () => {
    const page = await openList();
    const paid = seeded[21];
    const [qrPage] = await Promise.all([
      page.context().waitForEvent('page'),
      row(page, paid.id).getByRole('button', { name: 'QR 보기' }).click(),
    ]);
    await qrPage.waitForURL(new RegExp(`/qr-view/${String(paid.id)}\\?sig=[\\w-]+$`));
    await qrPage.getByRole('heading', { name: `${paid.name}님의 QR 코드` }).waitFor();
    expect(await textOf(qrPage.getByTestId('qr-attendee-id'))).toBe(`ID: ${String(paid.id)}`);
  });

  it('keeps the attendee when the delete confirmation is cancelled', async () => {
    const page = await openList();
    const target = seeded[24];
    const deletes: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'DELETE') deletes.push(r.url());
    });
    const dialogs = recordDialogs(page, () => false);
    await row(page, target.id).getByRole('button', { name: '삭제' }).click();
    // the spec's question after whom it concerns (issue 47)
    await eventually(() => dialogs).toEqual([
      { type: 'confirm', message: `${target.name} (ID ${String(target.id)}) — 정말 삭제하시겠습니까?` },
    ]);
    expect(deletes).toEqual([]);
    expect(await row(page, target.id).isVisible()).toBe(true);
    expect(
      (await suite.server.api(`/api/users/${String(target.id)}`, { token: suite.admin.token })).status,
    ).toBe(200);
  });

  it('deletes after the confirmation, alerts 삭제되었습니다. and removes the row', async () => {
    const doomed = await suite.adminApi<Attendee>('/api/users/register', {
      method: 'POST',
      body: attendee({ name: '삭제대상', phoneNumber: '010-9999-0001' }),
    });
    const page = await openList();
    await eventually(() => shownAttendeeIds(page)).toEqual([doomed.id, ...idsOf(newestFirst().slice(0, 9))]);
    expect(await textOf(page.getByTestId('attendee-total'))).toBe('총 26명');

    const dialogs = recordDialogs(page);
    await row(page, doomed.id).getByRole('button', { name: '삭제' }).click();
    await eventually(() => dialogs).toEqual([
      { type: 'confirm', message: `삭제대상 (ID ${String(doomed.id)}) — 정말 삭제하시겠습니까?` },
      { type: 'alert', message: '삭제되었습니다.' },
    ]);
    await row(page, doomed.id).waitFor({ state: 'detached' });
    await eventually(() => shownAttendeeIds(page)).toEqual(idsOf(newestFirst().slice(0, 10)));
    expect(await textOf(page.getByTestId('attendee-total'))).toBe('총 25명');
    const res = await suite.server.api(`/api/users/${String(doomed.id)}`, { token: suite.admin.token });
    expect(res.status).toBe(404);
  });

  it('keeps the QR of a paid attendee when no channel is configured, and says so', async () => {
    const page = await openList();
    const paid = seeded[23];
    expect(paid.paymentStatus2).toBe('Y');
    const dialogs = recordDialogs(page);
    await row(page, paid.id).getByRole('button', { name: 'QR 발송' }).click();
    await eventually(() => dialogs).toEqual([
      {
        type: 'alert',
        message: '전송 수단이 설정되지 않아 보관되었습니다. QR 발송 내역에서 링크를 복사해 전달해주세요.',
      },
    ]);
    const messages = await suite.adminApi<{ status: string }[]>(`/api/users/${String(paid.id)}/messages`);
    expect(messages.map((m) => m.status)).toEqual(['KEPT']);
    // the button is usable again once the send has finished
    await eventually(() => row(page, paid.id).getByRole('button', { name: 'QR 발송' }).isEnabled()).toBe(
      true,
    );
  });
});
