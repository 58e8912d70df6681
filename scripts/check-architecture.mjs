// The architecture rules as a check (`npm run lint`, docs/ARCHITECTURE.md): dependency-cruiser's rules
// (.dependency-cruiser.cjs) and no folder cycle (scripts/architecture-rules.mjs). Nothing is exempt: a
// violation fails the lint.
import { architectureProblems } from './architecture-rules.mjs';

const { problems, modules } = await architectureProblems();
if (problems.length > 0) {
  console.error(`architecture: ${String(problems.length)} problem(s)\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}
console.log(`architecture: ${String(modules)} modules, rules hold`);
