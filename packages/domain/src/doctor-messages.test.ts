import { describe, expect, it } from 'vitest';
import {
  attachmentProblem,
  doctorShortName,
  MESSAGE_ATTACHMENT_ACCEPT,
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_MAX_LENGTH,
  messageDay,
  messageDayLabel,
  messageReadTime,
  messageTexts,
  messageTime,
  replyExpectationText,
  replyWindowText,
  VISIT_PHOTO_ACCEPT,
  VISIT_PHOTO_MAX_BYTES,
  visitPhotoRules,
  visitPhotoTexts,
} from './doctor-messages.ts';
import { messageSchema } from './doctor-messages-schemas.ts';
import { validateWith } from './schemas.ts';

describe('message schema', () => {
  const validate = validateWith(messageSchema);

  it('requires a body that is more than white space', () => {
    expect(validate({})).toEqual({ body: messageTexts.bodyRequired });
    expect(validate({ body: ' \n\t ' })).toEqual({ body: messageTexts.bodyRequired });
    expect(validate({ body: 'Hello' })).toBeUndefined();
  });

  it('allows exactly the legacy limit of 2000 characters, counted after trimming', () => {
    expect(validate({ body: 'a'.repeat(MESSAGE_MAX_LENGTH) })).toBeUndefined();
    expect(validate({ body: `  ${'a'.repeat(MESSAGE_MAX_LENGTH)}  ` })).toBeUndefined();
    expect(validate({ body: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) })).toEqual({
      body: 'Messages can be at most 2,000 characters.',
    });
  });
});

describe('attachmentProblem', () => {
  const png = { name: 'rash.png', type: 'image/png', size: 1200 };

  it('accepts JPEG, PNG, WebP and HEIC photos up to 10 MB', () => {
    expect(attachmentProblem(png)).toBeNull();
    expect(
      attachmentProblem({ name: 'a.jpg', type: 'image/jpeg', size: MESSAGE_ATTACHMENT_MAX_BYTES }),
    ).toBeNull();
    expect(attachmentProblem({ name: 'a.webp', type: 'image/webp', size: 10 })).toBeNull();
    expect(attachmentProblem({ name: 'a.heic', type: 'image/heic', size: 10 })).toBeNull();
  });

  it('accepts a HEIC file the system gave no type, by its extension', () => {
    expect(attachmentProblem({ name: 'IMG_0042.HEIC', type: '', size: 10 })).toBeNull();
    expect(
      attachmentProblem({ name: 'IMG_0042.heic', type: 'application/octet-stream', size: 10 }),
    ).toBeNull();
  });

  it('refuses other types with a message naming the accepted ones', () => {
    expect(attachmentProblem({ name: 'notes.pdf', type: 'application/pdf', size: 10 })).toEqual({
      kind: 'type',
      message: 'Photos must be JPEG, PNG, WebP or HEIC images.',
    });
    expect(attachmentProblem({ name: 'anim.gif', type: 'image/gif', size: 10 })?.kind).toBe('type');
    // A declared type wins over a misleading extension.
    expect(attachmentProblem({ name: 'fake.png', type: 'text/plain', size: 10 })?.kind).toBe('type');
    expect(attachmentProblem({ name: 'noextension', type: '', size: 10 })?.kind).toBe('type');
  });

  it('refuses empty and oversized files', () => {
    expect(attachmentProblem({ ...png, size: 0 })).toEqual({
      kind: 'empty',
      message: messageTexts.attachmentEmpty,
    });
    expect(attachmentProblem({ ...png, size: MESSAGE_ATTACHMENT_MAX_BYTES + 1 })).toEqual({
      kind: 'tooLarge',
      message: 'Photos can be at most 10 MB.',
    });
  });

  it('offers the picker the same types and extensions', () => {
    for (const accepted of ['image/jpeg', 'image/png', 'image/webp', 'image/heic', '.heic']) {
      expect(MESSAGE_ATTACHMENT_ACCEPT.split(',')).toContain(accepted);
    }
  });
});

