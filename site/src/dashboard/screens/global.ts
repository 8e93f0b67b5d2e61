/**
 * Global preferences: one record (id 1) read with its bounds from GET /client/global; the swap switch has its own
 * route (see GlobalScreen), so the form carries its current value unchanged.
 */
import { api, call } from '../http/client.ts';
import type { ScreenConfig } from '../entities/screen-config.ts';
import { $global, loadGlobal } from '../session/session.ts';

export const globalScreen: ScreenConfig = {
  hidden: ['idGlobalPk', 'isSwapFeatureActive'],
  bounds: (global) => global?.bounds ?? {},
  load: () => call((o) => api.global.$get(undefined, o)),
  afterSave: 'stay',
  hints: {
    uploadImageAllowedFiles: 'dashboard.global.allowedFilesHint',
    newContractMailingList: 'dashboard.global.mailingListHint',
    dappImageDimension: 'dashboard.global.dappImageDimensionHint',
  },
  onSaved: () => void loadGlobal().catch(() => undefined),
  /** The switch saves on its own; send its current value, not the one read with the form. */
  async beforeSave(payload) {
    const live = $global.get()?.isSwapFeatureActive;
    return live === undefined ? payload : { ...payload, isSwapFeatureActive: live };
  },
};
