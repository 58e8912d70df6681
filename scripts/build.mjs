// The product's build: the contract (tsc), the web app (vite) and the server (tsc), each into a fresh folder of
// its own (contract/builds/<id>, …) that `contract/dist`, `web/dist` and `server/dist` then name: a symbolic link replaced
// in one rename, so a running server and the pages it serves never see a half-written build. A running server
// keeps serving the build it started with (it resolves the link once); the last few builds are kept for it.
//   node scripts/build.mjs             build all three
//   node scripts/build.mjs --if-stale  build only a part whose sources changed since its build (npm start,
//                                      npm install's `prepare`, npm test); says so and does nothing otherwise
//   node scripts/build.mjs --only web  build only the parts named (contract, web, server; comma-separated)
// A part is fresh when its build's fingerprint (every source file's path, size and modification time, and the
// lockfile's) equals the sources' now: a checkout, an edit or an install changes it.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Builds kept besides the current one: a server started a few builds ago still finds its files. */
const KEPT = 4;
/** TypeScript 7, the native compiler: the same JavaScript as TypeScript 6 in a third of the time (docs/TESTING.md). */
const TSC = join(ROOT, 'node_modules/typescript-7/bin/tsc');
const STAMP = '.build-fingerprint';

const PARTS = [
  {
    // the schemas server and web share; the server runs them from contract/dist (the web bundles their source)
    name: 'contract',
    dir: 'contract',
    sources: ['contract/src', 'contract/tsconfig.json', 'contract/package.json'],
    build: (out) => [process.execPath, [TSC, '-p', 'tsconfig.json', '--outDir', out], join(ROOT, 'contract')],
  },
  {
    name: 'web',
    dir: 'web',
    sources: [
      'web/src',
      'contract/src',
      'web/public',
      'web/index.html',
      'web/vite.config.ts',
      'web/vite-plugins',
      'web/package.json',
    ],
    build: (out) => [
      process.execPath,
      [
        join(ROOT, 'node_modules/vite/bin/vite.js'),
        'build',
        '--outDir',
        out,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      join(ROOT, 'web'),
    ],
  },
  {
    name: 'server',
    dir: 'server',
    sources: [
      'server/src',
      'contract/src',
      'migrations',
      'server/tsconfig.json',
      'server/tsconfig.build.json',
      'server/package.json',
    ],
    build: (out) => [
      process.execPath,
      [TSC, '-p', 'tsconfig.build.json', '--outDir', out],
      join(ROOT, 'server'),
    ],
    // the embedded database's first start unpacks this instead of creating the database and migrating it;
    // a build whose seed could not be written still serves (a first start then makes the database, 2–3 s more)
    after: {
      what: "the embedded database's seed",
      step: (out) => [
        process.execPath,
        [join(out, 'server/src/database/write-embedded-seed.js'), join(out, 'embedded-seed.tar.gz')],
        ROOT,
      ],
    },
  },
];
const SHARED_SOURCES = ['package-lock.json', 'tsconfig.base.json'];

/** Every file under the given paths (missing ones skipped), test files left out: they are not built. */
function filesOf(paths) {
  const found = [];
  const walk = (path) => {
    let stat;
    try {
      stat = statSync(path);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path).sort()) walk(join(path, entry));
    } else if (!/\.spec\.tsx?$/.test(path)) {
      found.push([relative(ROOT, path), stat.size, stat.mtimeMs]);
    }
  };
  for (const path of paths) walk(join(ROOT, path));
  return found;
}

const fingerprintOf = (part) =>
  createHash('sha256')
    .update(JSON.stringify(filesOf([...part.sources, ...SHARED_SOURCES])))
    .digest('hex');

