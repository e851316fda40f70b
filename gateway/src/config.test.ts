import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('gateway configuration', () => {
  it('reads comma-separated lists, trimmed, empty when unset', () => {
    expect(readConfig({}).CORS_ORIGINS).toEqual([]);
    expect(readConfig({}).FEATURES_DISABLED).toEqual([]);
    const config = readConfig({
      CORS_ORIGINS: 'https://admin.helmsman.test, http://localhost:5173',
      FEATURES_DISABLED: 'onlineVisit ,login',
    });
    expect(config.CORS_ORIGINS).toEqual(['https://admin.helmsman.test', 'http://localhost:5173']);
    expect(config.FEATURES_DISABLED).toEqual(['onlineVisit', 'login']);
  });

  it.each(['https://admin.helmsman.test/', 'https://admin.helmsman.test/app', '*', 'admin.helmsman.test'])(
    'refuses %s as a CORS origin: only exact origins',
    (origin) => {
      expect(() => readConfig({ CORS_ORIGINS: origin })).toThrow(/CORS_ORIGINS/);
    },
  );
});
