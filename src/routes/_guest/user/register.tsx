import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../../../features/accounts/components/register-page.tsx';

export const Route = createFileRoute('/_guest/user/register')({ component: RegisterPage });
