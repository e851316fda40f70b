// How long an uploaded HEIC takes to become a JPEG (gateway/src/images): for each file, the decode in
// its worker thread (start included) and the whole re-encoding (decode + sharp's JPEG), the median of
// --runs N (default 5), and the longest stall of this thread's event loop meanwhile (the decode must
// not block the gateway's requests).
//   pnpm exec tsx scripts/bench-heic.ts [file.heic ...]
// Without files: the 12-megapixel fixture (18 KB, a smooth scene). A file the size of a phone's
// (4032×3024, about 3.4 MB) is made with
//   pnpm exec tsx gateway/test/fixtures/make-heic-fixtures.ts --phone-like /tmp/phone-like.heic
// (needs heif-enc: Debian's libheif-examples). Asserts nothing.
import { readFile } from 'node:fs/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { decodeHeic } from '../gateway/src/images/heic.ts';
import { reencodeImage } from '../gateway/src/images/reencode.ts';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt === -1 ? 5 : Number(args[runsAt + 1]);
const files = args.filter((arg, i) => !arg.startsWith('--') && (runsAt === -1 || i !== runsAt + 1));
if (files.length === 0)
  files.push(fileURLToPath(new URL('../gateway/test/fixtures/phone-photo-12mp.heic', import.meta.url)));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

for (const file of files) {
  const bytes = new Uint8Array(await readFile(file));
  const decodes: number[] = [];
  const reencodes: number[] = [];
  const stalls = monitorEventLoopDelay({ resolution: 10 });
  stalls.enable();
  let size = '';
  for (let run = 0; run < runs; run += 1) {
    let started = performance.now();
    const decoded = await decodeHeic(bytes);
    decodes.push(performance.now() - started);
    size = `${decoded.width}×${decoded.height}`;
    started = performance.now();
    const result = await reencodeImage(bytes);
    reencodes.push(performance.now() - started);
    if (result.kind !== 'image') throw new Error(`${file} was not re-encoded`);
  }
  stalls.disable();
  console.log(
    `${file}: ${(bytes.length / 1024).toFixed(0)} KB, ${size}; ${runs} runs, median decode ${median(decodes).toFixed(0)} ms, ` +
      `median HEIC→JPEG ${median(reencodes).toFixed(0)} ms (min ${Math.min(...reencodes).toFixed(0)}), ` +
      `longest event-loop stall ${(stalls.max / 1e6).toFixed(0)} ms`,
  );
}
