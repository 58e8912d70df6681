// What `npm test` needs besides Node, made ready before it runs (npm's `pretest`): the programs the browser and
// printing tests drive (Chromium's headless shell, zbarimg, pdftoppm, ffmpeg, Korean fonts, nginx, Caddy), a running PostgreSQL
// and a running Redis (started here when installed and silent).
// On Debian as root the missing packages are installed (apt-get); elsewhere the run stops at once naming them.
// An installed PostgreSQL cluster that is down is started. Where none is installed, root on Debian installs
// `postgresql` and sets its new cluster up as the tests expect (TEST_DATABASE_URL's default: user postgres
// without a password on 127.0.0.1, a database `test`); elsewhere the tests use the embedded database, and the
// few that read the database beside the server are the ones that cannot run.
//   node scripts/test-prerequisites.mjs [--check]   (--check: only say what is missing)
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

/** Each Debian package the tests need, and how to tell it is there. */
const PACKAGES = [
  {
    name: 'chromium-headless-shell',
    present: () => existsSync('/usr/bin/chromium-headless-shell'),
    for: 'the browser tests',
  },
  { name: 'chromium', present: () => existsSync('/usr/bin/chromium'), for: 'the page benchmarks' },
  { name: 'zbar-tools', present: () => onPath('zbarimg'), for: 'reading printed and shown QR codes' },
  { name: 'poppler-utils', present: () => onPath('pdftoppm'), for: 'rendering printed badges' },
  { name: 'ffmpeg', present: () => onPath('ffmpeg'), for: "the scanner's fake camera" },
  {
    name: 'fonts-noto-cjk',
    present: () => existsSync('/usr/share/fonts/opentype/noto'),
    for: 'Korean text in screenshots and badges',
  },
  {
    name: 'nginx-light',
    present: () => existsSync('/usr/sbin/nginx'),
    for: 'the reverse proxy in front of two nodes',
  },
  { name: 'caddy', present: () => onPath('caddy'), for: "the venue's HTTPS recipe (deploy/Caddyfile)" },
  {
    name: 'redis-server',
    present: () => onPath('redis-server'),
    for: 'live pushes between two nodes via Redis',
  },
];

function onPath(command) {
  return (process.env.PATH ?? '').split(':').some((dir) => dir && existsSync(`${dir}/${command}`));
}

const databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function postgresAnswers() {
  if (!onPath('pg_isready')) return false;
  const { hostname, port } = new URL(databaseUrl);
  return spawnSync('pg_isready', ['-q', '-h', hostname, '-p', port || '5432']).status === 0;
}

/** Starts the machine's PostgreSQL cluster if one is installed and down; whether PostgreSQL answers now. */
function startPostgres() {
  if (postgresAnswers()) return true;
  if (process.env.TEST_DATABASE === 'embedded' || !onPath('pg_ctlcluster') || !existsSync('/etc/postgresql'))
    return false;
  for (const version of readdirSync('/etc/postgresql')) {
    console.log(`test prerequisites: starting PostgreSQL ${version}`);
    spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'inherit' });
  }
  for (let i = 0; i < 30 && !postgresAnswers(); i++) spawnSync('sleep', ['1']);
  return postgresAnswers();
}

const redisUrl = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
const redisPort = redisUrl.port || '6379';

function redisAnswers() {
  if (!onPath('redis-cli')) return false;
  const ping = spawnSync('redis-cli', ['-h', redisUrl.hostname, '-p', redisPort, 'ping'], {
    encoding: 'utf8',
  });
  return ping.status === 0 && ping.stdout.trim() === 'PONG';
}

/** Starts Redis on the tests' port when it is installed and nothing answers there (no service manager needed). */
function startRedis() {
  if (redisAnswers() || !onPath('redis-server') || !['127.0.0.1', 'localhost'].includes(redisUrl.hostname))
    return redisAnswers();
  console.log(`test prerequisites: starting Redis on port ${redisPort}`);
  spawnSync(
    'redis-server',
    ['--port', redisPort, '--bind', '127.0.0.1', '--daemonize', 'yes', '--save', '', '--appendonly', 'no'],
    { stdio: 'inherit' },
  );
  for (let i = 0; i < 10 && !redisAnswers(); i++) spawnSync('sleep', ['0.5']);
  return redisAnswers();
}

/** A cluster installed by this script: trusted on the loopback for the tests, with their database. */
function prepareNewCluster() {
  const [version] = readdirSync('/etc/postgresql');
  const hba = `/etc/postgresql/${version}/main/pg_hba.conf`;
  writeFileSync(
    hba,
    `# the tests' database (scripts/test-prerequisites.mjs installed it): trusted on the loopback only\n` +
      `host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust\n${readFileSync(hba, 'utf8')}`,
  );
  spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart'], { stdio: 'inherit' });
  startPostgres();
  spawnSync('createdb', ['-h', '127.0.0.1', '-U', 'postgres', 'test'], { stdio: 'inherit' });
}

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
const canInstall = !values.check && process.getuid?.() === 0 && onPath('apt-get');
const missing = PACKAGES.filter((p) => !p.present());
const installPostgres =
  canInstall && process.env.TEST_DATABASE !== 'embedded' && !postgresAnswers() && !onPath('pg_ctlcluster');
if (installPostgres)
  missing.push({ name: 'postgresql', present: () => false, for: 'the database the tests run against' });
if (missing.length) {
  const names = missing.map((p) => p.name);
  if (!canInstall) {
    console.error(`npm test needs these Debian packages, missing here: ${names.join(' ')}`);
    for (const p of missing) console.error(`  ${p.name}: ${p.for}`);
    console.error(`Install them (as root): apt-get install -y ${names.join(' ')}`);
    process.exit(1);
  }
  console.log(`test prerequisites: installing ${names.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...names], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  if (installPostgres) prepareNewCluster();
}
if (startPostgres()) console.log('test prerequisites: PostgreSQL answers; the tests use it');
else console.log('test prerequisites: no PostgreSQL here; the tests use the embedded database (PGlite)');
if (startRedis()) console.log('test prerequisites: Redis answers');
else console.log('test prerequisites: no Redis here; the test of two nodes through Redis will fail');
