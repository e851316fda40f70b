import { formatDate } from '@helmsman/domain';
import { demoDateOn } from '@helmsman/lapi-server/demo-data';
import { inject } from 'vitest';

/**
 * A date of lapi-server's demo data, as written there ('YYYY-MM-DD' on its DEMO_DAY), as the run's
 * shops show it: their database was seeded on `demoSeedDay` (global-setup.ts), which moves every date.
 */
export function shownDemoDate(isoOnDemoDay: string): string {
  return formatDate(demoDateOn(inject('demoSeedDay'), isoOnDemoDay));
}
