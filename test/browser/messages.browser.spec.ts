import { describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import { useBrowserSuite } from './support/browser.js';

const suite = useBrowserSuite();

describe('/messages (QR 발송 내역)', () => {
  it('lists a sent QR message kept by the log transport with its status and the attendee link', async () => {
    const a = await suite.adminApi<{ id: number }>('/api/users/register', {
      method: 'POST',
      body: attendee({ name: '문서윤', phoneNumber: '010-6161-0001' }),
      expected: 201,
    });
    await suite.adminApi(`/api/users/${a.id}/send-qr`, { method: 'POST', expected: 201 });
    const page = await suite.newPage({ session: 'admin' });
    await page.goto(`${suite.url}/users`);
    await page.getByRole('link', { name: 'QR 발송 내역' }).click();
    await page.waitForURL('**/messages');
    const row = page.locator('[data-testid^="message-row-"]').first();
    await expect.poll(async () => (await row.textContent()) ?? '', { timeout: 15_000 }).toContain('문서윤');
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: '새로고침' }).click();
          return (await row.textContent()) ?? '';
        },
        { timeout: 15_000 },
      )
      .toContain('발송됨');
    expect(await row.textContent()).toContain('보관(로그)');
    await expect.poll(() => row.getByRole('button', { name: '링크 복사' }).count()).toBe(1);
  });
});
