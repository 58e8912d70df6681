import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { koreanAttendee } from '../support/attendee-fixtures.js';
import { accessibilityProblems } from './support/axe.js';
import {
  allowConsoleErrors,
  allowFailedRequests,
  artifactPath,
  eventually,
  PHONE,
  textOf,
  useBrowserSuite,
} from './support/browser.js';

/**
 * 만족도 조사 (issue 49): a survey of the four kinds built at /surveys, answered at 360 px from the attendee's signed
 * link (and offline, then sent once when back), and its results following the answers without a reload.
 */
const suite = useBrowserSuite();
const LAPTOP = { width: 1280, height: 800 } as const;
const QUESTIONS = [
  { kind: 'scale5', text: '행사에 전반적으로 만족하셨나요?', required: true },
  { kind: 'single', text: '내년에도 오시겠어요?', options: ['예', '아니오'], required: true },
  { kind: 'multiple', text: '좋았던 것을 모두 고르세요', options: ['전시', '강연'], other: true },
  { kind: 'text', text: '바라는 점을 적어주세요' },
];
let people = 0;

async function surveyWithRespondent() {
  const { id } = await suite.adminApi<{ id: number }>('/api/surveys', {
    method: 'POST',
    body: { title: `관람객 만족도 ${String(++people)}`, audience: 'attendees', questions: QUESTIONS },
    expected: 201,
  });
  const person = await suite.adminApi<{ id: number }>('/api/users/register', {
    method: 'POST',
    body: koreanAttendee(900 + people),
    expected: 201,
  });
  const { qrViewPath } = await suite.adminApi<{ qrViewPath: string }>(`/api/users/${String(person.id)}`);
  const sig = new URL(qrViewPath, suite.url).searchParams.get('sig')!;
  return {
    id,
    userId: person.id,
    path: `/surveys/${String(id)}/answer?userId=${String(person.id)}&sig=${sig}`,
  };
}

const results = (id: number) => suite.adminApi(`/api/surveys/${String(id)}/results`);

async function answerEverything(page: Page) {
  await page.getByRole('radio', { name: '5 매우 만족' }).check();
  await page.getByRole('radio', { name: '예' }).check();
  await page.getByRole('checkbox', { name: '강연' }).check();
  await page.getByRole('checkbox', { name: '기타' }).check();
  await page.getByRole('textbox', { name: '3번 문항 기타 내용' }).fill('네트워킹');
  await page.getByRole('textbox', { name: '바라는 점을 적어주세요' }).fill('주차 안내가 있으면 좋겠습니다');
}

/** A phone at 360 px opens the survey, loses its connection and answers: the answer is kept on the phone. */
async function answerOffline(path: string) {
  const page = await suite.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
  allowConsoleErrors(page, /ERR_INTERNET_DISCONNECTED/);
  allowFailedRequests(page, /ERR_INTERNET_DISCONNECTED/);
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/answer')) sent.push(request);
  });
  await page.goto(`${suite.url}${path}`);
  await page.getByRole('radio', { name: '5 매우 만족' }).waitFor();
  await page.context().setOffline(true);
  await answerEverything(page);
  await page.getByRole('button', { name: '제출' }).click();
  await eventually(() => textOf(page.getByTestId('survey-outcome'))).toContain('이 휴대폰에 보관했습니다');
  return { page, sent };
}

