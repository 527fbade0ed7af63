import { createFileRoute } from '@tanstack/react-router';
import { profileQueryOptions } from '../../../../features/profile/api/get-profile';
import { ProfilePage } from '../../../../features/profile/components/profile-page';
import { ChangePasswordForm } from '../../../../features/auth/components/change-password-form';

export const Route = createFileRoute('/_auth/user/profile')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(profileQueryOptions()),
  component: ProfileRoute,
});

function ProfileRoute() {
  return <ProfilePage passwordForm={<ChangePasswordForm testIdPrefix="profile-pwd" />} />;
}
