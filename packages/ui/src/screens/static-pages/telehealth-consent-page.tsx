import { telHref } from '../../lib/tel-href.ts';
import { type DocumentSection, legalPage } from './legal-document.tsx';

/** The sections of the informed consent to telehealth, for a brand and its support contacts. */
export function telehealthConsentSections(brand: string, email: string, phone: string): DocumentSection[] {
  return [
    {
      id: 'what-is-telehealth',
      title: 'What telehealth is',
      body: (
        <p>
          Telehealth is healthcare delivered at a distance. Instead of meeting in an office, you and a
          licensed healthcare provider ("provider") communicate through secure questionnaires, messages,
          photos, and phone or video calls. The provider must be licensed in the state where you are when you
          receive care.
        </p>
      ),
    },
    {
      id: 'how-it-works',
      title: 'How your care works',
      body: (
        <ol>
          <li>You answer a medical questionnaire about your health, medicines and symptoms.</li>
          <li>
            A provider reviews your answers, often without a live conversation. They may message you with
            questions or ask for a phone or video visit.
          </li>
          <li>
            The provider decides whether a treatment is right for you. They may prescribe it, suggest
            something else, or recommend that you see a doctor in person.
          </li>
          <li>
            After your visit you can message your provider with questions, side effects or changes in your
            health.
          </li>
        </ol>
      ),
    },
    {
      id: 'benefits',
      title: 'Expected benefits',
      body: (
        <ul>
          <li>Care from home, without travel or a waiting room.</li>
          <li>Faster access to a provider, on your schedule.</li>
          <li>Privacy for conditions that can be hard to talk about face to face.</li>
          <li>Easy follow-up through secure messages.</li>
        </ul>
      ),
    },
    {
      id: 'risks',
      title: 'Possible risks',
      body: (
        <>
          <p>Telehealth has limits you should understand:</p>
          <ul>
            <li>
              The provider cannot examine you in person. Some conditions can only be found with a physical
              exam or tests.
            </li>
            <li>
              If the information or photos you share are incomplete or unclear, your care may be delayed, or
              the provider may not be able to treat you.
            </li>
            <li>
              A decision based on incomplete information could be wrong, including side effects or
              interactions with medicines you did not mention.
            </li>
            <li>Technology can fail, which may delay your care.</li>
            <li>
              Despite strong security, there is a small risk that electronic information could be seen by
              someone who should not see it.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'alternatives',
      title: 'Alternatives',
      body: (
        <p>
          You can always choose in-person care instead, with your own doctor, a clinic or urgent care. You can
          stop using telehealth at any time. Choosing not to use it will not affect your right to care
          elsewhere.
        </p>
      ),
    },
    {
      id: 'your-responsibilities',
      title: 'Your responsibilities',
      body: (
        <ul>
          <li>Answer every question completely and truthfully, in your own name.</li>
          <li>Tell your provider about all your medicines, supplements, allergies and health conditions.</li>
          <li>Be in the state you named when you receive care.</li>
          <li>Read the information that comes with your medicine and take it only as prescribed.</li>
          <li>
            Tell your provider about side effects or changes in your health, and see a doctor in person when
            advised.
          </li>
          <li>Keep your regular doctor informed about the treatment you receive.</li>
        </ul>
      ),
    },
    {
      id: 'privacy',
      title: 'Privacy and your records',
      body: (
        <p>
          Your health information is protected by HIPAA and by state law. It is encrypted, seen only by the
          people involved in your care and the companies that support it, and shared with your pharmacy to
          fill prescriptions. Providers keep a medical record of your care, which you can ask to see and copy.
          Our <a href="/privacy">Privacy Notice</a> explains the details.
        </p>
      ),
    },
    {
      id: 'emergencies',
      title: 'Emergencies: call 911',
      body: (
        <>
          <p>
            <strong>
              Telehealth is not for emergencies, and messages are not watched around the clock. If you think
              you may be having a medical emergency, call 911 or go to the nearest emergency room.
            </strong>
          </p>
          <p>Get emergency care right away if you have, for example:</p>
          <ul>
            <li>Chest pain, pressure or trouble breathing.</li>
            <li>An erection that lasts more than 4 hours.</li>
            <li>Sudden loss of vision or hearing.</li>
            <li>Signs of a severe allergic reaction, such as swelling of the face or throat.</li>
            <li>Fainting, or sudden weakness or numbness.</li>
          </ul>
          <p>
            If you are in crisis or thinking about harming yourself, call or text 988 (Suicide &amp; Crisis
            Lifeline).
          </p>
        </>
      ),
    },
    {
      id: 'no-guarantee',
      title: 'No guaranteed result',
      body: (
        <p>
          Only a provider can decide whether to prescribe, and no particular treatment or result can be
          promised. A provider may decline to treat you if telehealth is not right for your situation.
        </p>
      ),
    },
    {
      id: 'consent',
      title: 'Your consent',
      body: (
        <>
          <p>By checking the consent box when you start an online visit, you confirm that:</p>
          <ul>
            <li>You have read and understood this consent, and you are at least 18 years old.</li>
            <li>
              You could ask questions about it, and they were answered. Email{' '}
              <a href={`mailto:${email}`}>{email}</a> or call <a href={telHref(phone)}>{phone}</a> if you have
              more.
            </li>
            <li>You agree to receive care through telehealth from providers using the {brand} platform.</li>
            <li>
              You may withdraw this consent at any time by contacting us. Withdrawing does not affect care you
              have already received.
            </li>
          </ul>
        </>
      ),
    },
  ];
}

/** /consent-to-telehealth: informed consent to telehealth, in plain language. */
export const TelehealthConsentPage = legalPage({
  path: '/consent-to-telehealth',
  title: 'Consent to Telehealth',
  intro:
    'Please read this before your online visit. It explains how telehealth works, its benefits and risks, and what to do in an emergency.',
  sections: telehealthConsentSections,
});
