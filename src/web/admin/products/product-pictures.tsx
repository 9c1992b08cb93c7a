// Up to 15 pictures (spec §9), uploaded through the shop's upload protocol (spec §7) and kept in
// the order the owner gives them: dragged, or moved with the Earlier/Later buttons from the
// keyboard. Every move is said aloud for screen readers; the first picture is the main one.
import type { DragEvent } from 'react';
import { useRef, useState } from 'react';
import { MAX_PRODUCT_PICTURES, moveItem } from '../../../domain/catalog/product-rules';
import { shopImageOfReference } from '../../../domain/media/media-address';
import { useMediaUrl } from '../../ui/responsive-image';
import { FilePicker } from '../../files/file-picker';
import { ACCEPTED_IMAGE_SUBTYPES, IMAGE_INPUT_ACCEPT } from '../../files/image-check';
import type { PickedFile } from '../../files/picked-file';
import { useUploader } from '../../files/use-uploader';
import { useT } from '../../i18n/i18n-react';
import type { PictureDraft } from './product-commerce-draft';
import type { SectionProps } from './product-section';
import { useMessages } from '../ui/say';

const ANNOUNCEMENTS = ['adminProducts.pictures.moved', 'adminProducts.pictures.added', 'adminProducts.pictures.removed', 'adminProducts.pictures.uploading'];

export function ProductPictures({ commerce, onChange, say, register }: SectionProps) {
  const mediaUrl = useMediaUrl();
  const t = useT();
  const uploader = useUploader();
  const [uploading, setUploading] = useState(false);
  // Kept as a message and its values, put into words when drawn (the words may arrive after the move).
  const [announcement, setAnnouncement] = useState<{ key: string; params: Record<string, number> } | null>(null);
  useMessages(ANNOUNCEMENTS);
  const dragged = useRef<number | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pictures = commerce.pictures;
  const full = pictures.length >= MAX_PRODUCT_PICTURES;

  const set = (next: PictureDraft[]) => onChange({ pictures: next }, 'imageIds');
  const move = (from: number, to: number, focusKey?: string) => {
    if (to < 0 || to >= pictures.length || from === to) return;
    let next = pictures;
    for (let at = from; at !== to; at += to > from ? 1 : -1) next = moveItem(next, at, to > from ? 1 : -1);
    set(next);
    setAnnouncement({ key: 'adminProducts.pictures.moved', params: { from: from + 1, to: to + 1, count: pictures.length } });
    // The moved picture's same button keeps the focus, so pressing again keeps moving it.
    if (focusKey) requestAnimationFrame(() => buttons.current.get(focusKey)?.focus());
  };
  const upload = async (picked: PickedFile) => {
    setUploading(true);
    try {
      // A failed upload has raised its red toast; the pictures stay as they were.
      const image = shopImageOfReference(await uploader.uploadImage(picked));
      if (image && !pictures.some((p) => p.id === image.id)) {
        set([...pictures, { id: image.id, width: image.width, height: image.height, dominantColor: image.dominantColor }]);
        setAnnouncement({ key: 'adminProducts.pictures.added', params: { count: pictures.length + 1 } });
      }
    } finally {
      setUploading(false);
    }
  };
  const remove = (index: number) => {
    set(pictures.filter((_, i) => i !== index));
    setAnnouncement({ key: 'adminProducts.pictures.removed', params: { position: index + 1 } });
  };
  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged.current !== null) move(dragged.current, index);
    dragged.current = null;
  };
  const ref = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <section className="admin-panel product-section" aria-labelledby="product-pictures-heading">
      <h2 id="product-pictures-heading">{t('adminProducts.editor.pictures')}</h2>
      <p className="admin-muted">{t('adminProducts.pictures.hint', { max: MAX_PRODUCT_PICTURES })}</p>
      {pictures.length ? (
        <ol className="product-pictures" ref={register('imageIds') as never}>
          {pictures.map((picture, index) => (
            <li key={picture.id} className="product-picture" draggable onDragStart={() => { dragged.current = index; }}
              onDragOver={(event) => event.preventDefault()} onDrop={(event) => drop(event, index)}>
              <img src={mediaUrl(picture.id, 200)} alt={t('adminProducts.pictures.alt', { position: index + 1, count: pictures.length })}
                width={100} height={Math.round((100 * picture.height) / Math.max(picture.width, 1))} style={{ backgroundColor: picture.dominantColor }} />
              {index === 0 ? <span className="product-picture-main">{t('adminProducts.pictures.main')}</span> : null}
              <div className="product-picture-actions">
                <button type="button" className="button button-small" ref={ref(`${picture.id}:up`)} disabled={index === 0}
                  aria-label={t('adminProducts.pictures.earlier', { position: index + 1 })} onClick={() => move(index, index - 1, `${picture.id}:up`)}>↑</button>
                <button type="button" className="button button-small" ref={ref(`${picture.id}:down`)} disabled={index === pictures.length - 1}
                  aria-label={t('adminProducts.pictures.later', { position: index + 1 })} onClick={() => move(index, index + 1, `${picture.id}:down`)}>↓</button>
                <button type="button" className="button button-small" aria-label={t('adminProducts.pictures.remove', { position: index + 1 })} onClick={() => remove(index)}>✕</button>
              </div>
            </li>
          ))}
        </ol>
      ) : <p className="admin-muted">{t('adminProducts.noPicture')}</p>}
      {say('imageIds') ? <p className="field-error" role="alert">{say('imageIds')}</p> : null}
      {full ? <p className="admin-muted">{t('error.product.tooManyPictures', { max: MAX_PRODUCT_PICTURES })}</p> : (
        <FilePicker label={t('adminProducts.pictures.upload')} inputAccept={IMAGE_INPUT_ACCEPT} accept={ACCEPTED_IMAGE_SUBTYPES} disabled={uploading}
          onPick={(picked) => void upload(picked)} />
      )}
      <p className="visually-hidden" aria-live="polite">{uploading ? t('adminProducts.pictures.uploading') : announcement ? t(announcement.key, announcement.params) : ''}</p>
    </section>
  );
}
