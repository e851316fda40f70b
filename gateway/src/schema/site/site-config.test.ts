import { describe, expect, it } from 'vitest';
import { readConfig, siteConfigFrom } from '../../config.ts';

describe('site configuration', () => {
  it('defaults to the Helmsman brand with every feature on', () => {
    const site = siteConfigFrom(readConfig({}));
    expect(site).toMatchObject({
      brand: 'Helmsman',
      title: 'Helmsman Health Clinic For Men',
      tagline: 'Health Clinic For Men',
      accentColor: '#FEC256',
      features: { onlineVisit: true, login: true },
      newVersionCheck: false,
    });
  });

  it('watches for new versions only when SITE_NEW_VERSION_CHECK is true (the spec: effectively disabled)', () => {
    expect(siteConfigFrom(readConfig({ SITE_NEW_VERSION_CHECK: 'true' })).newVersionCheck).toBe(true);
    expect(siteConfigFrom(readConfig({ SITE_NEW_VERSION_CHECK: 'false' })).newVersionCheck).toBe(false);
    expect(() => readConfig({ SITE_NEW_VERSION_CHECK: 'yes' })).toThrow(/SITE_NEW_VERSION_CHECK/);
  });

  it('takes brand, support contact and disabled features from the environment', () => {
    const site = siteConfigFrom(
      readConfig({
        SITE_BRAND: 'Tiller',
        SITE_SUPPORT_EMAIL: 'care@tiller.test',
        FEATURES_DISABLED: 'onlineVisit',
      }),
    );
    expect(site).toMatchObject({
      brand: 'Tiller',
      title: 'Tiller Health Clinic For Men',
      supportEmail: 'care@tiller.test',
      features: { onlineVisit: false, login: true },
    });
  });

  it('refuses an unknown feature name', () => {
    expect(() => readConfig({ FEATURES_DISABLED: 'teleportation' })).toThrow(/FEATURES_DISABLED/);
  });
});
