import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { architectureProblems } from './architecture-rules.mjs';

// Each architecture rule, shown to fail: a small tree of planted modules, each breaking one rule, is checked
// with the same rules as the repository (`npm run lint`).

const PLANTED: Record<string, string> = {
  'server/src/database/data-source.ts': 'export const dataSource = 1;\n',
  'server/src/event-store/event-store.ts': 'export const store = 1;\n',
  'server/src/booths/projections/booths.projection.ts': 'export const projection = 1;\n',
  // a controller that reads the database and the read model itself
  'server/src/booths/http/booths.controller.ts': [
    "import { dataSource } from '../../database/data-source.js';",
    "import { projection } from '../projections/booths.projection.js';",
    'export const controller = dataSource + projection;',
  ].join('\n'),
  // a domain that touches storage
  'server/src/lectures/domain/lecture.decider.ts':
    "import { store } from '../../event-store/event-store.js';\nexport const decide = store;\n",
  // three server folders in a loop, no module cycle
  'server/src/alpha/a.ts': "import { b } from '../beta/b.js';\nexport const a = b;\n",
  'server/src/beta/b.ts': "import { c } from '../gamma/c.js';\nexport const b = c;\n",
  'server/src/gamma/c.ts': "import { a2 } from '../alpha/a2.js';\nexport const c = a2;\n",
  'server/src/alpha/a2.ts': 'export const a2 = 1;\n',
  // web: a feature importing another, and lib/ and components/ reaching each other
  'web/src/features/desk/api/x.ts': "import { y } from '../../kiosk/api/y';\nexport const x = y;\n",
  'web/src/features/kiosk/api/y.ts': 'export const y = 1;\n',
  'web/src/lib/p.ts': "import { q } from '../components/q';\nexport const p = q;\n",
  'web/src/components/q.ts': "import { r } from '../lib/r';\nexport const q = r;\n",
  'web/src/lib/r.ts': 'export const r = 1;\n',
};

let problems: string[];
let root: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'planted-architecture-'));
  for (const [path, text] of Object.entries(PLANTED)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  ({ problems } = await architectureProblems(root));
}, 60_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the architecture rules, each on a planted violation', () => {
  it('a controller reaching the database or the read model fails', () => {
    expect(problems).toContain(
      'controllers-only-map-http: server/src/booths/http/booths.controller.ts → server/src/database/data-source.ts',
    );
    expect(problems).toContain(
      'controllers-only-map-http: server/src/booths/http/booths.controller.ts → server/src/booths/projections/booths.projection.ts',
    );
  });

  it('a domain importing storage fails', () => {
    expect(problems).toContain(
      'domain-is-pure: server/src/lectures/domain/lecture.decider.ts → server/src/event-store/event-store.ts',
    );
  });

  it('a web feature importing another feature fails', () => {
    expect(problems).toContain(
      'web-feature-stands-alone: web/src/features/desk/api/x.ts → web/src/features/kiosk/api/y.ts',
    );
  });

  it('folders in a loop fail, on the server and on the web', () => {
    const alphaBetaGamma = 'server/src/alpha → server/src/beta → server/src/gamma → server/src/alpha';
    const componentsLib = 'web/src/components → web/src/lib → web/src/components';
    // across the tree (scripts/architecture-rules.mjs) and side by side (dependency-cruiser's folder scope)
    for (const rule of ['no-folder-cycle', 'no-folder-cycle-within'])
      expect(problems).toEqual(
        expect.arrayContaining([`${rule}: ${alphaBetaGamma}`, `${rule}: ${componentsLib}`]),
      );
  });

  it('nothing else is reported on the planted tree', () => {
    expect(problems).toHaveLength(8);
  });
});
