import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import { visitBoothAndLecture } from '../support/booth-fixtures.js';
import {
  PHONE,
  allowConsoleErrors,
  eventually,
  recordDialogs,
  textOf,
  useBrowserSuite,
  waitForValue,
  type SeenDialog,
} from './support/browser.js';

/**
 * HTML and script stored as names, affiliations, booth and lecture texts are shown as the text they are on
 * every screen that shows them: no script of theirs runs (window.__xss stays unset, no dialog opens, no
 * element with an event handler appears) and the payload reads literally on the page.
 */

const suite = useBrowserSuite();

const DESK = { width: 1280, height: 800 } as const;

/** Every payload sets window.__xss or opens a dialog if it ever runs. */
const XSS = {
  img: '<img src=x onerror="window.__xss=1">',
  script: '<script>window.__xss=1</script>',
  svg: '"><svg onload="window.__xss=1">',
  javascriptUrl: 'javascript:window.__xss=1//',
  alert: '<img src=x onerror=alert(1)>',
  phone: '<b onclick=x>01023456789</b>',
  email: '"><svg/onload=alert(1)>@x.io',
  iframe: '<iframe src="javascript:top.__xss=1">',
  boothName: '<img src=x onerror="window.__xss=2"> 부스',
  manager: '<script>window.__xss=2</script>',
  boothAffiliation: '"><svg onload="window.__xss=2">',
  boothPhone: 'javascript:alert(2)',
  title: '<img src=x onerror="window.__xss=3"> 강연',
  instructor: '<script>alert(3)</script>',
  location: '"><svg onload="window.__xss=3"><a href="javascript:alert(3)">장소</a>',
};

interface Person {
  id: number;
}

let first: Person;
let second: Person;
let boothId: number;
let boothToken: string;
let lectureId: number;

beforeAll(async () => {
  first = await suite.adminApi<Person>('/api/users/register', {
    method: 'POST',
    body: attendee({
      name: XSS.img,
      affiliation: XSS.script,
      phoneNumber: XSS.phone,
      email: XSS.email,
      country: XSS.javascriptUrl,
      paymentStatus2: 'Y',
    }),
  });
  second = await suite.adminApi<Person>('/api/users/register', {
    method: 'POST',
    body: attendee({
      name: XSS.svg,
      affiliation: XSS.alert,
      phoneNumber: '010-6100-0002',
      country: XSS.iframe,
    }),
  });
  const password = 'hostile-pass-1';
  boothId = (
    await suite.adminApi<{ id: number }>('/api/booths', {
      method: 'POST',
      body: {
        boothName: XSS.boothName,
        name: XSS.manager,
        affiliation: XSS.boothAffiliation,
        phone: XSS.boothPhone,
        loginId: 'hostile-booth',
        password,
      },
    })
  ).id;
  const login = await suite.server.api<{ token: string }>('/api/booth-login', {
    method: 'POST',
    body: { loginId: 'hostile-booth', password },
  });
  boothToken = login.body.token;
  lectureId = (
    await suite.adminApi<{ id: number }>('/api/lectures', {
      method: 'POST',
      body: {
        title: XSS.title,
        instructor: XSS.instructor,
        date: '2026-11-21',
        time: '10:00',
        location: XSS.location,
      },
    })
  ).id;
  await visitBoothAndLecture(suite.server, { boothId, boothToken, lectureId }, [first, second]);
});

interface Watched {
  page: Page;
  dialogs: SeenDialog[];
}

async function open(
  path: string,
  session: 'admin' | 'booth' | 'none',
  viewport: { width: number; height: number } = DESK,
): Promise<Watched> {
  const localStorage =
    session === 'booth'
      ? { boothId: String(boothId), boothName: XSS.boothName, boothToken }
      : ({} as Record<string, string>);
  const page = await suite.newPage({
    session: session === 'admin' ? 'admin' : 'none',
    localStorage,
    viewport,
  });
  const dialogs = recordDialogs(page);
  await page.goto(`${suite.url}${path}`);
  return { page, dialogs };
}

/** Waits until every text is on the screen as text, then checks that nothing ran nor was injected. */
async function expectShownAsText(
  { page, dialogs }: Watched,
  texts: readonly string[],
  inputs: readonly string[] = [],
) {
  for (const text of texts)
    await eventually(() => page.locator('body').innerText(), `${page.url()} shows ${text}`).toContain(text);
  const values = await page
    .locator('input, textarea')
    .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
  for (const value of inputs) expect(values, `${page.url()}: an input holds ${value}`).toContain(value);
  await page.waitForTimeout(300); // an injected image would have failed to load by now
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  const injected = await page.evaluate(() => ({
    handlers: document.querySelectorAll('[onerror], [onload], [onmouseover]').length,
    elements: document.querySelectorAll('img[src="x"], body svg[onload], iframe, a[href^="javascript:"]')
      .length,
    scripts: [...document.querySelectorAll('body script')].length,
  }));
  expect(injected, page.url()).toEqual({ handlers: 0, elements: 0, scripts: 0 });
}

