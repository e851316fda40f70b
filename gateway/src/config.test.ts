import { describe, expect, it } from 'vitest';
import { readConfig, siteConfigFrom } from './config.ts';

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

  it('picks the questionnaire generation per category: v1 for the slugs listed, v2 for the rest', () => {
    expect(siteConfigFrom(readConfig({})).questionnaireV1).toEqual([]);
    expect(
      siteConfigFrom(readConfig({ SITE_QUESTIONNAIRE_V1: 'hair, sky-glp,hair' })).questionnaireV1,
    ).toEqual(['hair', 'SKY GLP']);
    expect(() => readConfig({ SITE_QUESTIONNAIRE_V1: 'ed,weight' })).toThrow(/SITE_QUESTIONNAIRE_V1/);
  });
});
