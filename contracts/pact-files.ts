import { fileURLToPath } from 'node:url';

/** The participants: the gateway's lapi client consumes the legacy API. */
export const CONSUMER = 'HelmsmanGateway';
export const PROVIDER = 'LegacyApi';

/** Where consumer tests write pacts (git-ignored, cleared before each consumer run). */
export const GENERATED_DIR = fileURLToPath(new URL('./.generated/', import.meta.url));
/** The committed contract: what provider verification replays and backend developers verify against. */
export const PACTS_DIR = fileURLToPath(new URL('./pacts/', import.meta.url));
export const PACT_FILE_NAME = `${CONSUMER}-${PROVIDER}.json`;
