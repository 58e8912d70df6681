// Benchmark (not a test): imports a 50,000-row workbook through POST /api/users/upload-excel and downloads
// it again, measuring wall time and the server's peak RSS for each. Usage:
//   npm run build && node bench/excel-import-export.mjs [--rows 50000] [--embedded]
import { createWriteStream, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import { measure, startServerProcess } from './server-process.mjs';

const { values } = parseArgs({
  options: { rows: { type: 'string', default: '50000' }, embedded: { type: 'boolean' } },
});
const rows = Number(values.rows);
const FAMILY = '김이박최정강조윤장임한오서신권황안송류홍';
const GIVEN = [
  '민수',
  '서연',
  '지훈',
  '하은',
  '도윤',
  '수아',
  '예준',
  '지민',
  '시우',
  '유나',
  '현우',
  '채원',
];
const ORGS = ['한빛전자', '서울대학교', '대한물산', '미래모빌리티', '푸른바이오', '동해조선', '새벽소프트'];

async function makeWorkbook(file) {
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: createWriteStream(file),
    useSharedStrings: false,
  });
  const sheet = writer.addWorksheet('참석자');
  sheet
    .addRow(['이름', '소속', '전화번호', '이메일', '국가', '방문유형', '출력유무', '결제유무', '등록유형'])
    .commit();
  for (let i = 0; i < rows; i++) {
    const phone = `010-${String(2000 + Math.floor(i / 10000)).padStart(4, '0')}-${String(i % 10000).padStart(4, '0')}`;
    sheet
      .addRow([
        `${FAMILY[i % FAMILY.length]}${GIVEN[i % GIVEN.length]}`,
        ORGS[i % ORGS.length],
        phone,
        `user${i}@example.com`,
        '대한민국',
        'N',
        i % 3 === 0 ? 'Y' : 'N',
        i % 2 === 0 ? 'Y' : 'N',
        i % 4 === 0 ? 'ONSITE' : 'PRE',
      ])
      .commit();
  }
  sheet.commit();
  await writer.commit();
}

const file = join(tmpdir(), `expo-bench-${rows}.xlsx`);
await makeWorkbook(file);
const server = await startServerProcess({ embedded: values.embedded });
try {
  const body = readFileSync(file);
  // while the import runs, another client keeps asking for /api/health: how long does the server make it wait?
  const probes = [];
  let importing = true;
  const probing = (async () => {
    while (importing) {
      const started = performance.now();
      await fetch(`${server.url}/api/health`).then((r) => r.arrayBuffer());
      probes.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const imported = await measure(server.pid, async () => {
    const form = new FormData();
    form.append('eventId', String(server.eventId));
    form.append('file', new Blob([body]), 'bench.xlsx');
    const res = await fetch(`${server.url}/api/users/upload-excel`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${server.token}` },
    });
    return res.json();
  });
  importing = false;
  await probing;
  probes.sort((a, b) => a - b);
  const percentile = (p) => Math.round(probes[Math.min(probes.length - 1, Math.floor(probes.length * p))]);
  if (imported.result.imported !== rows)
    throw new Error(`import answered ${JSON.stringify(imported.result).slice(0, 300)}`);
  const exported = await measure(server.pid, async () => {
    const res = await fetch(`${server.url}/api/users/download-excel`, {
      headers: { authorization: `Bearer ${server.token}` },
    });
    let bytes = 0;
    for await (const chunk of res.body) bytes += chunk.length;
    return bytes;
  });
  const report = {
    database: values.embedded ? 'embedded PGlite' : 'PostgreSQL server',
    rows,
    workbookMb: +(statSync(file).size / 1024 / 1024).toFixed(1),
    import: {
      seconds: +imported.seconds.toFixed(2),
      peakRssMb: Math.round(imported.peakMb),
      rssBeforeMb: Math.round(imported.beforeMb),
      otherRequestsMs: { p50: percentile(0.5), p99: percentile(0.99), max: Math.round(probes.at(-1)) },
    },
    export: {
      seconds: +exported.seconds.toFixed(2),
      peakRssMb: Math.round(exported.peakMb),
      bytes: exported.result,
    },
  };
  console.log(JSON.stringify(report, null, 2));
} finally {
  await server.stop();
  rmSync(file, { force: true });
}