describe('the checks themselves', () => {
  it('catch a payload that gets into the page as HTML, so they can fail', async () => {
    const page = await suite.newPage();
    // (the server's Content-Security-Policy blocks the inline handler: the injected element still counts)
    allowConsoleErrors(page, /Failed to load resource|Content Security Policy/);
    const dialogs = recordDialogs(page);
    await page.goto(`${suite.url}/api/health`);
    await page.evaluate((html) => (document.body.innerHTML = html), XSS.img);
    await expect(expectShownAsText({ page, dialogs }, [])).rejects.toThrow();
  });
});

describe('hostile text on the admin screens', () => {
  it('the attendee list (/users)', async () => {
    const watched = await open('/users', 'admin');
    await expectShownAsText(watched, [XSS.img, XSS.script, XSS.phone, XSS.svg, XSS.alert]);
    expect(await textOf(watched.page.getByTestId(`attendee-row-${String(first.id)}`))).toContain(XSS.img);
  });

  it('the attendee edit page (/users/{id}/edit)', async () => {
    const watched = await open(`/users/${String(first.id)}/edit`, 'admin');
    await waitForValue(
      () =>
        watched.page
          .getByLabel('이름')
          .inputValue()
          .then((value) => value === XSS.img),
      'the name in the form',
    );
    await expectShownAsText(watched, [], [XSS.img, XSS.script, XSS.phone, XSS.email, XSS.javascriptUrl]);
  });

  it('the attendee QR screen (/qr-view/{id})', async () => {
    const watched = await open(`/qr-view/${String(second.id)}`, 'admin', PHONE);
    await expectShownAsText(watched, [`${XSS.svg}님의 QR 코드`]);
  });

  it('the booth list (/booths) and the booth edit page', async () => {
    const list = await open('/booths', 'admin');
    await expectShownAsText(list, [XSS.boothName, XSS.manager, XSS.boothAffiliation, XSS.boothPhone]);
    const edit = await open(`/booths/${String(boothId)}/edit`, 'admin');
    await waitForValue(
      () =>
        edit.page
          .getByLabel('부스명')
          .inputValue()
          .then((value) => value === XSS.boothName),
      'the booth name in the form',
    );
    await expectShownAsText(edit, [], [XSS.boothName, XSS.manager, XSS.boothAffiliation, XSS.boothPhone]);
  });

  it('the booth visitors (/booth-visits)', async () => {
    const watched = await open('/booth-visits', 'admin');
    await watched.page.getByLabel('부스 선택').selectOption({ label: XSS.boothName });
    await expectShownAsText(watched, [XSS.img, XSS.script, XSS.svg, XSS.alert]);
  });

  it('the lecture list (/lectures), the lecture edit page and the lecture QR page', async () => {
    await expectShownAsText(await open('/lectures', 'admin'), [XSS.title, XSS.instructor, XSS.location]);
    const edit = await open(`/lectures/${String(lectureId)}/edit`, 'admin');
    await waitForValue(
      () =>
        edit.page
          .getByLabel('제목')
          .inputValue()
          .then((value) => value === XSS.title),
      'the title in the form',
    );
    await expectShownAsText(edit, [], [XSS.title, XSS.instructor, XSS.location]);
    await expectShownAsText(await open(`/lectures/${String(lectureId)}/qr`, 'admin'), [
      XSS.title,
      XSS.instructor,
      XSS.location,
    ]);
  });

  it('the lecture attendees (/lecture-visits)', async () => {
    const watched = await open(`/lecture-visits?id=${String(lectureId)}`, 'admin');
    await expectShownAsText(watched, [XSS.title, XSS.img, XSS.script, XSS.svg, XSS.alert]);
  });

  it('the sent QR messages (/messages): subject and recipient', async () => {
    await suite.adminApi(`/api/users/${String(first.id)}/send-qr`, { method: 'POST' });
    const watched = await open('/messages', 'admin');
    await expectShownAsText(watched, [`${XSS.img}님의 입장 QR 코드`, XSS.email]);
  });

  it('the live dashboard (/dashboard)', async () => {
    const watched = await open('/dashboard', 'admin');
    await eventually(() => textOf(watched.page.getByTestId(`top-booth-${String(boothId)}`))).toContain(
      XSS.boothName,
    );
    // the chart shortens long labels: the start of the title, as text
    await eventually(() => textOf(watched.page.getByTestId('lecture-checkins-chart'))).toContain(
      '<img src=x',
    );
    await eventually(() => textOf(watched.page.getByTestId('booth-visits-chart'))).toContain('<img src=x');
    await expectShownAsText(watched, [XSS.boothName]);
  });
});

describe('hostile text on the public and booth screens', () => {
  it('the lecture check-in page (/visit-lecture)', async () => {
    const watched = await open(`/visit-lecture?lectureId=${String(lectureId)}`, 'none', PHONE);
    await expectShownAsText(watched, [XSS.title]);
  });

  it('the booth manager’s visitor list (/booth-visits2)', async () => {
    const watched = await open('/booth-visits2', 'booth', PHONE);
    await expectShownAsText(watched, [XSS.boothName, XSS.img, XSS.script, XSS.svg, XSS.alert]);
  });
});
