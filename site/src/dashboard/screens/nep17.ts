/** NEP-17 facts of a contract, keyed by the contract's id: the edit route creates them when there are none yet. */
import { ENTITIES } from '../../../../content-schema/registry.ts';
import { readRecord } from '../entities/api.ts';
import type { ScreenConfig } from '../entities/screen-config.ts';
import { ApiError } from '../http/client.ts';
import { toastError } from '../toasts/store.ts';
import { t } from '../i18n.ts';
import { sessionExpired } from '../session/session.ts';

export const nep17Screen: ScreenConfig = {
  async load(ids) {
    try {
      return await readRecord(ENTITIES.nep17, ids, true);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return undefined;
      if (error instanceof ApiError && error.status === 401) sessionExpired();
      if (error instanceof ApiError)
        toastError(t('dashboard.http.errorTitle', { status: error.status }), error.message);
      throw error;
    }
  },
};
