import { currencyByNumber, formatMoney } from '../../../domain/money/currency';
import { formatImageRef } from '../../../domain/media/image-ref';
import { IMAGE_WIDTHS } from '../../../domain/media/image-sizes';
import { renderRichTextToHtml } from '../../../domain/rich-text/render-html';
import { richTextToPlainText } from '../../../domain/rich-text/plain-text';
import type { RichTextDocument } from '../../../domain/rich-text/document';
import type { ImageRecord } from '../../modules/catalog/catalog.service';
import { pick } from '../../modules/i18n/translated';
import type { Builder } from '../builder.server';
import { userError } from '../errors.server';

export interface MoneyValue { amount: number; currencyNumber: number }

export function imagePath(imageId: string, width: number): string {
  return `/media/${imageId}/${width}.webp`;
}

export function registerCommonTypes(builder: Builder) {
  const MoneyRef = builder.objectRef<MoneyValue>('Money').implement({
    description: 'An amount in the shop currency, as an integer in its stored unit (spec §3).',
    fields: (t) => ({
      amount: t.exposeInt('amount'),
      currency: t.string({ resolve: (m) => currencyByNumber(m.currencyNumber)?.code ?? 'IDR' }),
      formatted: t.string({
        resolve: (m, _args, ctx) => formatMoney(m.amount, currencyByNumber(m.currencyNumber)?.code ?? 'IDR', ctx.language),
      }),
    }),
  });

  const ImageRef = builder.objectRef<ImageRecord>('Image').implement({
    fields: (t) => ({
      id: t.exposeString('id'),
      width: t.exposeInt('width'),
      height: t.exposeInt('height'),
      dominantColor: t.exposeString('dominantColor'),
      hasAlpha: t.exposeBoolean('hasAlpha'),
      alt: t.string({ nullable: true, resolve: (image, _args, ctx) => (image.alt ? pick(image.alt, ctx.language) : null) }),
      ref: t.string({
        description: 'The image reference: address plus dominant colour, size and alpha flag.',
        resolve: (image) => formatImageRef({ path: `/media/${image.id}`, dominantColor: image.dominantColor, width: image.width, height: image.height, hasAlpha: image.hasAlpha }),
      }),
      url: t.string({
        args: { width: t.arg.int({ required: false, defaultValue: 800 }) },
        resolve: (image, args) => {
          const width = args.width ?? 800;
          if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) {
            throw userError(`width must be one of ${IMAGE_WIDTHS.join(', ')}.`);
          }
          return imagePath(image.id, width);
        },
      }),
    }),
  });

  const RichTextRef = builder.objectRef<RichTextDocument>('RichText').implement({
    description: 'A rich-text document (spec §3) with its safe HTML rendering.',
    fields: (t) => ({
      document: t.field({ type: 'JSON', resolve: (doc) => doc }),
      html: t.string({ resolve: (doc) => renderRichTextToHtml(doc) }),
      text: t.string({
        args: { maxLength: t.arg.int({ required: false }) },
        resolve: (doc, args) => richTextToPlainText(doc, args.maxLength ?? undefined),
      }),
    }),
  });

  return { MoneyRef, ImageRef, RichTextRef };
}

export type CommonTypes = ReturnType<typeof registerCommonTypes>;
