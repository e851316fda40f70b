import { fuzzMutations } from '../../test/fuzz-mutations.ts';

// A sixth of the mutations (fuzz-mutations-1 to -6): files of under a minute, which the workers can
// share out evenly; two halves made a long tail where one worker fuzzed alone.
fuzzMutations({ part: 4, of: 6 });
