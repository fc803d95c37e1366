import { Link, useRouter } from '@tanstack/react-router';
import { LoginForm, safeRedirect } from './login-form.tsx';

interface Props {
  redirect?: string;
}

/** The sign-in route inside the app: the form, with the router's navigation. */
export function LoginPage({ redirect }: Props) {
  const router = useRouter();
  return (
    <LoginForm
      // Straight to the wanted page; its guards read the fresh session.
      onSignedIn={() => router.navigate({ href: safeRedirect(redirect), replace: true })}
      recoveryLink={(props) => <Link to="/user/password-recovery" {...props} />}
    />
  );
}
