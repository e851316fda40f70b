import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  defaultSiteConfig,
  type SiteConfig,
  VISIT_CATEGORIES,
  type VisitCategory,
  visitCategoryFromSlug,
  visitCategorySlug,
} from '@helmsman/domain';
import { z } from 'zod';

/** lapi-server's default public product token (LAPI_PUBLIC_TOKEN unset), so both ends agree locally. */
export const DEFAULT_LAPI_PUBLIC_TOKEN = 'pk_helmsman_local';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A comma-separated variable (`a, b`) as a list of items, each checked by `item`; empty when unset. */
function commaList<T extends z.ZodType<unknown, string>>(item: T) {
  return z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));
}

const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  DATABASE_URL: z.string().url().optional(),
  LAPI_URL: z.string().url().optional(),
  /** The public product token some legacy calls carry (spec section 3); the embedded lapi reads the same variable. */
  LAPI_PUBLIC_TOKEN: z.string().min(1).default(DEFAULT_LAPI_PUBLIC_TOKEN),
  APP_DIR: z.string().default(path.join(repoRoot, 'app/dist')),
  /**
   * The session cookie's Secure flag (and then its `__Host-` prefix). Default: true with
   * NODE_ENV=production, false otherwise (the demo on http://localhost).
   */
  COOKIE_SECURE: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  /**
   * Other origins whose pages may call /graphql with the customer's cookie, comma-separated exact
   * origins (`https://admin.example.com`). None by default.
   */
  CORS_ORIGINS: commaList(
    z
      .string()
      .url()
      .refine((origin) => URL.canParse(origin) && new URL(origin).origin === origin, {
        message: 'an origin is scheme://host[:port], without a path or a trailing slash',
      }),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `production` fails closed (productionProblems); `development` adds GraphiQL and introspection. */
  NODE_ENV: z.string().optional(),
  SITE_BRAND: z.string().min(1).optional(),
  SITE_SUPPORT_EMAIL: z.string().email().optional(),
  SITE_SUPPORT_PHONE: z.string().min(1).optional(),
  /** Hours doctors usually take to reply, shown when the legacy API gives none for the doctor. */
  SITE_DOCTOR_REPLY_HOURS: z.coerce.number().int().positive().optional(),
  /** `true`: the app polls /build.json and offers a reload when a new version is deployed. Off by default. */
  SITE_NEW_VERSION_CHECK: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * Comma-separated visit categories (their slugs: `ed`, `sleep`, `hair`, `sky-glp`) whose legacy API
   * serves the questionnaire's first generation (v1); the others use v2, the default for all.
   */
  SITE_QUESTIONNAIRE_V1: commaList(
    z
      .string()
      .refine((slug) => visitCategoryFromSlug(slug) !== null, {
        message: `a visit category: ${VISIT_CATEGORIES.map(visitCategorySlug).join(', ')}`,
      })
      .transform((slug) => visitCategoryFromSlug(slug) as VisitCategory),
  ),
  /** Comma-separated features to switch off, e.g. `onlineVisit` or `onlineVisit,login`. */
  FEATURES_DISABLED: commaList(z.enum(['onlineVisit', 'login'])),
  /**
   * Rate limits (issue 11): the proxies, load balancers or CDN nodes in front of the gateway, as IPs or
   * CIDR ranges, comma-separated (`10.0.0.0/8, 2001:db8::1`). Only a request from one of them has its
   * client taken from X-Forwarded-For; none by default (the socket's peer is the client). The counts
   * live in Postgres when DATABASE_URL is set, so every gateway on it shares them.
   */
  TRUSTED_PROXIES: commaList(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()])),
});

export type GatewayConfig = Omit<z.infer<typeof environment>, 'COOKIE_SECURE'> & {
  COOKIE_SECURE: boolean;
  /** NODE_ENV=production: a real legacy API, a Secure cookie, no demo data, no test payments. */
  production: boolean;
  /** No LAPI_URL outside production: the embedded legacy API with demo accounts and test payments. */
  demo: boolean;
};

/**
 * What a production gateway refuses to start without. Each would otherwise fail open: the embedded
 * legacy API seeds demo accounts whose passwords the README prints and takes payments through the test
 * processor; a cookie without Secure travels over plain HTTP; the demo's product token is public.
 */
function productionProblems(env: z.infer<typeof environment>, rawEnv: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (!env.LAPI_URL) {
    problems.push(
      'LAPI_URL: required with NODE_ENV=production. Without it the shop would start the embedded legacy API, with demo accounts and test payments.',
    );
  }
  if (env.COOKIE_SECURE === false) {
    problems.push(
      'COOKIE_SECURE: must be true with NODE_ENV=production (its default there): the session cookie never travels over plain HTTP.',
    );
  }
  if (!rawEnv.LAPI_PUBLIC_TOKEN || env.LAPI_PUBLIC_TOKEN === DEFAULT_LAPI_PUBLIC_TOKEN) {
    problems.push(
      "LAPI_PUBLIC_TOKEN: required with NODE_ENV=production: your legacy API's product token for payment calls (ccupdate); the default is the demo's.",
    );
  }
  return problems;
}

/** The site configuration the app reads (Query.siteConfig), from the defaults and the environment. */
export function siteConfigFrom(config: GatewayConfig): SiteConfig {
  const brand = config.SITE_BRAND ?? defaultSiteConfig.brand;
  return {
    ...defaultSiteConfig,
    brand,
    title: `${brand} ${defaultSiteConfig.tagline}`,
    supportEmail: config.SITE_SUPPORT_EMAIL ?? defaultSiteConfig.supportEmail,
    supportPhone: config.SITE_SUPPORT_PHONE ?? defaultSiteConfig.supportPhone,
    doctorReplyHours: config.SITE_DOCTOR_REPLY_HOURS ?? defaultSiteConfig.doctorReplyHours,
    newVersionCheck: config.SITE_NEW_VERSION_CHECK,
    questionnaireV1: [...new Set(config.SITE_QUESTIONNAIRE_V1)],
    features: {
      onlineVisit: !config.FEATURES_DISABLED.includes('onlineVisit'),
      login: !config.FEATURES_DISABLED.includes('login'),
    },
  };
}

/** Reads the environment once, failing fast with every problem listed. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = environment.safeParse(set);
  if (!parsed.success) {
    throw new Error(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  }
  const production = parsed.data.NODE_ENV === 'production';
  if (production) {
    const problems = productionProblems(parsed.data, set);
    if (problems.length > 0) {
      throw new Error(`Invalid configuration for production:\n${problems.map((p) => `✖ ${p}`).join('\n')}`);
    }
  }
  return {
    ...parsed.data,
    COOKIE_SECURE: parsed.data.COOKIE_SECURE ?? production,
    production,
    demo: !production && !parsed.data.LAPI_URL,
    DATA_DIR: path.resolve(parsed.data.DATA_DIR),
    APP_DIR: path.resolve(parsed.data.APP_DIR),
  };
}
