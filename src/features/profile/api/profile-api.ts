import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ClosingActList } from '#contract/acts.ts';
import { ApiPath } from '#contract/api-paths.ts';
import type { DocumentsBody } from '#contract/legal-fields.ts';
import { MonthOverview } from '#contract/month-overview.ts';
import { type PasswordChangeBody, Profile, type ProfileUpdateBody } from '#contract/profile.ts';
import { api } from '../../../lib/api-client.ts';
import { profileKey } from '../../../lib/query-keys.ts';

export { profileKey };

const parse = async (response: Promise<unknown>) => v.parse(Profile, await response);

export const getProfile = () => parse(api.get(ApiPath.profile).json());

export const profileQuery = () => queryOptions({ queryKey: profileKey, queryFn: getProfile });
export const updateProfile = (body: ProfileUpdateBody) =>
  parse(api.patch(ApiPath.profile, { json: body }).json());
export const saveDocuments = (body: DocumentsBody) =>
  parse(api.put(ApiPath.documents, { json: body }).json());
export const confirmEmailCode = (code: string) =>
  parse(api.post(ApiPath.emailChangeConfirm, { json: { code } }).json());

/** Streams the picked file as multipart; the server checks type by content and size on the stream. */
export function uploadAvatar(file: File) {
  const body = new FormData();
  body.append('file', file);
  return parse(api.post(ApiPath.avatar, { body, timeout: 60_000 }).json());
}

export async function requestEmailChange(email: string): Promise<void> {
  await api.post(ApiPath.emailChange, { json: { email } });
}

export async function changePassword(body: PasswordChangeBody): Promise<void> {
  await api.post(ApiPath.passwordChange, { json: body });
}

export async function hideProfile(password: string): Promise<void> {
  await api.post(ApiPath.hideProfile, { json: { password } });
}

/** The month overview the profile opens with; refreshed whenever the page is opened again. */
export const monthOverviewQuery = () =>
  queryOptions({
    queryKey: [...profileKey, 'month'] as const,
    queryFn: async () => v.parse(MonthOverview, await api.get(ApiPath.profileMonth).json()),
  });

/** The blogger's closing acts (decision 067), newest first. */
export const actsQuery = () =>
  queryOptions({
    queryKey: [...profileKey, 'acts'] as const,
    queryFn: async () => v.parse(ClosingActList, await api.get(ApiPath.acts).json()),
  });

/** Fetches an act's PDF with the signed-in user's token and hands it to the browser as a download. */
export async function downloadActPdf(id: string, number: number, lang: 'ru' | 'en'): Promise<void> {
  const blob = await api.get(ApiPath.actPdf(id), { searchParams: { lang }, timeout: 60_000 }).blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `act-${number}-${lang}.pdf`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
