import { demo } from '../src/db/demo-data.ts';
import type { Db } from '../src/db/open.ts';
import { createEmailChangeForTest } from '../src/resources/contact-change.ts';
import { createResetForTest } from '../src/resources/password-reset.ts';
import { defaultServices } from '../src/services.ts';
import type { ProtocolCase } from './commerce-protocol-cases.ts';

function customerOnly(): ProtocolCase {
  return {
    valid: { leads_id: demo.alex.leadsId },
    invalid: [
      { data: { leads_id: 'abc' }, field: 'leads_id must be a number' },
      { data: { leads_id: String(demo.alex.leadsId) }, field: 'leads_id must be a number' },
      { data: { leads_id: 1001.5 }, field: 'leads_id must be an integer' },
      { data: { leads_id: null }, field: 'leads_id must be a number' },
      { data: { leads_id: -1 }, field: 'leads_id must be greater than 0' },
    ],
  };
}

/**
 * The protocol test cases (src/http/protocol.test.ts) of the account & identity calls: sign-up, password
 * reset, profile, addresses, card, SMS code, weight log. Valid inputs succeed as Alex (`arrange` sets up
 * what they need); invalid ones name the field as `<field>: <problem>` (see invalidInputAs).
 */
export function accountProtocolCases(): Record<string, ProtocolCase> {
  const publicToken = defaultServices().publicToken;
  const address = { address: '1 Main St', address2: '', city: 'Austin', state: 'TX', zip: '78701' };
  const leadsIdProblems = customerOnly().invalid;
  const card = {
    ccnum: '4242424242424242',
    ccexp: '12/30',
    cccvv: '123',
    consent: true,
    shipping: 'standard',
    token: publicToken,
  };
  return {
    '/lapi/account/create/': {
      valid: {
        email: 'protocol-signup@helmsman.test',
        first_name: 'Pat',
        last_name: 'Doe',
        password: 'Secret123',
        consent: true,
      },
      invalid: [
        {
          data: { first_name: 'Pat', last_name: 'Doe', password: 'Secret123', consent: true },
          field: 'email: Field required',
        },
        {
          data: { email: 'pat@x.co', first_name: 'Pat', last_name: 'Doe', password: 'abc', consent: true },
          field: 'password: Please enter a password more than 6',
        },
        {
          data: {
            email: 'pat@x.co',
            first_name: 'Pat',
            last_name: 'Doe',
            password: 'Secret123',
            consent: false,
          },
          field: 'consent: Continue your online visit by checking the box above',
        },
        {
          data: { email: 'pat@x.co', first_name: 7, last_name: 'Doe', password: 'Secret123', consent: true },
          field: 'first_name must be a string',
        },
      ],
    },
    '/lapi/account/reset/': {
      valid: { clicks_id: 'click-1', email: demo.sam.email, token: publicToken },
      invalid: [
        { data: { email: demo.sam.email }, field: 'token is required' },
        { data: { email: 'nope', token: publicToken }, field: 'email must be a valid e-mail address' },
        { data: { email: 42, token: publicToken }, field: 'email must be a string' },
      ],
    },
    '/lapi/account/passwordupdate/': {
      valid: { token: 'protocol-reset-token-0000000000000000000', password: 'NewSecret1' },
      arrange: (db: Db) =>
        createResetForTest(db, demo.sam.leadsId, 'protocol-reset-token-0000000000000000000'),
      invalid: [
        { data: { token: 'x', password: '123' }, field: 'password: Please enter a password more than 6' },
        {
          data: { token: 'x', password: '12345678901234567' },
          field: 'password: Please enter a password less than 16',
        },
        { data: { password: 'NewSecret1' }, field: 'token: This password reset link is not valid.' },
      ],
    },
    // The password stays the same: later cases (and the login case) still log in with it.
    '/lapi/account/changepassword/': {
      valid: { leads_id: demo.alex.leadsId, old_password: demo.alex.password, password: demo.alex.password },
      invalid: [
        ...leadsIdProblems.map(({ data, field }) => ({
          data: { ...data, old_password: demo.alex.password, password: 'NewSecret1' },
          field,
        })),
        { data: { password: 'NewSecret1' }, field: 'old_password: Current password is required' },
        {
          data: { old_password: demo.alex.password, password: '123' },
          field: 'password: Please enter a password more than 6',
        },
        {
          data: { old_password: demo.alex.password, password: '12345678901234567' },
          field: 'password: Please enter a password less than 16',
        },
        { data: { old_password: demo.alex.password }, field: 'password: Password is required' },
      ],
    },
    // The phone as on file: nothing changes, so later cases see Alex as before.
    '/lapi/account/change-contact/': {
      valid: { leads_id: demo.alex.leadsId, password: demo.alex.password, phone: '(512) 555-0142' },
      invalid: [
        ...leadsIdProblems.map(({ data, field }) => ({
          data: { ...data, password: demo.alex.password, phone: '(512) 555-0142' },
          field,
        })),
        {
          data: { phone: '(512) 555-0142' },
          field: 'password: Enter your current password to change your e-mail or phone.',
        },
        { data: { password: demo.alex.password, email: 'nope' }, field: 'email: Invalid Email' },
        {
          data: { password: demo.alex.password, phone: '555' },
          field: 'phone: Phone number must be a 10-digit U.S. number',
        },
        { data: { password: demo.alex.password }, field: 'data: Send email, phone or both.' },
      ],
    },
    // Sam "changes" to the address he has: confirmed, nothing moves.
    '/lapi/account/confirm-email/': {
      arrange: (db: Db) =>
        createEmailChangeForTest(
          db,
          demo.sam.leadsId,
          demo.sam.email,
          'protocol-email-change-token-000000000',
        ),
      valid: { token: 'protocol-email-change-token-000000000' },
      invalid: [
        { data: {}, field: 'token: This confirmation link has expired or was already used.' },
        { data: { token: 42 }, field: 'token: This confirmation link has expired or was already used.' },
      ],
    },
    '/lapi/account/basics': customerOnly(),
    '/lapi/account/subscriptions/': customerOnly(),
    '/lapi/account/update/': {
      valid: { leads_id: demo.alex.leadsId, first_name: 'Alex' },
      invalid: [
        ...leadsIdProblems.map(({ data, field }) => ({ data: { ...data, first_name: 'Alex' }, field })),
        { data: { dob: '1/2/1990' }, field: 'dob: Date format must be MM/DD/YYYY.' },
        { data: { dob: '02/30/1990' }, field: 'dob: Invalid date' },
        { data: { email: 'nope' }, field: 'email: Invalid Email' },
        { data: {}, field: 'data: Send at least one of' },
      ],
    },
    '/lapi/account/address/': {
      valid: { ...address, smsallow: 1 },
      invalid: [
        ...leadsIdProblems.map(({ data, field }) => ({ data: { ...data, ...address }, field })),
        { data: { ...address, zip: '7870' }, field: 'zip: Invalid ZIP code format' },
        { data: { ...address, state: 'Texas' }, field: 'state: State must be a two-letter U.S. state code' },
        { data: { ...address, smsallow: true }, field: 'smsallow must be 0 or 1' },
        {
          data: { ...address, billing_address: '2 Side St' },
          field: 'billing_zip: Billing ZIP code is required',
        },
      ],
    },
    '/lapi/account/ccupdate/': {
      valid: card,
      invalid: [
        ...leadsIdProblems.map(({ data, field }) => ({ data: { ...data, ...card }, field })),
        { data: { ...card, ccnum: '42424242424242424' }, field: 'ccnum: Max 16 digits allowed' },
        { data: { ...card, ccexp: '13/30' }, field: 'ccexp: Not a valid expiration date' },
        { data: { ...card, cccvv: '' }, field: 'cccvv: Card security code is Required' },
        {
          data: { ...card, consent: false },
          field: 'consent: Continue your payment by checking the box above',
        },
      ],
    },
    '/lapi/account/smsauth/': {
      valid: { action: 'send' },
      invalid: [
        ...leadsIdProblems.map(({ data, field }) => ({ data: { ...data, action: 'send' }, field })),
        { data: { action: 'shout' }, field: 'action must be one of "send", "verify"' },
        { data: { action: 'verify' }, field: 'code: Enter the 6-digit code.' },
        { data: { action: 'verify', code: '12ab56' }, field: 'code: The code must be 6 digits.' },
      ],
    },
    '/lapi/v2/account/update': {
      valid: { prospect: { first_name: 'Alex' } },
      invalid: [
        ...leadsIdProblems.map(({ data, field }) => ({
          data: { ...data, prospect: { first_name: 'Alex' } },
          field,
        })),
        { data: {}, field: 'prospect is required' },
        {
          data: { prospect: { phone: '555' } },
          field: 'prospect.phone: Phone number must be a 10-digit U.S. number',
        },
      ],
    },
    '/lapi/v2/account/data': customerOnly(),
    '/lapi/v2/account/change-address': {
      valid: { address },
      invalid: [
        ...leadsIdProblems.map(({ data, field }) => ({ data: { ...data, address }, field })),
        { data: { address: { ...address, zip: 'ABCDE' } }, field: 'address.zip: Invalid ZIP code format' },
        { data: {}, field: 'address is required' },
      ],
    },
    '/lapi/v2/account/change-billing-address': {
      valid: { address },
      invalid: [
        ...leadsIdProblems.map(({ data, field }) => ({ data: { ...data, address }, field })),
        { data: { address: { ...address, city: '' } }, field: 'address.city: City is required' },
      ],
    },
    '/lapi/v2/account/measurement': {
      valid: { action: 'list' },
      invalid: [
        ...leadsIdProblems.map(({ data, field }) => ({ data: { ...data, action: 'list' }, field })),
        { data: { action: 'weigh' }, field: 'action' },
        {
          data: { action: 'add', weight_lbs: 20, measured_on: '2026-01-05' },
          field: 'weight_lbs: Weight must be between 50 and 1000 lbs.',
        },
        {
          data: { action: 'add', weight_lbs: 180.25, measured_on: '2026-01-05' },
          field: 'weight_lbs: Weight can have one decimal at most.',
        },
        {
          data: { action: 'add', weight_lbs: 180, measured_on: '2026-02-30' },
          field: 'measured_on: Invalid date',
        },
      ],
    },
  };
}
