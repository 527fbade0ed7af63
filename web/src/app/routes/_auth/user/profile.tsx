import { createFileRoute } from '@tanstack/react-router';
import { profileQueryOptions } from '../../../../features/profile/api/get-profile';
import { ProfilePage } from '../../../../features/profile/components/profile-page';
import { ChangePasswordForm } from '../../../../features/auth/components/change-password-form';
import { loadScreenAssets } from '../../../../lib/screen-assets';

export const Route = createFileRoute('/_auth/user/profile')({
  loader: ({ context: { queryClient } }) => Promise.all([queryClient.ensureQueryData(profileQueryOptions()), loadScreenAssets()]),
  component: ProfileRoute,
});

function ProfileRoute() {
  return <ProfilePage passwordForm={<ChangePasswordForm testIdPrefix="profile-pwd" />} />;
}
