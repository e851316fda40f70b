import { createHash } from 'node:crypto';
import { demo } from '../src/db/demo-data.ts';
import type { Db } from '../src/db/open.ts';
import { uploads } from '../src/db/schema/index.ts';
import { DEFAULT_PUBLIC_TOKEN } from '../src/services.ts';
import { imageFile, tinyPng } from './images.ts';

/**
 * The protocol test cases (src/http/protocol.test.ts) of the messaging, leads and upload calls. Valid
 * calls run as Alex on one database, in route order: each one stands on the seed or arranges its own.
 */
export interface MessagingProtocolCase {
  readonly valid: object;
  readonly invalid: { data: object; field: string }[];
  readonly arrange?: (db: Db) => Promise<void>;
  /** Multipart file fields the valid call sends along (upload_image). */
  readonly files?: () => Record<string, File>;
}

const alex = demo.alex.leadsId;

const leadsIdProblems = [
  { data: { leads_id: 'abc' }, field: 'leads_id must be a number' },
  { data: { leads_id: 1001.5 }, field: 'leads_id must be an integer' },
  { data: { leads_id: -1 }, field: 'leads_id must be greater than 0' },
];

/** An upload of Alex's with a known id, for the read-back call. */
const ALEX_UPLOAD_ID = 69_001;

async function alexHasAnUpload(db: Db): Promise<void> {
  await db
    .insert(uploads)
    .values({
      id: ALEX_UPLOAD_ID,
      leadId: alex,
      purpose: 'message',
      contentType: 'image/png',
      sizeBytes: tinyPng.length,
      sha256: createHash('sha256').update(tinyPng).digest('hex'),
      bytes: tinyPng,
    })
    .onConflictDoNothing();
}

export const messagingProtocolCases: Record<string, MessagingProtocolCase> = {
  '/lapi/messaging/getall/': {
    valid: { leads_id: alex },
    invalid: [...leadsIdProblems, { data: { mark_read: 'yes' }, field: 'mark_read must be true or false' }],
  },
  '/lapi/messaging/getrecent/': {
    valid: { leads_id: alex, limit: 5 },
    invalid: [
      ...leadsIdProblems,
      { data: { limit: '3' }, field: 'limit must be a number' },
      { data: { limit: 0 }, field: 'limit must be at least 1' },
      { data: { limit: 21 }, field: 'limit must be at most 20' },
    ],
  },
  '/lapi/messaging/send/': {
    valid: { leads_id: alex, body: 'A question from the protocol test.' },
    invalid: [
      { data: {}, field: 'body is required' },
      { data: { body: '' }, field: 'body must not be empty' },
      { data: { body: 42 }, field: 'body must be a string' },
      { data: { body: 'x'.repeat(2001) }, field: 'body must have at most 2000 characters' },
      { data: { body: 'Hi', attachment_id: '60001' }, field: 'attachment_id must be a number' },
      { data: { leads_id: 'abc', body: 'Hi' }, field: 'leads_id must be a number' },
    ],
  },
  '/lapi/survey/': {
    valid: { survey: 'satisfaction', answers: { overall: 5, recommend: 10 } },
    invalid: [
      { data: { answers: {} }, field: 'survey must be one of "satisfaction", "online_visit"' },
      { data: { survey: 'satisfaction' }, field: 'answers is required' },
      {
        data: { survey: 'satisfaction', answers: { overall: 9, recommend: 1 } },
        field: 'answers.overall must be at most 5',
      },
      {
        data: { survey: 'satisfaction', answers: { overall: 'great', recommend: 1 } },
        field: 'answers.overall must be a number',
      },
    ],
  },
  '/lapi/feedback/': {
    valid: { rating: 5, comment: 'Quick answers.', context: 'messages' },
    invalid: [
      { data: {}, field: 'rating is required' },
      { data: { rating: 0 }, field: 'rating must be at least 1' },
      { data: { rating: '5' }, field: 'rating must be a number' },
      { data: { rating: 5, comment: 5 }, field: 'comment must be a string' },
      { data: { leads_id: 'abc', rating: 5 }, field: 'leads_id must be a number' },
    ],
  },
  '/lapi/click/create/': {
    valid: { token: DEFAULT_PUBLIC_TOKEN, a: 'helmsman', url: 'https://helmsman.example/' },
    invalid: [
      { data: {}, field: 'token is required' },
      { data: { token: 5 }, field: 'token must be a string' },
      {
        data: { token: DEFAULT_PUBLIC_TOKEN, ip_address: 'nowhere' },
        field: 'ip_address must be an IPv4 or IPv6 address',
      },
      { data: { token: DEFAULT_PUBLIC_TOKEN, gclid: 42 }, field: 'gclid must be a string' },
    ],
  },
  '/lapi/click/statesallowed/': {
    valid: { category: 'ed' },
    invalid: [
      { data: {}, field: 'category is required' },
      { data: { category: 5 }, field: 'category must be a string' },
      { data: { category: '' }, field: 'category must not be empty' },
    ],
  },
  '/lapi/click/statewaitlist/': {
    valid: { category: 'SKY GLP', state: 'MT', email: 'pat@example.com' },
    invalid: [
      { data: {}, field: 'category is required' },
      {
        data: { category: 'ed', state: 'XX', email: 'pat@example.com' },
        field: 'state must be a US state code',
      },
      { data: { category: 'ed', state: 'MT', email: 'pat' }, field: 'email must be an e-mail address' },
    ],
  },
  '/lapi/leads/patientdata': { valid: { leads_id: alex }, invalid: leadsIdProblems },
  '/lapi/doctor': { valid: { leads_id: alex }, invalid: leadsIdProblems },
  '/lapi/upload_image/': {
    valid: { leads_id: alex, purpose: 'message' },
    files: () => ({ fileToUpload: imageFile(tinyPng) }),
    invalid: [
      ...leadsIdProblems,
      { data: { purpose: 'selfie' }, field: 'purpose must be one of "message", "visit"' },
    ],
  },
  '/lapi/upload_image/get/': {
    valid: { leads_id: alex, upload_id: ALEX_UPLOAD_ID },
    arrange: alexHasAnUpload,
    invalid: [
      { data: {}, field: 'upload_id is required' },
      { data: { upload_id: '69001' }, field: 'upload_id must be a number' },
      { data: { upload_id: 0 }, field: 'upload_id must be greater than 0' },
    ],
  },
};
