import { fuzzMutations } from '../../test/fuzz-mutations.ts';

// Half of the mutations (the other half: fuzz-mutations-2.test.ts), so two workers share the work.
fuzzMutations({ part: 0, of: 2 });
