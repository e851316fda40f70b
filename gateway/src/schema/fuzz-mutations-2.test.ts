import { fuzzMutations } from '../../test/fuzz-mutations.ts';

// Half of the mutations (the other half: fuzz-mutations-1.test.ts), so two workers share the work.
fuzzMutations({ part: 1, of: 2 });
