// The render worker when the kernel runs from its TypeScript sources (tests, scripts): compile on load with the
// project's swc settings, as test/support/register.js does for child processes. The built server loads the
// compiled render-worker.js directly.
require('../../../../test/support/register.js');

module.exports = require('./render-worker.ts');
