import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../../components/ui/status-pages';

export const Route = createFileRoute('/_auth/404')({
  component: NotFoundPage,
});
