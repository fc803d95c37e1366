import { createFileRoute } from '@tanstack/react-router';
import { PasswordRecoveryPage } from '../../../../features/auth/components/password-recovery-page.tsx';

export const Route = createFileRoute('/_guest/user/password-recovery/')({ component: PasswordRecoveryPage });
