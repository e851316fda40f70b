/**
 * Work a handler starts after its answer is decided, e.g. what a password reset does for a known
 * address: if the answer waited for it, a known address would answer measurably slower than an
 * unknown one and tell who has an account. Failures go to `onError` (a log line), never to the caller.
 * `settled()` lets tests and shutdown wait for what is still running.
 */
export interface Background {
  run(task: () => Promise<unknown>, onError: (error: unknown) => void): void;
  /** Resolves once every task started so far has finished (successfully or not). */
  settled(): Promise<void>;
}

export function createBackground(): Background {
  const running = new Set<Promise<unknown>>();
  return {
    run(task, onError) {
      // Started on a later turn, so the answer is written first.
      const promise = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch(onError)
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
