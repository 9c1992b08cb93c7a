import { pick } from '../../../domain/i18n/translated';
import { formatImageRef } from '../../../domain/media/image-ref';
import { IMAGE_WIDTHS } from '../../../domain/media/image-sizes';
import { mediaImageUrl } from '../../../domain/media/media-address';
import { onHost } from '../../../domain/shop/host-pattern';
import type { RequestContext } from '../../context.server';
import { badInput } from '../../errors.server';
import type { Builder } from '../../graphql/builder.server';
import type { ImageRecord, MediaService } from './image.service';

/** Where a picture is served at one of the offered widths. */
export const imagePath = mediaImageUrl;

/** A picture uploaded as a GIF: its sizes come from the gif host (GIFS_HOST, spec §9). */
export function isGifPicture(image: Pick<ImageRecord, 'mimeType'>): boolean {
  return image.mimeType === 'image/gif';
}

/** The picture at one width on its host (IMAGES_HOST, or GIFS_HOST for a gif); a path on the shop's own. */
export function pictureAddress(ctx: Pick<RequestContext, 'addresses'>, image: Pick<ImageRecord, 'id' | 'mimeType'>, width: number): string {
  return onHost((isGifPicture(image) ? ctx.addresses?.gifs : ctx.addresses?.images) ?? '', imagePath(image.id, width));
}

/** The picture type every module's types point at. */
export function registerMediaGraph(builder: Builder) {
  const ImageRef = builder.objectRef<ImageRecord>('Image').implement({
    fields: (t) => ({
      id: t.exposeString('id'),
      width: t.exposeInt('width'),
      height: t.exposeInt('height'),
      dominantColor: t.exposeString('dominantColor'),
      hasAlpha: t.exposeBoolean('hasAlpha'),
      gif: t.boolean({
        description: 'Uploaded as a GIF: its sizes are served from the gif host (spec §9), which may differ from the pictures’ host.',
        resolve: (image) => isGifPicture(image),
      }),
      alt: t.string({ nullable: true, resolve: (image, _args, ctx) => (image.alt ? pick(image.alt, ctx.language) : null) }),
      ref: t.string({
        description: 'The image reference: address plus dominant colour, size and alpha flag.',
        resolve: (image) => formatImageRef({ path: `/media/${image.id}`, dominantColor: image.dominantColor, width: image.width, height: image.height, hasAlpha: image.hasAlpha }),
      }),
      url: t.string({
        description: 'The picture at one of the offered widths, on the pictures’ (or gifs’) host when the deployment names one.',
        args: { width: t.arg.int({ required: false, defaultValue: 800 }) },
        resolve: (image, args, ctx) => {
          const width = args.width ?? 800;
          if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) throw badInput('error.imageWidth', { widths: IMAGE_WIDTHS.join(', ') }, 'width');
          return pictureAddress(ctx, image, width);
        },
      }),
    }),
  });
  return { ImageRef };
}

export type MediaGraph = ReturnType<typeof registerMediaGraph>;

/** Staff upload pictures for products, categories and pages. */
export function registerMediaAdminFields(builder: Builder, graph: MediaGraph, media: MediaService) {
  const UploadImageInput = builder.inputType('UploadImageInput', {
    fields: (t) => ({
      file: t.field({ type: 'Upload', required: true }),
      alt: t.string({ required: false }),
    }),
  });
  builder.mutationFields((t) => ({
    uploadImage: t.field({
      type: graph.ImageRef,
      args: { input: t.arg({ type: UploadImageInput, required: true }) },
      resolve: (_r, { input }, ctx) => media.saveImage(ctx.db, ctx.shop.id, input.file.bytes, input.alt ? { id: input.alt } : undefined),
    }),
  }));
}
