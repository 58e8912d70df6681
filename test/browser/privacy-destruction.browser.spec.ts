import { describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import { allowConsoleErrors, eventually, textOf, useBrowserSuite } from './support/browser.js';
import { screenshot } from './support/screenshots.js';

/**
 * Retention and destruction (파기, issue 17): /users warns seven days before the event's personal data is
 * destroyed; '지금 파기' on /privacy needs the event's name typed exactly, then the names are gone from the
 * attendee list and '개인정보 파기 기록' shows the destruction.
 */

const suite = useBrowserSuite();

const PHONE_390 = { width: 390, height: 844 } as const;
const DESK = { width: 1280, height: 800 } as const;

/** Today in Korea plus `days`, as YYYY-MM-DD. */
function koreanDay(days = 0): string {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

const PEOPLE = [
  attendee({ name: '파기대상일', affiliation: '한빛전자', phoneNumber: '010-7400-0001' }),
  attendee({ name: '파기대상이', affiliation: '대한물산', phoneNumber: '010-7400-0002' }),
];

describe('retention and destruction', () => {
  it('warns on /users when the destruction is 7 days or fewer away, and links to /privacy', async () => {
    for (const person of PEOPLE) {
      await suite.adminApi('/api/users/register', {
        method: 'POST',
        body: { ...person, eventId: suite.admin.eventId },
        expected: 201,
      });
    }
    const page = await suite.newPage({ session: 'admin', viewport: DESK });

    // far away: no warning
    await page.goto(`${suite.url}/privacy`);
    await page.getByLabel('행사 종료일').fill(koreanDay(0));
    await page.getByLabel('보유 기간 (일)').fill('30');
    expect(await textOf(page.getByTestId('privacy-destroy-at'))).toBe(
      `파기 예정일: ${koreanDay(31)} (행사 종료 후 30일 보관)`,
    );
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await eventually(() => textOf(page.getByTestId('result-message'))).toBe('✅ 저장되었습니다.');
    await page.goto(`${suite.url}/users`);
    await page.locator('[data-testid^="attendee-row-"]').first().waitFor();
    expect(await page.getByTestId('privacy-banner').count()).toBe(0);

    // kept 3 more days after today's end, destroyed the day after (4 days away): the warning
    await page.goto(`${suite.url}/privacy`);
    await page.getByLabel('보유 기간 (일)').fill('3');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await eventually(() => textOf(page.getByTestId('result-message'))).toBe('✅ 저장되었습니다.');
    await page.goto(`${suite.url}/users`);
    const banner = page.getByTestId('privacy-banner');
    await eventually(() => textOf(banner)).toBe(
      `개인정보 파기 예정: ${koreanDay(4)} (4일 후) 이 행사 참석자의 개인정보가 파기됩니다. 개인정보 설정`,
    );
    await screenshot(page, 'users-banner-1280.png');
    await page.setViewportSize(PHONE_390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'users-banner-390.png');
    await banner.getByRole('link', { name: '개인정보 설정' }).click();
    await page.waitForURL(`${suite.url}/privacy`);
  });

  it("'지금 파기' refuses a wrong event name, and with the right one destroys the names and records it", async () => {
    const { eventName } = await suite.adminApi<{ eventName: string }>(
      `/api/badge-settings?eventId=${String(suite.admin.eventId)}`,
    );
    expect(eventName).not.toBe('');
    const { totalElements } = await suite.adminApi<{ totalElements: number }>(
      `/api/users?eventId=${String(suite.admin.eventId)}`,
    );
    expect(totalElements).toBeGreaterThanOrEqual(2);

    const page = await suite.newPage({ session: 'admin', viewport: DESK });
    allowConsoleErrors(page, /status of 400/);
    await page.goto(`${suite.url}/privacy`);
    const records = page.getByTestId('privacy-destructions');
    await eventually(() => textOf(records)).toContain('파기 기록이 없습니다.');

    await page.getByRole('button', { name: '지금 파기' }).click();
    const dialog = page.getByRole('dialog', { name: '개인정보를 지금 파기합니다' });
    await dialog.waitFor();
    const explained = await textOf(dialog);
    for (const part of ['이름, 소속, 전화번호, 이메일', '통계는 인원 수로만 남습니다', '되돌릴 수 없습니다'])
      expect(explained).toContain(part);
    await eventually(() => textOf(dialog)).toContain(`확인을 위해 행사명을 그대로 입력하세요: ${eventName}`);
    await screenshot(page, 'destroy-dialog-1280.png');

    // a wrong name: refused, nothing destroyed
    await dialog.getByLabel('행사명').fill(`${eventName}x`);
    await dialog.getByRole('button', { name: '파기', exact: true }).click();
    await eventually(() => textOf(page.getByTestId('privacy-destroy-error'))).toBe(
      '❌ 파기 실패: 행사명이 일치하지 않습니다.',
    );
    const before = await suite.adminApi<{ content: { name: string }[] }>(
      `/api/users?eventId=${String(suite.admin.eventId)}&keyword=010-7400`,
    );
    expect(before.content.map((row) => row.name).sort()).toEqual(['파기대상이', '파기대상일']);

    // the right one
    await dialog.getByLabel('행사명').fill(eventName);
    await dialog.getByRole('button', { name: '파기', exact: true }).click();
    await eventually(() => dialog.isVisible()).toBe(false);
    await eventually(() => textOf(page.getByTestId('result-message'))).toBe(
      `✅ ${totalElements.toLocaleString('ko-KR')}명의 개인정보를 파기했습니다.`,
    );
    const row = records.getByTestId('privacy-destruction-row');
    await eventually(() => row.count()).toBe(1);
    const cells = await row.locator('td').allInnerTexts();
    expect(cells[0]).toMatch(new RegExp(`^${koreanDay(0)} \\d\\d:\\d\\d:\\d\\d$`));
    expect(cells.slice(1)).toEqual([
      `${totalElements.toLocaleString('ko-KR')}명`,
      '관리자',
      suite.admin.adminName,
    ]);
    await screenshot(page, 'privacy-destroyed-1280.png', true);
    await page.setViewportSize(PHONE_390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'privacy-destroyed-390.png', true);

    // the attendee list shows no name or phone of the event's attendees any more
    await page.setViewportSize(DESK);
    await page.goto(`${suite.url}/users`);
    const table = page.getByTestId('attendee-table');
    await page.locator('.table-wrap[aria-busy="false"]').waitFor();
    const shown = await textOf(table);
    for (const person of PEOPLE) {
      expect(shown).not.toContain(person.name as string);
      expect(shown).not.toContain(person.phoneNumber as string);
    }
    await screenshot(page, 'users-after-destruction-1280.png');
  });
});