describe("attachmentProblem under the visit's photo rules", () => {
  const check = (name: string, type: string, size = 10) =>
    attachmentProblem({ name, type, size }, visitPhotoRules);

  it('accepts JPEG, PNG and HEIC (also untyped, by extension) up to 10 MB', () => {
    expect(check('me.jpg', 'image/jpeg', VISIT_PHOTO_MAX_BYTES)).toBeNull();
    expect(check('id.png', 'image/png')).toBeNull();
    expect(check('IMG_0001.HEIC', '')).toBeNull();
    expect(VISIT_PHOTO_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['image/jpeg', 'image/png', '.heic']),
    );
  });

  it("refuses WebP and other types, empty and oversized files with the visit's own words", () => {
    expect(check('me.webp', 'image/webp')).toEqual({ kind: 'type', message: visitPhotoTexts.type });
    expect(check('scan.pdf', 'application/pdf')?.message).toBe(
      'Your photo must be a JPEG, PNG or HEIC image.',
    );
    expect(check('me.png', 'image/png', 0)).toEqual({ kind: 'empty', message: visitPhotoTexts.empty });
    expect(check('me.png', 'image/png', VISIT_PHOTO_MAX_BYTES + 1)).toEqual({
      kind: 'tooLarge',
      message: 'Your photo can be at most 10 MB.',
    });
  });
});

describe('reply expectation', () => {
  it('names the doctor by title and last name', () => {
    expect(doctorShortName('Dr. Maya Lindqvist, MD')).toBe('Dr. Lindqvist');
    expect(doctorShortName('Maya van Lindqvist')).toBe('Dr. Lindqvist');
    expect(doctorShortName('')).toBe('Your doctor');
  });

  it('speaks in business days for whole days and in hours otherwise', () => {
    expect(replyWindowText(24)).toBe('1 business day');
    expect(replyWindowText(48)).toBe('2 business days');
    expect(replyWindowText(1)).toBe('1 hour');
    expect(replyWindowText(4)).toBe('4 hours');
    expect(replyWindowText(36)).toBe('36 hours');
  });

  it("says the doctor's own reply time in the doctor's name", () => {
    expect(replyExpectationText({ hours: 24, source: 'doctor' }, 'Dr. Maya Lindqvist, MD')).toBe(
      'Dr. Lindqvist usually replies within 1 business day',
    );
  });

  it("does not put the site's default in the doctor's mouth", () => {
    expect(replyExpectationText({ hours: 48, source: 'site' }, 'Dr. Maya Lindqvist, MD')).toBe(
      'Our doctors usually reply within 2 business days',
    );
    expect(replyExpectationText({ hours: 24, source: 'doctor' }, null)).toBe(
      'Our doctors usually reply within 1 business day',
    );
  });
});

describe('times in the thread', () => {
  const now = new Date('2026-10-07T15:00:00Z');

  it('labels days relative to today in the reader’s time zone', () => {
    expect(messageDayLabel('2026-10-07T09:00:00Z', now, 'UTC')).toBe('Today');
    expect(messageDayLabel('2026-10-06T11:30:00Z', now, 'UTC')).toBe('Yesterday');
    expect(messageDayLabel('2026-10-05T14:02:00Z', now, 'UTC')).toBe('Monday, October 5');
    expect(messageDayLabel('2025-12-31T10:00:00Z', now, 'UTC')).toBe('Wednesday, December 31, 2025');
  });

  it('groups by the local calendar day, not the UTC one', () => {
    // 02:30 UTC on the 7th is still the 6th in Chicago.
    expect(messageDay('2026-10-07T02:30:00Z', 'America/Chicago')).toBe('2026-10-06');
    expect(messageDay('2026-10-07T02:30:00Z', 'UTC')).toBe('2026-10-07');
    expect(messageDayLabel('2026-10-07T02:30:00Z', now, 'America/Chicago')).toBe('Yesterday');
  });

  it('formats the time of a message and of a read receipt', () => {
    expect(messageTime('2026-10-05T16:40:00Z', 'UTC')).toBe('4:40 PM');
    expect(messageReadTime('2026-10-05T16:50:00Z', 'UTC')).toBe('Oct 5, 4:50 PM');
  });
});
