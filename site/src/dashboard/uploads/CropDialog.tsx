/** The crop step of an upload (react-easy-crop in a modal dialog): zoom, aspect choice, and the minimum size check. */
import { useState } from 'react';
import Cropper from 'react-easy-crop';
import { t } from '../i18n.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { aspectOf, tooSmall, type Area } from './image-math.ts';

interface Props {
  /** Object URL of the picked picture. */
  src: string;
  aspects: readonly number[];
  /** Smallest accepted side of the crop, px. */
  minSide?: number | undefined;
  onCancel: () => void;
  onConfirm: (area: Area) => void;
}

const aspectName = (aspect: number) =>
  aspect === 0
    ? t('dashboard.upload.aspectOriginal')
    : aspect === 1
      ? t('dashboard.upload.aspectSquare')
      : aspect === 3
        ? '3:1'
        : Math.abs(aspect - 16 / 9) < 0.01
          ? '16:9'
          : aspect.toFixed(2);

/** Crop `src`; `onConfirm` gets the crop in the picture's pixels. */
export function CropDialog({ src, aspects, minSide, onCancel, onConfirm }: Props) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [aspect, setAspect] = useState(aspects[0] ?? 1);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [area, setArea] = useState<Area | null>(null);
  const small = !!area && tooSmall(area, minSide);
  return (
    <Dialog open wide title={t('dashboard.upload.cropTitle')} onClose={onCancel}>
      <div className="crop-stage">
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          aspect={natural ? aspectOf(aspect, natural) : 1}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          onMediaLoaded={(m) => setNatural({ width: m.naturalWidth, height: m.naturalHeight })}
        />
      </div>
      <div className="crop-controls">
        <label className="crop-zoom">
          {t('dashboard.upload.zoom')}
          <input
            type="range"
            min={1}
            max={3}
            step={0.05}
            value={zoom}
            onChange={(e) => setZoom(Number(e.target.value))}
          />
        </label>
        {aspects.length > 1 && (
          <fieldset className="crop-aspects">
            <legend>{t('dashboard.upload.aspect')}</legend>
            {aspects.map((a) => (
              <label key={a}>
                <input type="radio" name="crop-aspect" checked={aspect === a} onChange={() => setAspect(a)} />
                {aspectName(a)}
              </label>
            ))}
          </fieldset>
        )}
      </div>
      <p className={small ? 'field-error' : 'muted'} aria-live="polite" data-crop-size>
        {area && t('dashboard.upload.cropSize', { width: Math.round(area.width), height: Math.round(area.height) })}
        {small && ` ${t('dashboard.upload.tooSmall', { min: minSide })}`}
      </p>
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onCancel}>
          {t('dashboard.actions.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!area || small}
          onClick={() => area && onConfirm(area)}
        >
          {t('dashboard.upload.useImage')}
        </button>
      </div>
    </Dialog>
  );
}
