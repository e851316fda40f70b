import { Worker } from 'node:worker_threads';

/** A decoded HEIC image: RGBA, 8 bits a channel, upright. */
export interface DecodedHeic {
  width: number;
  height: number;
  rgba: Uint8Array;
}

/**
 * Generous: a 12-megapixel phone photo decodes in 1-6 s on this project's 2-core machine
 * (docs/decisions.md); a file that takes this long is treated as undecodable.
 */
const DECODE_TIMEOUT_MS = 60_000;

let queue: Promise<unknown> = Promise.resolve();

/**
 * Decodes an HEVC-coded HEIF (an iPhone's .heic) with libheif compiled to WebAssembly (heic-decode),
 * in a worker thread that is started for the one image and ended after it: the decode takes seconds
 * and would block the gateway's thread, and the worker's WebAssembly memory (a few hundred MB at 12
 * megapixels) is given back at once. One decode at a time, the others wait: on two cores a second one
 * would only halve the speed of both and double the memory.
 */
export function decodeHeic(bytes: Uint8Array, timeoutMs = DECODE_TIMEOUT_MS): Promise<DecodedHeic> {
  const decoded = queue.then(() => decodeInWorker(bytes, timeoutMs));
  queue = decoded.catch(() => undefined);
  return decoded;
}

type WorkerAnswer = { width: number; height: number; data: Uint8ClampedArray } | { error: string };

function decodeInWorker(bytes: Uint8Array, timeoutMs: number): Promise<DecodedHeic> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./heic-worker.mjs', import.meta.url));
    let settled = false;
    // The first of answer, error, exit and timeout settles; the listeners stay, so that a late error
    // event of the ending worker is not an unhandled one.
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // Nothing waits for the worker's end: its result (if any) is already here.
      worker.terminate().catch(() => undefined);
      outcome();
    };
    const timer = setTimeout(
      () => finish(() => reject(new Error(`HEIC decode took over ${timeoutMs} ms`))),
      timeoutMs,
    );
    worker.once('message', (answer: WorkerAnswer) =>
      finish(() =>
        'error' in answer
          ? reject(new Error(`HEIC decode failed: ${answer.error}`))
          : resolve({
              width: answer.width,
              height: answer.height,
              rgba: new Uint8Array(answer.data.buffer, answer.data.byteOffset, answer.data.byteLength),
            }),
      ),
    );
    worker.on('error', (error) => finish(() => reject(error)));
    worker.once('exit', (code) => finish(() => reject(new Error(`HEIC decoder exited (code ${code})`))));
    worker.postMessage(bytes);
  });
}
