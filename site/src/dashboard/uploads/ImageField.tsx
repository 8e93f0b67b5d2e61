/**
 * The image control of a form (SPEC §5, §8): pick or drop one file of an allowed type, crop it, upload it, and keep
 * the public URL in the field, with a preview. A URL can also be typed.
 */
import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { ApiError } from '../http/client.ts';
import { t } from '../i18n.ts';
import type { ImageRule } from '../entities/screen-config.ts';
import { $global } from '../session/session.ts';
import { toastError, toastSuccess } from '../toasts/store.ts';
import { CropDialog } from './CropDialog.tsx';
import { acceptAttribute, isAllowedType, outputType, storedSize, type Area } from './image-math.ts';
import { browserRaster, loadImage, renderCrop, uploadBlob } from './upload.ts';

const FALLBACK_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (url: string) => void;
  rule: ImageRule;
  describedBy?: string | undefined;
  invalid?: boolean;
}

/** An image field's control: preview, upload (pick → crop → store) and the URL. */
export function ImageField({ id, label, value, onChange, rule, describedBy, invalid }: Props) {
  const global = useStore($global);
  const allowed = global?.uploadImageAllowedFiles ?? FALLBACK_TYPES;
  const minSide = rule.minSide?.(global);
  const exactSide = rule.exactSide?.(global);
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const pick = (files: FileList | null) => {
    const list = Array.from(files ?? []);
    if (input.current) input.current.value = '';
    if (list.length > 1)
      return toastError(t('dashboard.upload.tooManyTitle'), t('dashboard.upload.tooMany', { count: 1 }));
    const [file] = list;
    if (!file) return;
    if (!isAllowedType(file.type, allowed))
      return toastError(t('api.unsupportedFileType'), t('dashboard.upload.allowed', { types: allowed.join(', ') }));
    setSource(URL.createObjectURL(file));
  };

  const close = () => {
    if (source) URL.revokeObjectURL(source);
    setSource(null);
  };

  const upload = async (area: Area) => {
    const src = source!;
    setSource(null);
    setBusy(true);
    try {
      const size = storedSize(area, Math.max(rule.maxSide, minSide ?? 0), exactSide);
      const blob = await renderCrop<CanvasImageSource>(
        await loadImage(src),
        area,
        size,
        outputType(allowed),
        browserRaster,
      );
      onChange(await uploadBlob(blob));
      toastSuccess(t('dashboard.upload.done'));
    } catch (error) {
      if (!(error instanceof ApiError)) toastError(t('dashboard.upload.failedTitle'), t('api.uploadFailed'));
    } finally {
      URL.revokeObjectURL(src);
      setBusy(false);
    }
  };

  return (
    <div
      className={`image-field${invalid ? ' is-invalid' : ''}`}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault();
        pick(e.dataTransfer.files);
      }}
    >
      <div className="image-preview">
        {value ? (
          <img src={value} alt={t('dashboard.upload.preview', { label })} data-preview />
        ) : (
          <span className="muted">{t('dashboard.upload.none')}</span>
        )}
      </div>
      <div className="image-actions">
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={acceptAttribute(allowed)}
          className="visually-hidden"
          tabIndex={-1}
          aria-label={t('dashboard.upload.choose', { label })}
          onChange={(e) => pick(e.target.files)}
        />
        <button type="button" className="btn btn-small" disabled={busy} onClick={() => input.current?.click()}>
          {value ? t('dashboard.upload.replace') : t('dashboard.upload.pick')}
        </button>
        {value && (
          <button type="button" className="btn btn-small btn-danger-ghost" disabled={busy} onClick={() => onChange('')}>
            {t('dashboard.upload.remove')}
          </button>
        )}
        <span className="muted" aria-live="polite">
          {busy ? t('dashboard.upload.uploading') : ''}
        </span>
      </div>
      <input
        id={id}
        type="url"
        className="image-url"
        value={value}
        aria-label={t('dashboard.upload.url', { label })}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(e) => onChange(e.target.value)}
        placeholder="https://"
      />
      <p className="field-hint">
        {t('dashboard.upload.rules', {
          types: allowed.map((x) => x.replace('image/', '')).join(', '),
          max: rule.maxSide,
        })}
        {minSide ? ` ${t('dashboard.upload.minRule', { min: minSide })}` : ''}
        {exactSide ? ` ${t('dashboard.upload.exactRule', { side: exactSide })}` : ''}
      </p>
      {source && (
        <CropDialog src={source} aspects={rule.aspects} minSide={minSide} onCancel={close} onConfirm={upload} />
      )}
    </div>
  );
}
