import { telHref } from '../../lib/tel-href.ts';
import { type DocumentSection, legalPage } from './legal-document.tsx';

/** The sections of the privacy notice, for a brand and its support contacts. */
export function privacySections(brand: string, email: string, phone: string): DocumentSection[] {
  return [
    {
      id: 'who-we-are',
      title: 'Who we are and what this notice covers',
      body: (
        <>
          <p>
            {brand} runs this website and online store. When you take an online visit, medical care is
            provided by independent, U.S.-licensed healthcare providers ("providers"), and prescriptions are
            filled by licensed pharmacies.
          </p>
          <p>
            This notice explains what personal information we collect when you visit the site, buy products,
            manage your account or use our telehealth services, how we use and share it, how long we keep it
            and the choices you have.
          </p>
        </>
      ),
    },
    {
      id: 'health-information',
      title: 'Your health information and HIPAA',
      body: (
        <>
          <p>
            What you share for your care, such as your medical questionnaire, messages with your provider,
            photos, prescriptions and treatment history, is protected health information under the Health
            Insurance Portability and Accountability Act (HIPAA).
          </p>
          <p>
            Providers and pharmacies are responsible for it under HIPAA. We handle it on their behalf as a
            "business associate", under written agreements that allow us to use it only to support your care,
            run our services and meet the law. Your providers' Notice of Privacy Practices describes your
            HIPAA rights in detail; ask us for a copy at any time.
          </p>
          <p>
            Some information, such as a supplement order placed without an online visit, may not be covered by
            HIPAA. We protect it with the same care.
          </p>
        </>
      ),
    },
    {
      id: 'what-we-collect',
      title: 'What we collect',
      body: (
        <>
          <h3>Information you give us</h3>
          <ul>
            <li>
              Your name, email address, phone number, date of birth, and shipping and billing addresses.
            </li>
            <li>Your account password, which we store only in a scrambled (hashed) form.</li>
            <li>
              Your answers to medical questionnaires, messages, photos and any ID you upload to verify who you
              are.
            </li>
            <li>What you tell our support team.</li>
          </ul>
          <h3>Payment information</h3>
          <p>
            Your card number and security code go directly to our payment processor. We keep only the card
            brand, the last four digits and the expiry date, so you can recognize your card.
          </p>
          <h3>Information collected automatically</h3>
          <ul>
            <li>Your device and browser type, IP address, and the pages you visit on our site.</li>
            <li>
              The website or ad that brought you here, including campaign details in the link you followed.
            </li>
            <li>
              Cookies and similar storage in your browser that keep you logged in, remember your cart and help
              us understand how the site is used.
            </li>
          </ul>
          <h3>Information from others</h3>
          <ul>
            <li>
              Your providers and pharmacy: for example, whether a prescription was approved and when it
              shipped.
            </li>
            <li>Our payment processor: whether a payment was approved or declined.</li>
            <li>Shipping carriers: delivery status and tracking.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'how-we-use',
      title: 'How we use it',
      body: (
        <ul>
          <li>To connect you with providers and deliver the care they prescribe.</li>
          <li>To process, ship and track your orders and subscriptions.</li>
          <li>To take payments and to prevent fraud and misuse of accounts.</li>
          <li>
            To send you messages about your account, orders, shipping and care, and text messages if you have
            turned them on.
          </li>
          <li>To answer your questions and requests.</li>
          <li>
            To keep the site working and secure, improve it, and measure how well our advertising works. We
            never use your health information for advertising without your written permission.
          </li>
          <li>To meet our legal obligations.</li>
        </ul>
      ),
    },
    {
      id: 'how-we-share',
      title: 'How we share it',
      body: (
        <>
          <p>
            <strong>We do not sell your personal information or your health information.</strong> We do not
            share your health information with advertising platforms.
          </p>
          <p>We share information only as needed with:</p>
          <ul>
            <li>The providers and pharmacies who take care of you.</li>
            <li>
              Companies that work for us, such as hosting, payment processing, shipping, email and
              text-message delivery, and customer support, under contracts that limit what they may do with
              it.
            </li>
            <li>Authorities, when the law requires it or to protect someone's safety.</li>
            <li>
              A buyer or successor if {brand}'s business is sold or merged, who must keep protecting it as
              this notice describes.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies and analytics',
      body: (
        <>
          <p>
            Essential cookies and browser storage keep you logged in and remember your cart; the site does not
            work without them. Analytics tell us which pages work well and which don't. Advertising
            measurement tells us which ads brought visitors to the site; it never includes your health
            information.
          </p>
          <p>
            You can block or delete cookies in your browser settings. Where the law gives you the right, we
            treat a Global Privacy Control signal from your browser as a request to opt out of targeted
            advertising.
          </p>
        </>
      ),
    },
    {
      id: 'text-messages',
      title: 'Text messages',
      body: (
        <p>
          We send text messages only if you turn them on in your account. They are about your orders, shipping
          and care. Reply STOP to stop them and HELP for help; message and data rates may apply. We never
          share your phone number with other companies for their marketing.
        </p>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      body: (
        <ul>
          <li>Account information: while your account is open, and for a limited time after you close it.</li>
          <li>
            Medical records: as long as state and federal law require providers to keep them, which is often
            several years after your last visit.
          </li>
          <li>Order and payment records: as long as tax and accounting laws require, usually seven years.</li>
          <li>Marketing preferences: until you unsubscribe, and then only the record of your choice.</li>
        </ul>
      ),
    },
    {
      id: 'security',
      title: 'How we protect it',
      body: (
        <p>
          Information is encrypted when it travels between your device and us and when it is stored. Only
          people who need it to do their job can see it, and they are trained to handle health information. We
          never store your full card number. No system is perfectly secure; if a breach affects your
          information, we will tell you as the law requires.
        </p>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your choices and rights',
      body: (
        <>
          <p>Depending on where you live, you can ask us to:</p>
          <ul>
            <li>Tell you what personal information we have about you and give you a copy.</li>
            <li>Correct information that is wrong.</li>
            <li>Delete your information, except what the law requires us or your providers to keep.</li>
            <li>Stop using your information for targeted advertising.</li>
          </ul>
          <p>
            Under HIPAA you can also see and get a copy of your medical records and ask for them to be
            corrected. You can unsubscribe from marketing emails with the link in any of them, and stop text
            messages by replying STOP.
          </p>
          <p>
            To make a request, email us at <a href={`mailto:${email}`}>{email}</a> with "Privacy request" in
            the subject line, or call <a href={telHref(phone)}>{phone}</a>. We will check that the request
            comes from you (or from someone you have authorized), answer within the time the law allows, and
            never treat you differently for using your rights.
          </p>
        </>
      ),
    },
    {
      id: 'children',
      title: 'Children',
      body: (
        <p>
          Our services are for adults only. We do not knowingly collect information from anyone under 18. If
          you believe a child has given us information, contact us and we will delete it.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this notice',
      body: (
        <p>
          When we change this notice, we post the new version here with a new date. If a change matters to how
          we use your information, we will also tell you by email before it takes effect.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: (
        <p>
          Questions about this notice or your information: email <a href={`mailto:${email}`}>{email}</a> or
          call <a href={telHref(phone)}>{phone}</a>.
        </p>
      ),
    },
  ];
}

/** /privacy: the privacy notice of a U.S. telehealth shop, HIPAA-aware, in plain language. */
export const PrivacyPage = legalPage({
  path: '/privacy',
  title: 'Privacy Notice',
  intro:
    'What we collect, why, who sees it and how you stay in control. Your health information is never sold.',
  sections: privacySections,
});
