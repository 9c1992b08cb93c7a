import { richField, textField, type TranslatableItem } from '../../../domain/i18n/translatable';
import type { RequestContext } from '../../context.server';
import { listAllPages } from './page-writes.service';

/** Every page's words in both languages, drafts too, for the translations screen (docs/decisions/0037). */
export async function pageTexts(ctx: RequestContext): Promise<TranslatableItem[]> {
  return (await listAllPages(ctx)).map((row) => ({
    kind: 'page',
    id: row.id,
    version: null,
    fields: [textField('title', row.title), textField('seoTitle', row.seoTitle), textField('seoDescription', row.seoDescription), richField('body', row.body)],
  }));
}
