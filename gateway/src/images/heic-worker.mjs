// One HEIC decode in a worker thread of its own (heic.ts starts it, and ends it afterwards).
// libheif compiled to WebAssembly decodes on the thread that calls it, for seconds at 12 megapixels:
// on the gateway's thread that would stall every other request. Plain JavaScript, so that the worker
// starts without tsx's loader, under tsx and under Vitest alike.
import { parentPort } from 'node:worker_threads';
import decode from 'heic-decode';

if (!parentPort) throw new Error('heic-worker.mjs runs as a worker thread only');
const port = parentPort;

port.once('message', async (/** @type {Uint8Array} */ bytes) => {
  try {
    // RGBA, 8 bits a channel, with the file's rotation and mirroring (irot, imir) applied.
    const { width, height, data } = await decode({ buffer: bytes });
    port.postMessage({ width, height, data }, [data.buffer]);
  } catch (error) {
    port.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
