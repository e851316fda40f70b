import { type VisitCategory, visitStartPath } from '@helmsman/domain';
import { VisitPhoneScreen } from '@helmsman/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useSendPhoneCodeMutation, useVerifyPhoneCodeMutation } from '../gql/visit-hooks.ts';
import { submitForm } from '../graphql/form-result.ts';
import { useSiteConfig } from '../site/use-site-config.ts';
import { VisitCategoryRoute } from './visit-category-route.tsx';

/**
 * /visit/:category/phone, between the account and the questions: the patient's phone (`phoneNo`,
 * required), proved by the code texted to it. Verified, the visit goes back to its start, where the
 * store says the account step is done, so it starts (or resumes) at its question.
 */
export function VisitPhonePage() {
  return <VisitCategoryRoute render={(category) => <Phone category={category} />} />;
}

function Phone({ category }: { category: VisitCategory }) {
  const { brand } = useSiteConfig();
  const [, navigate] = useLocation();
  const [phone, setPhone] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  const sendCode = (phoneNo: string) =>
    submitForm(
      async () => (await useSendPhoneCodeMutation.fetcher({ phoneNo })()).sendPhoneCode,
      'Failed to send the code.',
      (sent) => {
        setPhone(phoneNo);
        setSentTo(sent.sentTo ?? phoneNo);
      },
    );

  return (
    <VisitPhoneScreen
      category={category}
      brand={brand}
      sentTo={sentTo}
      phone={phone}
      onSendCode={sendCode}
      onResend={() => sendCode(phone)}
      onChangePhone={() => setSentTo(null)}
      onVerify={(code) =>
        submitForm(
          async () => (await useVerifyPhoneCodeMutation.fetcher({ code })()).verifyPhoneCode,
          'Failed to verify the code.',
          () => navigate(visitStartPath(category), { replace: true }),
        )
      }
    />
  );
}
