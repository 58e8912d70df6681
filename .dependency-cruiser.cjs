/**
 * The architecture rules (docs/ARCHITECTURE.md), checked by `npm run lint` (scripts/check-architecture.mjs):
 * a violation fails the lint.
 */
const CONTEXT = '^server/src/([^/]+)/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A module that reaches itself through its imports: one side should read the other through a query or an event.',
      from: { path: '^(contract|server|web)/src/' },
      // a page that warms the next page's chunk (`import('./qr-scan-page')`) makes no cycle at load time
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'A domain (and the kernel) decides on plain data: no framework, no storage, no HTTP.',
      from: { path: ['^server/src/[^/]+/domain/', '^server/src/kernel/'], pathNot: '\\.spec\\.ts$' },
      to: {
        path: [
          '^node_modules/(@nestjs|typeorm|pg|fastify|socket\\.io)/',
          '^server/src/(event-store|database|http)/',
          '^server/src/[^/]+/(http|commands|queries|projections)/',
        ],
      },
    },
    {
      name: 'controllers-only-map-http',
      severity: 'error',
      comment:
        'A controller maps HTTP to a command or a query: it reaches no database, no event store, no read model (projections, query handlers, shared read SQL) and no command handler.',
      from: { path: '\\.controller\\.ts$' },
      to: {
        path: [
          '^node_modules/(typeorm|pg)/',
          '^server/src/(database|event-store)/',
          '^server/src/[^/]+/(projections|reads)/',
          '^server/src/.+\\.(handler|projection)\\.ts$',
          '^server/src/.+-(reads|entries|sql)\\.ts$',
        ],
      },
    },
    {
      name: 'no-folder-cycle-within',
      severity: 'error',
      comment:
        'Two folders side by side that reach each other (the folder graph across contexts: architecture-rules.mjs).',
      scope: 'folder',
      from: { path: '^(contract|server|web)/src/' },
      to: { circular: true },
    },
    {
      name: 'web-is-not-server',
      severity: 'error',
      comment:
        'The web app talks to the server over HTTP and sockets only (shared shapes belong in a shared package).',
      from: { path: '^web/src/' },
      to: { path: '^server/' },
    },
    {
      name: 'web-feature-stands-alone',
      severity: 'error',
      comment:
        'A web feature imports lib/, components/, the contract and itself only: what two features share lives in components/ or lib/.',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'contract-stands-alone',
      severity: 'error',
      comment: 'The contract is what server and web share: schemas on zod, nothing of either side.',
      from: { path: '^contract/src/' },
      to: { pathNot: ['^contract/src/', '^node_modules/zod/'] },
    },
    {
      name: 'no-context-reaches-into-its-client',
      severity: 'error',
      comment: `A context reads another through that context's published queries or events, never its command handlers or projections; a use case over several contexts (event-copy) may send another's commands (its *.command.ts, plain data) on the bus.`,
      from: { path: CONTEXT, pathNot: '\\.spec\\.ts$' },
      to: {
        path: '^server/src/([^/]+)/(commands|projections)/',
        pathNot: ['^server/src/$1/', '/commands/[^/]+/[^/]+\\.command\\.ts$'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '(^|/)builds/', '\\.spec\\.tsx?$'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['types', 'import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
};
