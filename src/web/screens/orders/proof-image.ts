// The transfer proof picture: checked like every image upload (type, 5 MB, downscaling of large
// pictures), then turned back into a file for the multipart request.
import { createBrowserImageEncoder } from '../../files/canvas-encoder';
import { checkImageForUpload, type ImageEncoder } from '../../files/image-check';
import type { PickedFile } from '../../files/picked-file';

export interface ProofImage {
  file: File;
  /** A data URL, for the preview. */
  preview: string;
}

function dataUrlBytes(dataUrl: string): { bytes: Uint8Array<ArrayBuffer>; type: string } {
  const comma = dataUrl.indexOf(',');
  const header = dataUrl.slice(5, comma);
  const payload = dataUrl.slice(comma + 1);
  const type = header.split(';')[0] ?? '';
  if (!/;base64$/i.test(header)) return { bytes: new TextEncoder().encode(decodeURIComponent(payload)) as Uint8Array<ArrayBuffer>, type };
  const binary = atob(payload);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return { bytes, type };
}

/** Rejects with the file tools' FileCheckError (e.g. 'image should be under 5 Mb'). */
export async function prepareProofImage(picked: PickedFile, encoder?: ImageEncoder): Promise<ProofImage> {
  const checked = await checkImageForUpload(picked, { encoder: encoder ?? createBrowserImageEncoder() });
  const { bytes, type } = dataUrlBytes(checked.file.data);
  return { file: new File([bytes], checked.file.name, { type: checked.file.type || type }), preview: checked.file.data };
}
