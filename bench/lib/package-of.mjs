/** The package a profiled function's script belongs to: a node_modules package, Node itself, or our server. */
export const packageOf = (url) => {
  if (!url) return '(native / V8)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1];
  if (url.startsWith('node:')) return 'node core';
  // the built server runs from server/builds/<id> (server/dist names it: scripts/build.mjs)
  if (/\/server\/(dist|builds)\//.test(url)) return 'our server';
  return url.split('/').slice(-2).join('/');
};
