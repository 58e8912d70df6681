import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '@expo/contract/routes/table';
import { HANDLER_CHECKED, openApiPath } from '@expo/contract/routes/route';
import { servedRoutes } from '../support/served-routes.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// The contract's route table is the server's: every route it names is served, with its method, status and
// answer as /api/docs shows them, and the server serves nothing it does not name.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const tabled = ROUTE_TABLE.map((route) => `${route.method} /api${route.path}`);

describe("the contract's route table", () => {
  it('names each route once', () => {
    expect(tabled.filter((route, index) => tabled.indexOf(route) !== index)).toEqual([]);
  });

  it('is what the server serves, both ways', () => {
    const served = servedRoutes(server);
    expect(served.length).toBeGreaterThan(100);
    expect(
      served.filter((route) => !tabled.includes(route)),
      'served but not in the table',
    ).toEqual([]);
    expect(
      tabled.filter((route) => !served.includes(route)),
      'in the table but not served',
    ).toEqual([]);
  });

  it("makes /api/docs: each route's summary, status and whether it needs a token", async () => {
    const { body: doc } = await server.api<{
      paths: Record<
        string,
        Record<string, { summary?: string; responses: Record<string, unknown>; security?: unknown[] }>
      >;
    }>('/api/docs/json');
    const differing = ROUTE_TABLE.filter((route) => {
      const operation = doc.paths[`/api${openApiPath(route.path)}`]?.[route.method.toLowerCase()];
      const guarded = !HANDLER_CHECKED.includes(route.access);
      return (
        operation?.summary !== route.summary ||
        !(String(route.status ?? 200) in operation.responses) ||
        (operation.security !== undefined) !== guarded
      );
    }).map((route) => `${route.method} ${route.path}`);
    expect(differing).toEqual([]);
  });
});
