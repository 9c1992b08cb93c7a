// A QRIS payload drawn as a QR code on the server (docs/decisions/0060): the page gets one SVG
// path rather than a picture from the provider's host or a QR library in the shopper's bundle.
import qrcode from 'qrcode-generator';

export interface QrDrawing {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** Every dark module, as rows of `h`-runs in a `0 0 size size` box. */
  path: string;
}

/** The quiet zone QR readers need around the code, in modules (ISO/IEC 18004). */
export const QR_QUIET_ZONE = 4;

/**
 * Error correction M (15 %): what QRIS codes printed by the banks use, and readable from a
 * phone screen with glare.
 */
export function drawQrCode(text: string): QrDrawing {
  // An order page waiting for its payment asks again every few seconds: the same code is drawn once.
  const known = drawn.get(text);
  if (known) return known;
  const drawing = draw(text);
  if (drawn.size >= DRAWN_KEPT) drawn.delete(drawn.keys().next().value as string);
  drawn.set(text, drawing);
  return drawing;
}

/** Codes kept drawn, oldest dropped first: a QRIS payload is about 200 bytes, its path a few KB. */
const DRAWN_KEPT = 500;
const drawn = new Map<string, QrDrawing>();

function draw(text: string): QrDrawing {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const size = code.getModuleCount();
  const runs: string[] = [];
  for (let row = 0; row < size; row += 1) {
    let col = 0;
    while (col < size) {
      if (!code.isDark(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < size && code.isDark(row, col)) col += 1;
      runs.push(`M${start} ${row}h${col - start}v1h-${col - start}z`);
    }
  }
  return { size, path: runs.join('') };
}
