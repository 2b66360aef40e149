import FormHelperText from '@mui/material/FormHelperText';
import type { Translate } from '../../i18n';
import type { ImageInfo } from '../../lookups';

function sizeText(size: ImageInfo['size']): string {
  if (typeof size !== 'number') return size ?? '';
  return size >= 2 ** 20 ? `${(size / 2 ** 20).toFixed(1)} MB` : `${Math.round(size / 1024)} KB`;
}

/** What the registry says about the image: size and creation time, or why it could not tell. */
export function ImageInfoLine({ info, t }: { info: ImageInfo; t: Translate }) {
  if (info.message) return <FormHelperText>{t('imageNotFound', { message: info.message })}</FormHelperText>;
  return (
    <FormHelperText>
      {t('imageInfo', { size: sizeText(info.size), created: info.info?.created ?? '' })}
    </FormHelperText>
  );
}
