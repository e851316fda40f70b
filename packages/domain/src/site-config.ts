import type { VisitCategory } from './online-visit.ts';

/** What a deployment may change about the brand and its features (spec sections 2 and 9). */
export interface SiteConfig {
  brand: string;
  tagline: string;
  /** Document title of the home page: brand plus tagline. */
  title: string;
  accentColor: string;
  supportEmail: string;
  supportPhone: string;
  features: FeatureFlags;
  /** Where login-only pages send a customer who is already logged in. */
  loggedInRedirect: string;
  /**
   * How soon doctors usually reply, in hours, when the legacy API gives no reply time for the
   * patient's doctor; /messages then says "Our doctors usually reply within …".
   */
  doctorReplyHours: number;
  /**
   * Whether the app watches for a new deployment (GET /build.json) and offers a reload. Off by
   * default: the spec's check is "effectively disabled" (section 1).
   */
  newVersionCheck: boolean;
  /**
   * The visit categories whose questionnaire the legacy API serves in its first generation
   * (save_question, get_next_question, get_previous_question); every other one uses v2. The gateway
   * speaks either and answers the app the same, so this never reaches the app.
   */
  questionnaireV1: readonly VisitCategory[];
}

export interface FeatureFlags {
  onlineVisit: boolean;
  login: boolean;
}

export const TAGLINE = 'Health Clinic For Men';

export const defaultSiteConfig: SiteConfig = {
  brand: 'Helmsman',
  tagline: TAGLINE,
  title: `Helmsman ${TAGLINE}`,
  accentColor: '#FEC256',
  supportEmail: 'support@helmsman.test',
  supportPhone: '(555) 010-0199',
  features: { onlineVisit: true, login: true },
  loggedInRedirect: '/dashboard',
  doctorReplyHours: 48,
  newVersionCheck: false,
  questionnaireV1: [],
};

/** 'Orders | Helmsman': the title bar and document.title of every page. */
export function pageTitle(title: string, brand: string): string {
  return `${title} | ${brand}`;
}
