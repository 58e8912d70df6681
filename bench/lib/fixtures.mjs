// The benchmarks' data, made through the product's own API: attendees (an Excel workbook of Korean names),
// booths with their phones' tokens, lectures.
import { createWriteStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import pg from 'pg';

export async function api(url, path, { method = 'GET', token, body } = {}) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => undefined) };
}

// Family names with their share of Koreans (%, 2015 census); the rest of the names share what is left.
const FAMILY = [
  ['김', 21.5],
  ['이', 14.7],
  ['박', 8.4],
  ['최', 4.7],
  ['정', 4.3],
  ['강', 2.4],
  ['조', 2.1],
  ['윤', 2.1],
  ['장', 2.0],
  ['임', 1.7],
  ['한', 1.5],
  ['오', 1.5],
  ['서', 1.4],
  ['신', 1.4],
  ['권', 1.4],
  ['황', 1.4],
  ['안', 1.3],
  ['송', 1.3],
  ['류', 1.2],
  ['전', 1.1],
  ['홍', 1.1],
  ['고', 0.9],
  ['문', 0.9],
  ['양', 0.9],
  ['손', 0.9],
  ['배', 0.8],
  ['백', 0.8],
  ['허', 0.6],
  ['유', 0.6],
  ['남', 0.6],
  ['심', 0.6],
  ['노', 0.6],
  ['하', 0.5],
  ['곽', 0.4],
  ['성', 0.4],
  ['차', 0.4],
  ['주', 0.4],
  ['우', 0.4],
  ['구', 0.4],
  ['민', 0.3],
];
const FAMILY_TOTAL = FAMILY.reduce((sum, [, share]) => sum + share, 0);
const GIVEN_FIRST = '민서지하도수예시유현채준은윤건우주연태승성재동영정혜진소다나가희경상보';
const GIVEN_SECOND = '수연훈은윤아준민우서진호영원빈희린율현석철혁규환나경주';
const COMPANY_HEAD = [
  '한빛',
  '서울',
  '대한',
  '미래',
  '푸른',
  '동해',
  '새벽',
  '국립',
  '가람',
  '누리',
  '하늘',
  '바른',
  '솔빛',
  '다온',
  '한결',
  '우리',
  '신성',
  '대성',
  '삼화',
  '동양',
  '태평양',
  '금강',
  '백두',
  '한라',
  '온누리',
  '새한',
  '코리아',
  '글로벌',
  '스마트',
  '그린',
  '에이스',
  '제일',
  '중앙',
  '한국',
  '대림',
  '성원',
  '청솔',
  '은하',
  '별빛',
  '해솔',
];
const COMPANY_TAIL = [
  '전자',
  '바이오',
  '소프트',
  '물산',
  '제약',
  '모빌리티',
  '건설',
  '텔레콤',
  '대학교',
  '병원',
  '화학',
  '에너지',
  '식품',
  '로보틱스',
  '반도체',
  '디자인',
  '컨설팅',
  '엔지니어링',
  '시스템',
  '네트웍스',
  '의료기',
  '산업',
  '정밀',
];
const DEPARTMENT = ['', '', '', ' 연구소', ' 본사', ' 기술팀', ' 영업부'];

