import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LogOutButton } from '../../../components/log-out-button.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { profileQuery } from '../api/profile-api.ts';
import { HideProfile, PasswordForm } from './account-actions.tsx';
import { AvatarUpload } from './avatar-upload.tsx';
import { DocumentsForm } from './documents-form.tsx';
import { EmailChange } from './email-change.tsx';
import { ManagerCard } from './manager-card.tsx';
import { MonthOverview } from './month-overview.tsx';
import { ProfileForm } from './profile-form.tsx';
import { ReferralLink } from './referral-link.tsx';
import '../profile.css';

export function ProfilePage() {
  const { t, i18n } = useLingui();
  const { data: profile, isError } = useQuery(profileQuery());
  if (!profile) {
    return (
      <section className="page">
        <PageTitle>{t`Profile`}</PageTitle>
        <MonthOverview />
        <p className="muted" aria-busy={!isError}>
          {isError ? t`Could not load the profile. Check the connection and reload.` : t`Loading…`}
        </p>
      </section>
    );
  }
  const rank = i18n.locale === 'en' ? profile.rank.name_en : profile.rank.name_ru;
  return (
    <section className="page profile">
      <PageTitle>{t`Profile`}</PageTitle>
      <MonthOverview />
      <div className="card profile__head">
        <AvatarUpload profile={profile} />
        <div className="profile__summary">
          <strong>
            {[profile.first_name, profile.last_name].filter(Boolean).join(' ') || profile.email}
          </strong>
          <span className="muted" data-testid="profile-rank">
            <Trans>
              Rank: {rank} · Partners: {profile.partner_count}
            </Trans>
          </span>
          <ReferralLink link={profile.referral_link} />
          <span className="profile__links">
            <Link to="/user/ranks">
              <Trans>My rank and progress</Trans>
            </Link>
            <Link to="/user/promocodes" className="profile__promocodes">
              <Trans>My promocodes</Trans>
            </Link>
            <Link to="/user/partner-program">
              <Trans>Partner program</Trans>
            </Link>
            <Link to="/user/documents">
              <Trans>Closing documents</Trans>
            </Link>
          </span>
        </div>
      </div>
      <div className="profile__grid">
        <ManagerCard manager={profile.manager} />
        <ProfileForm profile={profile} />
        <EmailChange profile={profile} />
        <DocumentsForm profile={profile} />
        <PasswordForm />
        <HideProfile />
      </div>
      <LogOutButton variant="gray" size="normal" />
    </section>
  );
}
