import type { ProfileValues } from '@helmsman/domain';
import { css } from '#styled-system/css';
import { UserRoundIcon } from '../../icons/index.ts';
import { AccountSection, Details, NotOnFile } from './account-section.tsx';
import { ProfileForm } from './lazy-forms.ts';
import type { AccountCallbacks } from './types.ts';

export function ProfileSection({
  profile,
  dateOfBirth,
  pendingEmail,
  onSubmit,
}: {
  profile: ProfileValues;
  dateOfBirth: string | null;
  pendingEmail: string | null;
  onSubmit: AccountCallbacks['onUpdateProfile'];
}) {
  return (
    <AccountSection
      title="Profile"
      description="How we address you and reach you about your care and orders."
      icon={<UserRoundIcon />}
      renderForm={(close) => <ProfileForm profile={profile} onSubmit={onSubmit} close={close} />}
    >
      <Details
        items={[
          { term: 'Name', value: `${profile.firstName} ${profile.lastName}` },
          {
            term: 'Email',
            value: pendingEmail ? (
              <>
                {profile.email}
                <span className={pendingStyle}>
                  Changing to <strong>{pendingEmail}</strong>: open the link we sent there to confirm it.
                </span>
              </>
            ) : (
              profile.email
            ),
          },
          { term: 'Phone', value: profile.phone || <NotOnFile /> },
          ...(dateOfBirth ? [{ term: 'Date of birth', value: dateOfBirth }] : []),
        ]}
      />
    </AccountSection>
  );
}

const pendingStyle = css({ display: 'block', textStyle: 'sm', color: 'fg.muted', mt: '1' });
