/**
 * The logo's crop step of the submission form, the back-office's own (dashboard/uploads/CropDialog.tsx): loaded
 * when a picture is picked, it shows the crop dialog and answers the square crop as an image blob (the same two
 * passes as the back-office's uploads, longest side capped at 1024 px), or null when the visitor cancels.
 */
import { createRoot } from 'react-dom/client';
import { CropDialog } from '../../../dashboard/uploads/CropDialog.tsx';
import { outputType, storedSize } from '../../../dashboard/uploads/image-math.ts';
import { browserRaster, loadImage, renderCrop } from '../../../dashboard/uploads/upload.ts';
import '../../../dashboard/styles/dialogs.css';
import '../../../dashboard/styles/uploads.css';

/** The dApp logo's rule in the back-office (dashboard/entities/screen-config.ts LOGO): square, at most 1024 px. */
const LOGO_MAX_SIDE = 1024;

/** Crop `file` (one of the `allowed` image types) in a modal dialog; resolves to the cropped image, or null. */
export function cropLogo(file: File, allowed: readonly string[]): Promise<Blob | null> {
  const src = URL.createObjectURL(file);
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  return new Promise<Blob | null>((resolve, reject) => {
    const done = () => {
      root.unmount();
      host.remove();
      URL.revokeObjectURL(src);
    };
    root.render(
      <CropDialog
        src={src}
        aspects={[1]}
        onCancel={() => {
          done();
          resolve(null);
        }}
        onConfirm={(area) => {
          const size = storedSize(area, LOGO_MAX_SIDE);
          loadImage(src)
            .then((image) => renderCrop<CanvasImageSource>(image, area, size, outputType(allowed), browserRaster))
            .then(resolve, reject)
            .finally(done);
        }}
      />,
    );
  });
}
