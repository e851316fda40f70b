import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends every `pnpm test` with one line of counts, after Vitest's own report, so CI logs and humans
 * read the verdict in the same place.
 */
export default class SummaryReporter implements Reporter {
  #started = performance.now();

  onTestRunStart(): void {
    this.#started = performance.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    let failedFiles = 0;
    for (const module of testModules) {
      if (!module.ok()) failedFiles += 1;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
      }
    }
    const seconds = ((performance.now() - this.#started) / 1000).toFixed(1);
    const errors = unhandledErrors.length > 0 ? `, ${unhandledErrors.length} unhandled errors` : '';
    const verdict =
      counts.failed === 0 && failedFiles === 0 && unhandledErrors.length === 0 ? 'PASS' : 'FAIL';
    process.stdout.write(
      `\nHelmsman tests ${verdict}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped in ${testModules.length} files (${failedFiles} failing)${errors}, ${seconds} s\n`,
    );
  }
}
