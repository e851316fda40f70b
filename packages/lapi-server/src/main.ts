/**
 * Standalone lapi-server: `tsx src/main.ts` (standalone.ts says which variables it reads).
 *
 * Fail closed, before anything loads: this reference legacy API seeds demo accounts (their passwords are
 * in the README) and takes payments through its test processor only. Production runs the clinic's own
 * legacy API, which the gateway reaches by LAPI_URL.
 */
if (process.env.NODE_ENV === 'production') {
  console.error(
    'lapi-server is the reference legacy API for development, the demo and contract tests: it seeds demo data and has only a test payment processor. It does not start with NODE_ENV=production; point the gateway at your legacy API with LAPI_URL.',
  );
  process.exit(1);
}
await import('./standalone.ts');
