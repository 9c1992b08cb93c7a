// The post's cover: uploaded through the shop's upload protocol (spec §7) and kept by the image
// id of the reference it answers; shown as it is, described in both languages, removable.
import { TextField } from '../../forms/field';
import type { FormApi } from '../../forms/use-form';
import { FilePicker } from '../../files/file-picker';
import { ACCEPTED_IMAGE_SUBTYPES, IMAGE_INPUT_ACCEPT } from '../../files/image-check';
import { useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import { useMediaUrl } from '../../ui/responsive-image';
import type { PostFormValues } from './post-form';
import { usePictureUpload } from '../ui/use-picture-upload';

export function CoverField({ form }: { form: FormApi<PostFormValues> }) {
  const mediaUrl = useMediaUrl();
  const t = useT();
  const imageId = form.values.coverImageId;
  const refusal = form.field('coverImageId').error;

  // A failed upload has raised its red toast; the picture stays as it was.
  const { uploading, upload } = usePictureUpload((image) => form.setValue('coverImageId', image.id));

  return (
    <fieldset className="admin-panel admin-cover">
      <legend>{t('adminBlog.cover.title')}</legend>
      {imageId ? (
        <img className="admin-cover-preview" src={mediaUrl(imageId, 400)} alt={t('adminBlog.cover.current')} width={400} />
      ) : <p className="admin-muted">{t('adminBlog.cover.none')}</p>}
      <FilePicker label={t(imageId ? 'adminBlog.cover.replace' : 'adminBlog.cover.upload')} hint={t('adminBlog.cover.hint')}
        inputAccept={IMAGE_INPUT_ACCEPT} accept={ACCEPTED_IMAGE_SUBTYPES} disabled={uploading} onPick={(picked) => void upload(picked)}
        error={refusal ? t(refusal.key, refusal.params) : undefined} />
      <p role="status" className="admin-muted">{uploading ? t('adminBlog.cover.uploading') : ''}</p>
      {imageId ? (
        <>
          <TextField field={form.field('coverAlt.id')} label={t('adminBlog.cover.alt', { language: t('adminBlog.language.id') })} hint={t('adminBlog.cover.altHint')} />
          <TextField field={form.field('coverAlt.en')} label={t('adminBlog.cover.alt', { language: t('adminBlog.language.en') })} />
          <Button variant="secondary" onPress={() => form.setValue('coverImageId', '')}>{t('adminBlog.cover.remove')}</Button>
        </>
      ) : null}
    </fieldset>
  );
}
