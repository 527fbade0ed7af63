import { createFileRoute } from '@tanstack/react-router';
import { UnauthorizedPage } from '../../../components/ui/status-pages';

export const Route = createFileRoute('/_auth/401')({
  component: UnauthorizedPage,
});
