import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { Msg } from '#contract/messages.ts';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, type Profile } from '#contract/profile.ts';
import { toast } from '../../../lib/toasts.ts';
import { profileKey, uploadAvatar } from '../api/profile-api.ts';

/** Picks and uploads an avatar; the type and size are checked here first, and again by the server. */
export function AvatarUpload({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (next) => {
      queryClient.setQueryData(profileKey, next);
      toast.success(i18n._(Msg.changes_saved));
    },
  });
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type))
      return setError(i18n._(Msg.unsupported_file));
    if (file.size > AVATAR_MAX_BYTES) return setError(t`The image is larger than 5 MB`);
    setError(null);
    upload.mutate(file);
  };
  const initials = (profile.first_name ?? profile.email).slice(0, 1).toUpperCase();
  return (
    <div className="avatar-upload">
      {profile.avatar_url ? (
        <img className="avatar" src={profile.avatar_url} alt={t`Avatar`} width={88} height={88} />
      ) : (
        <span className="avatar avatar--empty" aria-hidden="true">
          {initials}
        </span>
      )}
      <label className="btn btn--light-gray btn--small" aria-busy={upload.isPending || undefined}>
        {upload.isPending ? <Trans>Uploading…</Trans> : <Trans>Choose avatar</Trans>}
        <input type="file" name="avatar" accept={AVATAR_TYPES.join(',')} onChange={pick} hidden />
      </label>
      {error ? <small className="field__error">{error}</small> : null}
    </div>
  );
}
