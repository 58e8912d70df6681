import type { TestServer } from './test-server.js';

/** The OpenAPI document and its viewer: open, and nothing but a description of the API. */
const DOCUMENTATION = /^GET \/api\/docs(\/|-yaml$|$)/;

/** Every API route the server answers, as `METHOD /api/path/:param` (HEAD, OPTIONS and /api/docs aside). */
export function servedRoutes(server: TestServer): string[] {
  const routes = server.running.routes.filter((route) => !/^(HEAD|OPTIONS) /.test(route));
  return [...new Set(routes)].filter((route) => / \/api\//.test(route) && !DOCUMENTATION.test(route));
}