/** The build `dist` names now (a folder of an older layout counts as a build without a fingerprint). */
function currentBuild(part) {
  const dist = join(ROOT, part.dir, 'dist');
  try {
    const link = lstatSync(dist);
    if (!link.isSymbolicLink()) return { dir: dist, legacy: true };
    return { dir: resolve(dirname(dist), readlinkSync(dist)), legacy: false };
  } catch {
    return undefined;
  }
}

function isFresh(part, fingerprint) {
  const current = currentBuild(part);
  if (!current) return false;
  try {
    return readFileSync(join(current.dir, STAMP), 'utf8').trim() === fingerprint;
  } catch {
    return false;
  }
}

/** `dist` → builds/<id>, in one rename: whoever opens `dist` sees the old build or the new one, whole. */
function switchTo(part, id) {
  const dist = join(ROOT, part.dir, 'dist');
  const current = currentBuild(part);
  // the older layout's real folder: moved among the builds once (a rename cannot replace a folder by a link)
  if (current?.legacy) renameSync(dist, join(ROOT, part.dir, 'builds', `${id}-before`));
  const link = join(ROOT, part.dir, `dist.${process.pid}.tmp`);
  rmSync(link, { force: true });
  symlinkSync(join('builds', id), link, 'dir');
  renameSync(link, dist);
}

function prune(part, id) {
  const builds = join(ROOT, part.dir, 'builds');
  const old = readdirSync(builds)
    .filter((name) => name !== id)
    .sort()
    .reverse();
  for (const name of old.slice(KEPT)) rmSync(join(builds, name), { recursive: true, force: true });
}

function buildPart(part, fingerprint) {
  const started = Date.now();
  // sortable by time; the pid keeps two builds started in the same millisecond apart
  const id = `${new Date(started).toISOString().replace(/[-:.]/g, '')}-${process.pid}`;
  const out = join(ROOT, part.dir, 'builds', id);
  mkdirSync(dirname(out), { recursive: true });
  // always a production build: a NODE_ENV of the caller's (vitest sets `test`, a shell may say
  // `development`) would make Vite bundle React's development build (StrictMode's double effects, its checks)
  const run = ([command, args, cwd]) =>
    spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  const result = run(part.build(out));
  if (result.status === 0 && part.after) {
    const after = run(part.after.step(out));
    if (after.status !== 0)
      console.warn(
        `build: ${part.after.what} could not be made (exit ${after.status ?? after.signal}); the ${part.name} build is kept without it`,
      );
  }
  if (result.status !== 0) {
    rmSync(out, { recursive: true, force: true });
    console.error(
      `build: the ${part.name} build failed (exit ${result.status ?? result.signal}); dist is unchanged`,
    );
    process.exit(result.status || 1);
  }
  writeFileSync(join(out, STAMP), `${fingerprint}\n`);
  switchTo(part, id);
  prune(part, id);
  console.log(
    `build: ${part.name} built in ${((Date.now() - started) / 1000).toFixed(1)} s → ${part.dir}/dist`,
  );
}

const { values } = parseArgs({
  options: { 'if-stale': { type: 'boolean', default: false }, only: { type: 'string' } },
});
const names = PARTS.map((part) => part.name);
const only = values.only?.split(',') ?? names;
const unknown = only.filter((name) => !names.includes(name));
if (unknown.length > 0) {
  console.error(`build: unknown part ${unknown.join(', ')} (parts: ${names.join(', ')})`);
  process.exit(2);
}
// `prepare` also runs where the sources are not there yet (the Dockerfile installs before it copies them)
if (!['contract/src', 'server/src', 'web/src'].every((dir) => existsSync(join(ROOT, dir)))) {
  console.log('build: no sources here yet; nothing built');
  process.exit(0);
}
for (const part of PARTS.filter((p) => only.includes(p.name))) {
  const fingerprint = fingerprintOf(part);
  if (values['if-stale'] && isFresh(part, fingerprint)) {
    console.log(`build: ${part.name} is up to date (${part.dir}/dist)`);
    continue;
  }
  buildPart(part, fingerprint);
}
