/**
 * How long personal data is kept: the periods the privacy policy promises (the town's
 * `privacy` page, its "How long we keep it" section), enforced by the API's nightly clean-up
 * (docs/rules.md). The page writes them as placeholders filled in from here when it is shown
 * (docs/pages.md#placeholders); a change here is still a change of that promise.
 */

/** Contact messages: two years from receipt (we keep no answer date to count from). */
export const CONTACT_MESSAGE_RETENTION_YEARS = 2;

/** Copies of the e-mails the service sent (the outbox): one year. */
export const SENT_MAIL_RETENTION_YEARS = 1;

/** Consent records: three years after the choice stopped applying. */
export const CONSENT_RECORD_RETENTION_YEARS = 3;

/**
 * How long a consent choice applies when the visitor does not choose again: c15t keeps
 * it in its cookie for 365 days, then the browser asks again.
 */
export const CONSENT_CHOICE_LIFETIME_DAYS = 365;

/**
 * Server logs that hold client addresses: the API logs none, so this binds the proxy in
 * front of it (docs/rules.md); nothing here deletes them.
 */
export const SERVER_LOG_RETENTION_DAYS = 30;

const DAY_MS = 86_400_000;

function yearsBefore(instant: Date, years: number): Date {
  const date = new Date(instant);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date;
}

/** The instants before which each kind of data has outlived its period, at `now`. */
export interface RetentionCutoffs {
  /** Messages received before this are deleted. */
  contactMessagesReceivedBefore: Date;
  /** Outbox mail created before this is deleted. */
  sentMailCreatedBefore: Date;
  /** A consent record replaced by a newer choice of the same visitor before this is deleted. */
  consentReplacedBefore: Date;
  /** A consent record stored before this is deleted: its choice lapsed more than the period ago. */
  consentRecordedBefore: Date;
}

export function retentionCutoffs(now: Date): RetentionCutoffs {
  const consentReplacedBefore = yearsBefore(now, CONSENT_RECORD_RETENTION_YEARS);
  return {
    contactMessagesReceivedBefore: yearsBefore(now, CONTACT_MESSAGE_RETENTION_YEARS),
    sentMailCreatedBefore: yearsBefore(now, SENT_MAIL_RETENTION_YEARS),
    consentReplacedBefore,
    consentRecordedBefore: new Date(consentReplacedBefore.getTime() - CONSENT_CHOICE_LIFETIME_DAYS * DAY_MS),
  };
}
