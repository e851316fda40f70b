import { createHash } from 'node:crypto';

/**
 * This machine's speed now, for reading a benchmark's figures: the CPU milliseconds of one fixed task
 * (JSON and SHA-256 over a 10 KB document, 400 times), the median of five. The benchmarks' figures
 * have varied by half between runs minutes apart on the same code (docs/decisions.md, "One session
 * read per page"); this task varies with them, so a run whose task took much longer than usual was
 * made in a slow period, not on slower code. About 40 ms on a quiet 2-core machine here.
 */
export function machineSpeedMs(): number {
  const document = JSON.stringify({
    items: Array.from({ length: 200 }, (_, id) => ({ id, name: `item ${id}`, price: id * 1.5 })),
  });
  const task = () => {
    let digest = 0;
    for (let i = 0; i < 400; i++) {
      const copy = JSON.stringify(JSON.parse(document));
      digest ^= createHash('sha256').update(copy).digest()[0] ?? 0;
    }
    return digest;
  };
  task(); // compiled before it is timed
  const times: number[] = [];
  for (let run = 0; run < 5; run++) {
    const before = process.cpuUsage();
    task();
    const used = process.cpuUsage(before);
    times.push((used.user + used.system) / 1000);
  }
  return times.sort((a, b) => a - b)[2] as number;
}

/** One line for a benchmark's output: the task's time at the start and at the end of the run. */
export function describeMachineSpeed(atStartMs: number, atEndMs: number): string {
  return (
    `machine speed: a fixed task took ${atStartMs.toFixed(0)} ms of CPU at the start and ` +
    `${atEndMs.toFixed(0)} ms at the end (about 40 on this quiet machine; more means a slow period, ` +
    'compare figures only between runs whose task took alike)'
  );
}
