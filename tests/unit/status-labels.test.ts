import { i18n } from '@lingui/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_LABELS } from '../../src/features/system/admin/audit-page.tsx';
import { STATUS_LABELS as APPLICATION_LABELS } from '../../src/lib/account-status-labels.ts';
import { loadAdminCatalog } from '../../src/lib/i18n.ts';
import { PLACEMENT_STATUS_LABELS as PLACEMENT_LABELS } from '../../src/lib/placement-vocabulary.ts';
import { activateEveryCatalog } from '../helpers/catalogs.ts';

// Staff strings live in the admin catalog (decision 082); once loaded, every activation brings it along.
beforeAll(async () => {
  await activateEveryCatalog('en');
  await loadAdminCatalog();
});

afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

// "Заявка" is feminine, "размещение" neuter: the same English word needs two Russian forms.
describe('rejected status labels', () => {
  it('read "Отклонено" for a placement and "Отклонена" for an application in Russian', async () => {
    await activateEveryCatalog('ru');
    expect(i18n._(PLACEMENT_LABELS.rejected)).toBe('Отклонено');
    expect(i18n._(APPLICATION_LABELS.rejected)).toBe('Отклонена');
  });

  it('read "Rejected" for both in English', async () => {
    await activateEveryCatalog('en');
    expect(i18n._(PLACEMENT_LABELS.rejected)).toBe('Rejected');
    expect(i18n._(APPLICATION_LABELS.rejected)).toBe('Rejected');
  });

  it('read audit actions in the grammar of what was decided', async () => {
    await activateEveryCatalog('ru');
    const read = (action: string) => i18n._(ACTION_LABELS[action] ?? { id: action });
    expect(read('account.approve')).toBe('Одобрена');
    expect(read('account.reject')).toBe('Отклонена');
    expect(read('placement.approve')).toBe('Одобрено');
    expect(read('placement.reject')).toBe('Отклонено');
  });
});