/** A deterministic pseudo-random number in [0, 1) for (n, salt): the same data on every run. */
function draw(n, salt) {
  let x = Math.imul(n ^ Math.imul(salt, 0x9e3779b9), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return ((x ^ (x >>> 16)) >>> 0) / 2 ** 32;
}
const pick = (list, n, salt) => list[Math.floor(draw(n, salt) * list.length)];

function familyName(n) {
  let at = draw(n, 1) * 100;
  for (const [name, share] of FAMILY) if ((at -= share) < 0) return name;
  return FAMILY[Math.floor((at / (100 - FAMILY_TOTAL)) * FAMILY.length) % FAMILY.length][0];
}

/**
 * The attendee of row `n`, with names distributed as Korean names are (family names by their real shares,
 * about 1,200 given names), about 900 companies, and a phone number of its own (010 and eight digits that are
 * a bijection of n, so every row's differs).
 */
export function attendeeRow(n) {
  const digits = String((n * 48271 + 13579) % 100_000_000).padStart(8, '0');
  return {
    name: `${familyName(n)}${pick(Array.from(GIVEN_FIRST), n, 2)}${pick(Array.from(GIVEN_SECOND), n, 3)}`,
    affiliation: `${pick(COMPANY_HEAD, n, 4)}${pick(COMPANY_TAIL, n, 5)}${pick(DEPARTMENT, n, 6)}`,
    phoneNumber: `010-${digits.slice(0, 4)}-${digits.slice(4)}`,
    email: `user${n}@example.com`,
    country: '대한민국',
    visitType: 'N',
    paymentStatus: n % 3 === 0 ? 'Y' : 'N',
    paymentStatus2: n % 2 === 0 ? 'Y' : 'N',
    registrationType: n % 4 === 0 ? 'ONSITE' : 'PRE',
  };
}

/** Writes an .xlsx of attendees `from` … `from + rows - 1` in the upload template's columns. */
export async function makeAttendeeWorkbook(file, rows, from = 0) {
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: createWriteStream(file),
    useSharedStrings: false,
  });
  const sheet = writer.addWorksheet('참석자');
  sheet
    .addRow(['이름', '소속', '전화번호', '이메일', '국가', '방문유형', '출력유무', '결제유무', '등록유형'])
    .commit();
  for (let n = from; n < from + rows; n++) {
    const a = attendeeRow(n);
    sheet
      .addRow([
        a.name,
        a.affiliation,
        a.phoneNumber,
        a.email,
        a.country,
        a.visitType,
        a.paymentStatus,
        a.paymentStatus2,
        a.registrationType,
      ])
      .commit();
  }
  sheet.commit();
  await writer.commit();
}

/** Uploads a workbook through POST /api/users/upload-excel; returns the answer (throws unless all were imported). */
export async function importWorkbook(server, file, expected) {
  const form = new FormData();
  form.append('eventId', String(server.eventId));
  form.append('file', new Blob([readFileSync(file)]), 'bench.xlsx');
  const res = await fetch(`${server.url}/api/users/upload-excel`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${server.token}` },
  });
  const body = await res.json();
  if (expected !== undefined && body.imported !== expected)
    throw new Error(`import answered ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

/** Every attendee id of the server's event, in id order (read from its database: the admin list pages by 100). */
export async function attendeeIds(server) {
  if (!server.databaseUrl) throw new Error('attendeeIds needs the PostgreSQL server');
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT id FROM attendees WHERE event_id = $1 ORDER BY id', [
      server.eventId,
    ]);
    return rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

/** `count` booths, each with a manager account signed in on its phone: [{ id, token }]. */
export async function createBooths(server, count, prefix = 'bench') {
  const booths = [];
  for (let i = 0; i < count; i += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, count - i) }, async (_, j) => {
        const loginId = `${prefix}-${i + j}`;
        const created = await api(server.url, '/api/booths', {
          method: 'POST',
          token: server.token,
          body: {
            eventId: server.eventId,
            boothName: `부스 ${i + j}`,
            name: '담당',
            affiliation: '벤치',
            phone: '010-0000-0000',
            loginId,
            password: 'bench-pass',
          },
        });
        if (created.status !== 201)
          throw new Error(`booth: ${created.status} ${JSON.stringify(created.body)}`);
        const login = await api(server.url, '/api/booth-login', {
          method: 'POST',
          body: { loginId, password: 'bench-pass' },
        });
        if (!login.body?.token) throw new Error(`booth login: ${login.status} ${JSON.stringify(login.body)}`);
        return { id: created.body.id, token: login.body.token };
      }),
    );
    booths.push(...batch);
  }
  return booths;
}

/**
 * Booths and attendees for `visits` visits that are each a (booth, attendee) pair never sent before (see
 * pairSource): `boothCount` booths with their phones' tokens, and enough attendees imported from a workbook
 * written under `dir`.
 */
export async function visitFixtures(server, { visits, boothCount, dir }) {
  const count = Math.ceil(visits / boothCount) + 10;
  const file = join(dir, 'attendees.xlsx');
  await makeAttendeeWorkbook(file, count);
  await importWorkbook(server, file, count);
  const booths = await createBooths(server, boothCount);
  return { booths, attendees: await attendeeIds(server) };
}
