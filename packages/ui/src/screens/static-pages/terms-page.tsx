import { telHref } from '../../lib/tel-href.ts';
import { type DocumentSection, legalPage } from './legal-document.tsx';

/** The sections of the terms of use and sale, for a brand and its support contacts. */
export function termsSections(brand: string, email: string, phone: string): DocumentSection[] {
  return [
    {
      id: 'agreement',
      title: 'Agreeing to these terms',
      body: (
        <p>
          These terms apply when you use the {brand} website, create an account or buy from us. By doing so
          you agree to them, to our <a href="/privacy">Privacy Notice</a> and, for online visits, to the{' '}
          <a href="/consent-to-telehealth">Consent to Telehealth</a>. If you do not agree, please don't use
          the site.
        </p>
      ),
    },
    {
      id: 'who-provides-what',
      title: 'Who provides what',
      body: (
        <p>
          {brand} runs the online store and the technology you use for your visits. {brand} does not practice
          medicine. Medical care is provided by independent, U.S.-licensed healthcare providers ("providers")
          who use their own professional judgment, and prescriptions are filled by licensed pharmacies.
        </p>
      ),
    },
    {
      id: 'account',
      title: 'Your account',
      body: (
        <ul>
          <li>You must be at least 18 years old to create an account or buy from us.</li>
          <li>The information you give us must be true, complete and kept up to date.</li>
          <li>Keep your password to yourself. You are responsible for what happens under your account.</li>
          <li>One account per person: an account, its prescriptions and its products are for you alone.</li>
        </ul>
      ),
    },
    {
      id: 'prescriptions',
      title: "Prescriptions require a provider's approval",
      body: (
        <>
          <p>
            Completing a questionnaire or paying does not guarantee a prescription. A provider reviews your
            information and decides whether a treatment is right for you. They may ask you more questions, ask
            for a phone or video visit, suggest a different treatment, refer you to in-person care or decline
            to prescribe.
          </p>
          <p>
            If a provider does not prescribe, you are not charged for the prescription product, and any amount
            held on your card for it is released. Never share a prescription medicine with anyone else.
          </p>
        </>
      ),
    },
    {
      id: 'orders-and-prices',
      title: 'Orders and prices',
      body: (
        <p>
          Prices are in U.S. dollars and shown before you order; any tax is added at checkout. We may refuse
          or cancel an order, for example when a product is unavailable, a price was shown by mistake or we
          suspect fraud. If we cancel an order you have paid for, you get a full refund.
        </p>
      ),
    },
    {
      id: 'subscriptions',
      title: 'Subscriptions and automatic renewal',
      body: (
        <>
          <p>
            Some products are sold as subscriptions: monthly (one bottle a month) or quarterly (three bottles
            every quarter). When you choose a subscription, you authorize us to charge the card on file at the
            start of each period, at the subscription price shown when you ordered, until you cancel.
          </p>
          <ul>
            <li>
              Your subscription renews automatically. You can see the next renewal date on your Subscriptions
              page.
            </li>
            <li>
              If the price of your subscription changes, we tell you by email before your next renewal at the
              new price.
            </li>
            <li>
              A subscription to a prescription product continues only while your prescription is valid. Your
              provider may need to check in with you before it is renewed.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'cancellation',
      title: 'Skipping, pausing and cancelling',
      body: (
        <>
          <p>
            You can skip a delivery, pause or cancel a subscription at any time on your{' '}
            <a href="/subscriptions">Subscriptions</a> page, or by contacting us. There is no cancellation
            fee.
          </p>
          <p>
            To stop the next charge, make the change at least 24 hours before your renewal date. Cancelling
            stops future charges; an order that has already been charged or shipped is handled under "Returns
            and refunds" below.
          </p>
        </>
      ),
    },
    {
      id: 'payment',
      title: 'Payment',
      body: (
        <p>
          You authorize us and our payment processor to charge your card for your orders and renewals. If a
          charge is declined, we may try again and may hold the order or subscription until payment goes
          through. You can update your card on the <a href="/accounts/editPaymentMethod">payment method</a>{' '}
          page at any time.
        </p>
      ),
    },
    {
      id: 'shipping',
      title: 'Shipping',
      body: (
        <p>
          We ship in discreet packaging to addresses in the United States where our services are available.
          Delivery times are estimates. If a package is lost or arrives damaged, contact us within 14 days of
          the expected delivery date and we will replace it or refund it.
        </p>
      ),
    },
    {
      id: 'refunds',
      title: 'Returns and refunds',
      body: (
        <ul>
          <li>
            Supplements: you can return unopened products within 30 days of delivery for a refund of the
            product price. Contact us first and we will tell you how.
          </li>
          <li>
            Prescription medicines cannot be returned once dispensed, as pharmacy rules forbid reusing them.
            If we or the pharmacy made a mistake, or the order arrived damaged, we will replace it or refund
            it.
          </li>
          <li>Refunds go back to the card you paid with, usually within 5 to 10 business days.</li>
        </ul>
      ),
    },
    {
      id: 'medical-disclaimer',
      title: 'Medical disclaimer',
      body: (
        <>
          <p>
            The articles, product descriptions and other content on this site are general information, not
            medical advice. They do not replace a conversation with a provider about your own health. Tell
            your providers and your regular doctor about every medicine and supplement you take, and read the
            information that comes with your products.
          </p>
          <p>
            Statements about dietary supplements have not been evaluated by the Food and Drug Administration.
            Supplements are not intended to diagnose, treat, cure or prevent any disease.
          </p>
          <p>
            <strong>
              Our services are not for emergencies. If you think you may be having a medical emergency, call
              911.
            </strong>
          </p>
        </>
      ),
    },
    {
      id: 'acceptable-use',
      title: 'Using the site fairly',
      body: (
        <p>
          Don't misuse the site: don't give false information to obtain a prescription, use another person's
          account or identity, resell products you buy from us, interfere with the site's security, or copy
          its content in bulk by automated means.
        </p>
      ),
    },
    {
      id: 'intellectual-property',
      title: 'Our content',
      body: (
        <p>
          The {brand} name, logo, text, images and software on this site belong to {brand} or its licensors.
          You may use them only to use the site for your own, personal purposes.
        </p>
      ),
    },
    {
      id: 'liability',
      title: 'Limits of our responsibility',
      body: (
        <p>
          We work hard to keep the site accurate and available, but we provide it "as is" and cannot promise
          it will always be error-free or uninterrupted. To the extent the law allows, {brand} is not liable
          for indirect or consequential losses, and our total liability for any claim about an order is
          limited to the amount you paid for that order. Nothing in these terms limits rights you have under
          the law that cannot be limited, or the responsibility providers have for the care they give.
        </p>
      ),
    },
    {
      id: 'disputes',
      title: 'If something goes wrong',
      body: (
        <p>
          Please contact us first: most problems can be solved quickly. These terms are governed by the laws
          of the United States and of the state where you live, and you keep every protection that your
          state's consumer laws give you.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      body: (
        <p>
          We may update these terms. We post the new version here with a new date and, for important changes,
          tell you by email first. Changes that affect a subscription apply from its next renewal, so you have
          time to cancel if you do not agree.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: (
        <p>
          Email <a href={`mailto:${email}`}>{email}</a> or call <a href={telHref(phone)}>{phone}</a>.
        </p>
      ),
    },
  ];
}

/** /terms: terms of use and sale, in plain language. */
export const TermsPage = legalPage({
  path: '/terms',
  title: 'Terms of Use and Sale',
  intro:
    'The rules for using our site and buying from us, including subscriptions, cancellation and refunds.',
  sections: termsSections,
});