describe('만족도 조사 in the browser', () => {
  it('an admin builds a survey of the four kinds at /surveys, previewed as respondents see it', async () => {
    const page = await suite.newPage({ session: 'admin', viewport: LAPTOP });
    await page.goto(`${suite.url}/surveys`);
    await page.getByRole('link', { name: '새 설문' }).click();
    // the editor's own fields (the preview beside it names its controls by the questions too)
    const editor = page.locator('form');
    await editor.getByLabel('제목').fill('관람객 만족도 조사');
    await page.getByLabel('대상').selectOption('attendees');
    await editor.getByLabel('1번 질문').fill('행사에 전반적으로 만족하셨나요?');
    await page.getByRole('button', { name: '+ 단일 선택' }).click();
    await editor.getByLabel('2번 질문').fill('내년에도 오시겠어요?');
    await editor.getByLabel('보기 (한 줄에 하나)').fill('예\n아니오');
    await page.getByRole('button', { name: '+ 복수 선택' }).click();
    await editor.getByLabel('3번 질문').fill('좋았던 것을 모두 고르세요');
    await editor.getByLabel('보기 (한 줄에 하나)').nth(1).fill('전시\n강연');
    await page.getByLabel("'기타 (직접 입력)' 보기 추가").check();
    await page.getByRole('button', { name: '+ 주관식' }).click();
    await editor.getByLabel('4번 질문').fill('바라는 점을 적어주세요');
    // the preview names each choice by its text
    const preview = page.getByRole('complementary', { name: '미리 보기' });
    await preview.getByRole('radio', { name: '5 매우 만족' }).waitFor();
    await preview.getByRole('checkbox', { name: '기타' }).waitFor();
    await page.screenshot({ path: artifactPath('survey-editor-1280.png'), fullPage: true });
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await page.waitForURL(/\/surveys\/\d+\/results$/);
    const id = Number(/\/surveys\/(\d+)\/results/.exec(page.url())![1]);
    const saved = await suite.adminApi<{ questions: { kind: string; options: string[]; other: boolean }[] }>(
      `/api/surveys/${String(id)}`,
    );
    expect(saved.questions.map((q) => q.kind)).toEqual(['scale5', 'single', 'multiple', 'text']);
    expect(saved.questions[2]).toMatchObject({ options: ['전시', '강연'], other: true });
    await page.goto(`${suite.url}/surveys`);
    await eventually(() => textOf(page.locator('.surveys-table'))).toContain('관람객 만족도 조사');
  });

  it('an attendee answers at 360 px from their signed link; a required question left empty is named', async () => {
    const { id, path } = await surveyWithRespondent();
    const page = await suite.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    await page.goto(`${suite.url}${path}`);
    await page.getByRole('radio', { name: '5 매우 만족' }).waitFor();
    await page.getByRole('button', { name: '제출' }).click();
    expect(await textOf(page.getByRole('alert'))).toBe('1번 문항에 답해주세요.');
    await answerEverything(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: artifactPath('survey-answer-360.png'), fullPage: true });
    await page.getByRole('button', { name: '제출' }).click();
    await eventually(() => textOf(page.getByTestId('survey-outcome'))).toBe('응답해 주셔서 감사합니다.');
    const figures = await results(id);
    expect(figures.responses).toBe(1);
    expect(figures.questions[0]).toMatchObject({ mean: 5 });
    expect(figures.questions[2].texts.map((t: { text: string }) => t.text)).toEqual(['네트워킹']);
    // opened again, the page shows the answer and offers to change it
    await page.reload();
    await page.getByRole('button', { name: '응답 바꾸기' }).waitFor();
    expect(await page.getByRole('radio', { name: '5 매우 만족' }).isChecked()).toBe(true);
  });

  it('speaks English to an English phone (the survey as written), and Korean again from the remembered switch', async () => {
    const { id, userId, path } = await surveyWithRespondent();
    const page = await suite.newPage({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'en-US' });
    allowConsoleErrors(page, /status of 403/);
    // a link whose signature is wrong: the server's refusal in English
    await page.goto(`${suite.url}/surveys/${String(id)}/answer?userId=1&sig=wrong`);
    await eventually(() => textOf(page.getByRole('alert'))).toBe('This link is not valid.');
    await page.goto(`${suite.url}${path}`);
    await page.getByRole('radio', { name: '5 Very satisfied' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await textOf(page.getByRole('heading', { level: 1 }))).toMatch(/^관람객 만족도/);
    expect(await textOf(page.locator('.survey-questions'))).toContain('(required)');
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(await textOf(page.getByRole('alert'))).toBe('Please answer question 1.');
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.getByRole('radio', { name: '4 Satisfied' }).check();
    await page.getByRole('radio', { name: '예' }).check();
    await page.getByRole('checkbox', { name: 'Other' }).check();
    await page.getByRole('textbox', { name: 'Question 3: other, please specify' }).fill('Networking');
    await page.getByRole('button', { name: 'Submit' }).click();
    await eventually(() => textOf(page.getByTestId('survey-outcome'))).toBe('Thank you for your answer.');
    expect((await results(id)).questions[2].texts.map((t: { text: string }) => t.text)).toEqual([
      'Networking',
    ]);
    // their QR page lists the survey in English too, answered
    const qrPage = await page.context().newPage();
    const sig = new URL(path, suite.url).searchParams.get('sig')!;
    await qrPage.goto(`${suite.url}/qr-view/${String(userId)}?sig=${encodeURIComponent(sig)}`);
    const link = qrPage.getByTestId('open-surveys').locator(`a[href^="/surveys/${String(id)}/answer"]`);
    await eventually(() => textOf(link)).toMatch(/^Survey: 관람객 만족도 \d+\s+\(answered · change\)$/);
    await qrPage.close();

    await page.getByRole('button', { name: '한국어' }).click();
    await page.reload();
    await page.getByRole('button', { name: '응답 바꾸기' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ko');
    expect(await page.getByRole('radio', { name: '4 만족' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: '기타' }).isChecked()).toBe(true);
    expect(await textOf(page.locator('.survey-answered'))).toMatch(/에 응답함$/);
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  it('keeps an answer made offline on the phone and sends it once when the connection is back', async () => {
    const { id, path } = await surveyWithRespondent();
    const { page, sent } = await answerOffline(path);
    expect((await results(id)).responses).toBe(0);
    await page.context().setOffline(false);
    await eventually(() => textOf(page.getByTestId('survey-outcome'))).toBe('보관했던 응답을 보냈습니다.');
    expect((await results(id)).responses).toBe(1);
    // the kept answer left the phone: a reload sends nothing more
    await page.reload();
    await page.getByRole('button', { name: '응답 바꾸기' }).waitFor();
    const keys = new Set(sent.map((request) => request.headers()['idempotency-key']));
    expect(keys.size).toBe(1);
    const answered = await suite.server.sql(
      `SELECT count(*)::int AS n FROM event_log WHERE type = 'SurveyAnswered'`,
    );
    expect(answered[0].n).toBeGreaterThanOrEqual(1);
    expect((await results(id)).responses).toBe(1);
  });

  it("sends a kept answer from the attendee's QR page, where they come back, and says so", async () => {
    const { id, userId, path } = await surveyWithRespondent();
    const { page } = await answerOffline(path);
    // the survey's page is closed offline; the attendee opens their QR later, online (the phone's storage kept it)
    const qrPage = await page.context().newPage();
    await page.close();
    await qrPage.context().setOffline(false);
    const sig = new URL(path, suite.url).searchParams.get('sig')!;
    await qrPage.goto(`${suite.url}/qr-view/${String(userId)}?sig=${encodeURIComponent(sig)}`);
    await qrPage.getByRole('status').filter({ hasText: '보관했던 응답을 보냈습니다.' }).waitFor();
    await eventually(() => textOf(qrPage.getByTestId('open-surveys'))).toContain('응답함 · 바꾸기');
    expect((await results(id)).responses).toBe(1);
  });

  it('results follow the answers without a reload', async () => {
    const { id, userId, path } = await surveyWithRespondent();
    const page = await suite.newPage({ session: 'admin', viewport: LAPTOP });
    await page.goto(`${suite.url}/surveys/${String(id)}/results`);
    const responses = page.getByTestId('survey-responses').locator('strong');
    await eventually(() => textOf(responses)).toBe('0');
    const sig = new URL(path, suite.url).searchParams.get('sig');
    const res = await suite.server.api(`/api/surveys/${String(id)}/answer`, {
      method: 'PUT',
      body: {
        userId,
        sig,
        version: 1,
        answers: [
          { questionId: 'q1', value: 4 },
          { questionId: 'q2', value: '예' },
        ],
      },
    });
    expect(res.status).toBe(200);
    await eventually(() => textOf(responses)).toBe('1');
    expect(await textOf(page.locator('.survey-result').first())).toContain('평균 4.00');
    await page.screenshot({ path: artifactPath('survey-results-1280.png'), fullPage: true });
  });
});
