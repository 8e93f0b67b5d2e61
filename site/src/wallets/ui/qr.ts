/**
 * An address as a QR code (issue 28), drawn by `qrcode-generator` (MIT, no dependencies; loaded on demand by
 * AddressQr.tsx, never in a page's first script). Error correction M (15 % of the code may be lost), the smallest
 * version that holds the text.
 */
import qrcode from 'qrcode-generator';

/** A QR code as one SVG path: `size` modules a side (quiet zone excluded), `path` the dark modules in module units. */
export interface QrPath {
  size: number;
  path: string;
}

/** The QR code of `text` (byte mode, level M): one `M x y h1 v1 h-1 z` per dark module, rows run together. */
export function qrPath(text: string): QrPath {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const size = code.getModuleCount();
  let path = '';
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!code.isDark(row, col)) continue;
      // A run of dark modules in a row is one rectangle: fewer path commands for a crisp, small SVG.
      let end = col;
      while (end + 1 < size && code.isDark(row, end + 1)) end++;
      path += `M${col} ${row}h${end - col + 1}v1h-${end - col + 1}z`;
      col = end;
    }
  }
  return { size, path };
}
