import type { TranslatableItem } from '../../../domain/i18n/translatable';
import { richTextToPlainText } from '../../../domain/rich-text/plain-text';
import type { RequestContext } from '../../context.server';
import type { EmailSpec } from './email-definition.server';
import { emailOverridesOf } from './email-content.service';

/**
 * Every e-mail's subject and text in both languages, for the translations screen (docs/decisions
 * 0037). A language the shop has not reworded sends the default written in code, except that an
 * e-mail the shop reworded in Indonesian only counts as lacking English: its English copy would
 * still say the default, not what the shop wrote. Both fields are changed in the e-mail editor.
 */
export async function emailTexts(ctx: RequestContext, specs: readonly EmailSpec[]): Promise<TranslatableItem[]> {
  const rows = await emailOverridesOf(ctx.db, ctx.shop.id);
  return specs.map((spec) => {
    const own = (language: 'id' | 'en') => rows.find((row) => row.emailKey === spec.key && row.language === language) ?? null;
    const id = own('id') ?? spec.defaults.id;
    const ownEn = own('en');
    const en = ownEn ?? (own('id') ? null : spec.defaults.en);
    return {
      kind: 'email',
      id: spec.key,
      version: null,
      fields: [
        { name: 'subject', id: id.subject, en: en?.subject ?? '', rich: true },
        { name: 'body', id: richTextToPlainText(id.document, 200), en: en ? richTextToPlainText(en.document, 200) : '', rich: true },
      ],
    };
  });
}
