import { isRecord } from '../../../domain/rich-text/entities';
import type { EmailContent, EmailSpec } from './email-definition.server';
import { PLACEHOLDER_PATTERN, placeholderNamesIn, solePlaceholderName, type PlaceholderProblem } from './email-placeholders.server';

export interface ContentProblem extends PlaceholderProblem {
  /** The input field at fault. */
  field: 'subject' | 'document';
}

const VALID_TOKEN = new RegExp(`^${PLACEHOLDER_PATTERN.source}$`);

/**
 * Every placeholder of the content that this e-mail cannot fill: unknown names (or
 * malformed ones), a block placeholder written inside a sentence or the subject, and a
 * link address holding anything but exactly one link placeholder.
 */
export function validateEmailContent(spec: Pick<EmailSpec, 'placeholders'>, content: EmailContent): ContentProblem[] {
  const kinds = new Map(spec.placeholders.map((p) => [p.name, p.kind] as const));
  const problems: ContentProblem[] = [];
  const inText = (text: string, field: ContentProblem['field'], blockAllowed: boolean) => {
    for (const match of text.matchAll(/\{\{([^{}]*)\}\}/g)) {
      const name = (match[1] ?? '').trim();
      const kind = VALID_TOKEN.test(match[0]) ? kinds.get(name) : undefined;
      if (kind === undefined) problems.push({ name, reason: 'unknown', field });
      else if (kind === 'block' && !blockAllowed) problems.push({ name, reason: 'blockInline', field });
    }
  };
  inText(content.subject, 'subject', false);
  for (const block of content.document.blocks) {
    if (block.type === 'atomic') continue;
    const sole = solePlaceholderName(block.text);
    inText(block.text, 'document', sole !== null && block.type === 'unstyled');
  }
  for (const entity of Object.values(content.document.entityMap)) {
    if (!isRecord(entity) || !isRecord(entity.data)) continue;
    if (entity.type === 'LINK' || entity.type === 'IMAGE') {
      const url = entity.type === 'LINK' ? entity.data.url : (entity.data.url ?? '');
      const names = placeholderNamesIn(url);
      if (names.length === 0) continue;
      const sole = solePlaceholderName(url);
      if (sole === null || kinds.get(sole) === undefined) {
        for (const name of names) problems.push({ name, reason: kinds.has(name) ? 'notALinkPlaceholder' : 'unknown', field: 'document' });
      } else if (kinds.get(sole) !== 'link') {
        problems.push({ name: sole, reason: 'notALinkPlaceholder', field: 'document' });
      }
    } else if (entity.type === 'TABLE') {
      for (const cell of Object.values(entity.data.cells)) inText(cell.content, 'document', false);
    }
  }
  return problems;
}
