// The parts of the settings form: a labelled text box with its hint and refusal, and the logo.
import { type ReactNode } from 'react';
import { useMediaUrl } from '../../ui/responsive-image';
import { FilePicker } from '../../files/file-picker';
import { ACCEPTED_IMAGE_SUBTYPES, IMAGE_INPUT_ACCEPT } from '../../files/image-check';
import { useT } from '../../i18n/i18n-react';
import { Button } from '../../ui/feedback/button';
import { usePictureUpload } from '../ui/use-picture-upload';

export interface FieldProps {
  field: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'tel' | 'url';
  maxLength?: number;
  multiline?: boolean;
  extra?: ReactNode;
}

/** One text setting: its id is `settings-{field}`, so a refusal can move the focus to it. */
export function SettingField({ field, label, value, error, onChange, hint, type = 'text', maxLength, multiline, extra }: FieldProps) {
  const id = `settings-${field.replace('.', '-')}`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, value, maxLength, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, className: 'field-control' };
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id} className="field-label">{label}</label>
      {multiline
        ? <textarea rows={3} {...common} onChange={(event) => onChange(event.currentTarget.value)} />
        : <input type={type} {...common} onChange={(event) => onChange(event.currentTarget.value)} />}
      {extra}
      {hint ? <p id={`${id}-hint`} className="field-hint">{hint}</p> : null}
      {error ? <p id={`${id}-error`} className="field-error">{error}</p> : null}
    </div>
  );
}

/** The logo: uploaded through the shop's upload protocol, shown, replaced or removed. */
export function LogoField({ imageId, shopName, error, onChange }: { imageId: string; shopName: string; error: string | undefined; onChange: (imageId: string) => void }) {
  const mediaUrl = useMediaUrl();
  const t = useT();
  // A failed upload has raised its red toast; the picture stays as it was.
  const { uploading, upload } = usePictureUpload((image) => onChange(image.id));
  return (
    <fieldset className="settings-logo">
      <legend className="field-label">{t('adminSettings.field.logo')}</legend>
      {imageId
        ? <img className="settings-logo-preview" src={mediaUrl(imageId, 200)} alt={t('adminSettings.field.logoCurrent')} height={40} title={shopName} />
        : <p className="admin-muted">{t('adminSettings.field.logoNone')}</p>}
      <FilePicker label={t(imageId ? 'adminSettings.field.logoReplace' : 'adminSettings.field.logoUpload')} hint={t('adminSettings.field.logoHint')}
        inputAccept={IMAGE_INPUT_ACCEPT} accept={ACCEPTED_IMAGE_SUBTYPES} disabled={uploading} onPick={(picked) => void upload(picked)} error={error} />
      <p role="status" className="admin-muted">{uploading ? t('adminSettings.field.logoUploading') : ''}</p>
      {imageId ? <Button variant="secondary" size="small" onPress={() => onChange('')}>{t('adminSettings.field.logoRemove')}</Button> : null}
    </fieldset>
  );
}
