/** /dashboard/global: the swap feature switch (its own route) and the global preferences form with their bounds. */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { EntityForm } from '../entities/EntityForm.tsx';
import { api, call } from '../http/client.ts';
import { t } from '../i18n.ts';
import { $global, loadGlobal } from '../session/session.ts';
import { toastSuccess } from '../toasts/store.ts';

function SwapSwitch({ onChanged }: { onChanged: () => void }) {
  const global = useStore($global);
  const [busy, setBusy] = useState(false);
  const active = global?.isSwapFeatureActive ?? false;
  const toggle = async () => {
    setBusy(true);
    try {
      const now = await call((o) =>
        api.global.setSwapFeatureEnabled.$put({ query: { active: active ? 'false' : 'true' } }, o),
      );
      await loadGlobal();
      onChanged();
      toastSuccess(t(now ? 'dashboard.global.swapOn' : 'dashboard.global.swapOff'));
    } catch {
      /* the HTTP layer showed the error */
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="card swap-switch">
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          checked={active}
          disabled={busy || !global}
          onChange={() => void toggle()}
          aria-describedby="swap-hint"
        />
        <span className="switch-track" aria-hidden="true" />
        <span>{t('dashboard.global.swap')}</span>
      </label>
      <p id="swap-hint" className="field-hint">
        {t('dashboard.global.swapHint')}
      </p>
    </div>
  );
}

/** The global preferences screen. */
export function GlobalScreen() {
  // The switch saves the record on its own: the form then reloads it (unless it holds unsaved changes).
  const [changes, setChanges] = useState(0);
  return (
    <EntityForm
      entity="global"
      ids={[1]}
      title={t('dashboard.menu.global')}
      refreshKey={changes}
      intro={<SwapSwitch onChanged={() => setChanges((n) => n + 1)} />}
    />
  );
}
