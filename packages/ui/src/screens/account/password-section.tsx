import { css } from '#styled-system/css';
import { KeyRoundIcon } from '../../icons/index.ts';
import { AccountSection, Details } from './account-section.tsx';
import { PasswordForm } from './lazy-forms.ts';
import type { AccountCallbacks } from './types.ts';

export function PasswordSection({ onSubmit }: { onSubmit: AccountCallbacks['onChangePassword'] }) {
  return (
    <AccountSection
      title="Password"
      description="Used to log in to your account."
      icon={<KeyRoundIcon />}
      editLabel="Change"
      renderForm={(close) => <PasswordForm onSubmit={onSubmit} close={close} />}
    >
      <Details
        items={[
          {
            term: 'Password',
            value: (
              <>
                <span aria-hidden="true">••••••••</span>
                <span className={css({ srOnly: true })}>Set, hidden for your security</span>
              </>
            ),
          },
        ]}
      />
    </AccountSection>
  );
}
