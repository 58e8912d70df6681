import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

// An operator rebuilds (`npm run build`) beside a running server, or a second node starts from the same folder:
// every page, script and API answer must stay as it was while the build runs and after it switches `web/dist`
// (before scripts/build.mjs, app pages answered the API's JSON 404 until the build ended).

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

let db: TestDatabase;
let server: ServerProcess;

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startServerProcess(db.url!);
});

afterAll(async () => {
  await server?.stop();
  await db?.drop();
});

interface Answer {
  path: string;
  status: number;
  type: string;
}

async function get(path: string, accept: string): Promise<Answer> {
  const res = await fetch(`${server.url}${path}`, { headers: { accept } });
  await res.arrayBuffer();
  return { path, status: res.status, type: res.headers.get('content-type') ?? '' };
}

/** What each kind of request must get: the API its JSON, a page the app's HTML, a script JavaScript. */
const expectedType = (path: string): RegExp =>
  path.startsWith('/api')
    ? /^application\/json/
    : path.endsWith('.js')
      ? /javascript/
      : path.startsWith('/assets')
        ? /./
        : /^text\/html/;

describe('a rebuild beside a running server', () => {
  it('changes no answer: app pages, their scripts and the API answer as before, during and after', async () => {
    const page = await fetch(`${server.url}/booth-login`, { headers: { accept: 'text/html' } });
    const html = await page.text();
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);

    // the web part: what the server serves from disk (`web/dist`, switched at the end). A running server's own
    // code and the contract's were loaded when it started (it imports none of its files later), so their
    // builds change nothing it answers; rebuilding them too cost this test 30–60 s of CPU (the server part
    // writes the embedded database's seed)
    const build = spawn(process.execPath, ['scripts/build.mjs', '--only', 'web'], {
      cwd: ROOT,
      stdio: 'ignore',
    });
    const built = new Promise<number | null>((resolve) => build.once('exit', resolve));
    let building = true;
    void built.then(() => (building = false));

    const answers: Answer[] = [];
    const round = async () =>
      answers.push(
        ...(await Promise.all([
          get('/', 'text/html'),
          get('/booth-login', 'text/html,application/xhtml+xml'),
          get('/admin/attendees', 'text/html'),
          ...scripts.map((path) => get(path, '*/*')),
          get('/api/health', 'application/json'),
        ])),
      );
    let during = 0;
    while (building) {
      await round();
      during++;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await built).toBe(0);
    await round(); // after the switch

    // a production build whatever NODE_ENV its caller has (this test's, from vitest, is `test`): no React
    // development code, whose StrictMode runs every effect twice (the attendee page would ask twice)
    // (the marker is a warning only React's development build has: checked, so the test cannot pass vacuously)
    const DEVELOPMENT_ONLY = 'In HTML, %s cannot be a child';
    const reactDom = join(ROOT, 'node_modules', 'react-dom', 'cjs');
    expect(readFileSync(join(reactDom, 'react-dom-client.development.js'), 'utf8')).toContain(
      DEVELOPMENT_ONLY,
    );
    expect(readFileSync(join(reactDom, 'react-dom-client.production.js'), 'utf8')).not.toContain(
      DEVELOPMENT_ONLY,
    );
    const assets = join(ROOT, 'web', 'dist', 'assets');
    const bundles = readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(bundles.length).toBeGreaterThan(0);
    const development = bundles.filter((name) =>
      readFileSync(join(assets, name), 'utf8').includes(DEVELOPMENT_ONLY),
    );
    expect(development).toEqual([]);

    expect(during).toBeGreaterThan(3);
    const wrong = answers.filter((a) => a.status !== 200 || !expectedType(a.path).test(a.type));
    expect(wrong).toEqual([]);
  }, 300_000);
});
