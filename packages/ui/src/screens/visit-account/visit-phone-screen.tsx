import { defaultSiteConfig, type VisitCategory } from '@helmsman/domain';
import { useId, useState } from 'react';
import { css } from '#styled-system/css';
import { link } from '#styled-system/recipes';
import { Button } from '../../components/button/index.ts';
import { InlineMessage } from '../../components/inline-message/index.ts';
import {
  SchemaForm,
  SubmitButton,
  type SubmitResult,
  TextField,
  toSubmissionErrors,
} from '../../forms/index.ts';
import { FocusCard, FocusHeading, FocusLead, FocusPage } from '../../layouts/focus-page/index.ts';
import { VisitEyebrow } from '../visit-question/visit-eyebrow.tsx';

export interface VisitPhoneScreenProps {
  category: VisitCategory;
  /**
   * Where the code went, masked ('(•••) •••-0142'), once one was sent: the screen asks for the code.
   * null: it asks for the phone number.
   */
  sentTo: string | null;
  /** The number to start from (the one on file, or the one typed before 'Use another number'). */
  phone?: string;
  /** Saves `phoneNo` and texts a code to it; `fieldErrors.phone` for a number refused. */
  onSendCode: (phoneNo: string) => Promise<SubmitResult>;
  /** Checks the code; the legacy API's message ('The code is incorrect or has expired.') on a refusal. */
  onVerify: (code: string) => Promise<SubmitResult>;
  /** Texts a new code to the same number. */
  onResend: () => Promise<SubmitResult>;
  /** Back to the phone number, to type another. */
  onChangePhone: () => void;
  brand?: string;
}

export const PHONE_REQUIRED = 'Phone number is required';
const CODE_REQUIRED = 'Enter the 6-digit code from the text message.';

interface PhoneValues {
  phone?: string;
}
interface CodeValues {
  code?: string;
}

/**
 * /visit/:category/phone, between the account and the questions: the doctor may need to call, so the
 * visit asks for the patient's phone and proves it with a code texted to it (/account/smsauth/).
 */
export function VisitPhoneScreen({
  category,
  brand = defaultSiteConfig.brand,
  ...props
}: VisitPhoneScreenProps) {
  return (
    <FocusPage brand={brand} align="start" mainId="main">
      <FocusCard variant="flow">
        <VisitEyebrow category={category} />
        {props.sentTo === null ? <PhoneStep {...props} /> : <CodeStep {...props} sentTo={props.sentTo} />}
      </FocusCard>
    </FocusPage>
  );
}

function PhoneStep({ phone, onSendCode }: Pick<VisitPhoneScreenProps, 'phone' | 'onSendCode'>) {
  const headingId = useId();
  return (
    <>
      <FocusHeading id={headingId}>Your phone number</FocusHeading>
      <FocusLead>
        Your doctor may need to reach you about your treatment. We'll text you a code to make sure the number
        is yours.
      </FocusLead>
      <SchemaForm<PhoneValues>
        aria-labelledby={headingId}
        className={styles.form}
        initialValues={{ phone: phone ?? '' }}
        validate={async ({ phone: typed }) => (typed?.trim() ? undefined : { phone: PHONE_REQUIRED })}
        onSubmit={async ({ phone: typed }) => toSubmissionErrors(await onSendCode((typed ?? '').trim()))}
      >
        <TextField
          name="phone"
          label="Mobile phone"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          helperText="A U.S. number: 10 digits."
        />
        <SubmitButton size="lg" loadingText="Sending the code…">
          Text me a code
        </SubmitButton>
      </SchemaForm>
    </>
  );
}

type ResendNotice = { status: 'success' | 'error'; text: string } | null;

function CodeStep({
  sentTo,
  onVerify,
  onResend,
  onChangePhone,
}: Pick<VisitPhoneScreenProps, 'onVerify' | 'onResend' | 'onChangePhone'> & { sentTo: string }) {
  const headingId = useId();
  const [notice, setNotice] = useState<ResendNotice>(null);
  const [resending, setResending] = useState(false);
  const resend = async () => {
    setResending(true);
    setNotice(null);
    try {
      const result = await onResend();
      setNotice(
        result
          ? { status: 'error', text: result.formError ?? Object.values(result.fieldErrors ?? {})[0] ?? '' }
          : { status: 'success', text: `We sent a new code to ${sentTo}. Only the newest code works.` },
      );
    } finally {
      setResending(false);
    }
  };
  return (
    <>
      <FocusHeading id={headingId}>Enter the code</FocusHeading>
      <FocusLead>
        We texted a 6-digit code to {sentTo}. It works for 10 minutes.{' '}
        <button type="button" className={link()} onClick={onChangePhone}>
          Use another number
        </button>
      </FocusLead>
      <SchemaForm<CodeValues>
        aria-labelledby={headingId}
        className={styles.form}
        validate={async ({ code }) => (code?.trim() ? undefined : { code: CODE_REQUIRED })}
        onSubmit={async ({ code }) => toSubmissionErrors(await onVerify((code ?? '').trim()))}
      >
        <TextField
          name="code"
          label="Verification code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
        />
        <div className={styles.actions}>
          <SubmitButton size="lg" loadingText="Checking…">
            Verify
          </SubmitButton>
          <Button type="button" variant="outline" size="lg" loading={resending} onClick={() => void resend()}>
            Send a new code
          </Button>
        </div>
      </SchemaForm>
      {notice ? (
        <InlineMessage status={notice.status} className={styles.notice}>
          {notice.text}
        </InlineMessage>
      ) : null}
    </>
  );
}

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'stretch', mt: '6' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '3' }),
  notice: css({ mt: '4' }),
};
