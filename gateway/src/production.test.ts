import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LAPI_PUBLIC_TOKEN, readConfig } from './config.ts';

const gatewayDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(gatewayDir, '..');

const PRODUCTION = {
  NODE_ENV: 'production',
  LAPI_URL: 'https://lapi.clinic.example',
  LAPI_PUBLIC_TOKEN: 'pk_live_clinic',
};

describe('production fails closed', () => {
  it('refuses to start without a legacy API, a Secure cookie and a real product token, naming each', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(
      /LAPI_URL: required[\s\S]*LAPI_PUBLIC_TOKEN: required/,
    );
    expect(() => readConfig({ ...PRODUCTION, COOKIE_SECURE: 'false' })).toThrow(
      /COOKIE_SECURE: must be true/,
    );
    expect(() => readConfig({ ...PRODUCTION, LAPI_URL: '' })).toThrow(/LAPI_URL: required/);
    expect(() => readConfig({ ...PRODUCTION, LAPI_PUBLIC_TOKEN: DEFAULT_LAPI_PUBLIC_TOKEN })).toThrow(
      /LAPI_PUBLIC_TOKEN: required/,
    );
  });

  it('with all of them: a Secure cookie by default, and no demo', () => {
    const config = readConfig(PRODUCTION);
    expect(config).toMatchObject({ production: true, demo: false, COOKIE_SECURE: true });
  });

  it('outside production without LAPI_URL is the demo (embedded legacy API, plain cookie on localhost)', () => {
    expect(readConfig({})).toMatchObject({ production: false, demo: true, COOKIE_SECURE: false });
    expect(readConfig({ NODE_ENV: 'test', LAPI_URL: 'http://127.0.0.1:8081' })).toMatchObject({
      demo: false,
    });
  });

  it('the shop process exits with the problems, not a stack trace, and starts nothing', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production', LAPI_URL: '', PORT: '0', DATA_DIR: '/nonexistent' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration for production');
    expect(result.stderr).toContain('LAPI_URL: required');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout).not.toContain('embedded legacy API started');
  }, 30_000);

  it('the reference legacy API refuses NODE_ENV=production: it seeds demo data and has only test payments', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'packages/lapi-server/src/main.ts'], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production', PORT: '0', DATA_DIR: '/nonexistent' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('does not start with NODE_ENV=production');
  }, 30_000);
});

describe('lapi-server is no runtime dependency of the gateway', () => {
  it('is a development dependency only', () => {
    const manifest = JSON.parse(readFileSync(path.join(gatewayDir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies)).not.toContain('@helmsman/lapi-server');
    expect(Object.keys(manifest.devDependencies)).toContain('@helmsman/lapi-server');
  });

  it('is imported by no gateway module but the demo worker (dynamically, when the demo starts it)', () => {
    const sources = readdirSync(path.join(gatewayDir, 'src'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    const importers = sources.filter((file) =>
      /from\s+['"]@helmsman\/lapi-server|import\(\s*['"]@helmsman\/lapi-server/.test(
        readFileSync(path.join(gatewayDir, 'src', file), 'utf8'),
      ),
    );
    expect(importers).toEqual(['embedded-lapi-worker.ts']);
    expect(readFileSync(path.join(gatewayDir, 'src/embedded-lapi-worker.ts'), 'utf8')).not.toMatch(
      /from\s+['"]@helmsman\/lapi-server/,
    );
  });
});
