import type { RichTextBlock, RichTextEntity } from '../../../domain/rich-text/document';
import { isRecord, tableCellKey } from '../../../domain/rich-text/entities';
import { renderRichTextToHtml } from '../../../domain/rich-text/render-html';
import { fillDocument, type FilledDocument } from './email-content-fill.server';
import type { EmailContent, EmailData, EmailDefinition, EmailSpec } from './email-definition.server';
import { EMAIL_BUTTON_CSS, EMAIL_TAG_CSS, generatedHtml, generatedText, oneLine, renderLayout, type EmailLanguage, type RenderedEmail } from './email-layout.server';
import { fillText, inlineValue, type PlaceholderValues } from './email-placeholders.server';

/**
 * Adds the layout's inline CSS to the tags of rendered rich text. Safe to do by pattern:
 * the renderer escapes every `<`, `>` and `"` of text and attribute values, so each match is
 * a tag it wrote itself.
 */
function inlineStyles(html: string): string {
  return html.replace(/<(h[1-6]|p|ul|ol|li|blockquote|pre|hr|figure|a)((?:\s[^>]*)?)>/g, (whole, tag: string, attrs: string) => {
    if (tag === 'a') {
      if (/class="rt-button"/.test(attrs)) return `<a${attrs.replace(/\sstyle="[^"]*"/, '')} style="${EMAIL_BUTTON_CSS}">`;
      return /\sstyle="/.test(attrs) ? whole : `<a${attrs} style="${EMAIL_TAG_CSS.a}">`;
    }
    const css = EMAIL_TAG_CSS[tag] ?? '';
    if (/\sstyle="/.test(attrs)) return `<${tag}${attrs.replace(/\sstyle="/, ` style="${css};`)}>`;
    return `<${tag}${attrs} style="${css}">`;
  });
}

function linkOf(block: RichTextBlock, key: string, entityMap: Readonly<Record<string, RichTextEntity>>): string | null {
  const entity = Object.hasOwn(entityMap, key) ? entityMap[key] : undefined;
  return entity?.type === 'LINK' ? entity.data.url : null;
}

/** The words of one block for the plain-text part; links as `label: address` or `text (address)`. */
function blockPlainText(block: RichTextBlock, entityMap: Readonly<Record<string, RichTextEntity>>): string {
  if (block.type === 'atomic') {
    const key = block.entityRanges[0]?.key;
    const entity = key !== undefined && Object.hasOwn(entityMap, key) ? entityMap[key] : undefined;
    if (!isRecord(entity)) return '';
    switch (entity.type) {
      case 'IMAGE': {
        const alt = entity.data.alt && entity.data.alt !== '-' ? entity.data.alt : '';
        return entity.data.url ? [alt, entity.data.url].filter(Boolean).join(': ') : alt;
      }
      case 'VIDEO':
        return `▶ ${entity.data.url}`;
      case 'SEPARATOR':
        return '----------';
      case 'TABLE': {
        const rows: string[] = [];
        for (let row = 0; row < entity.data.rows; row++) {
          const cells = Array.from({ length: entity.data.columns }, (_, column) => entity.data.cells[tableCellKey(row, column)]?.content ?? '');
          rows.push(cells.map((cell) => cell.replace(/\s+/g, ' ').trim()).join(' | '));
        }
        return rows.join('\n');
      }
      default:
        return '';
    }
  }
  const chars = Array.from(block.text);
  const whole = block.entityRanges.find((range) => range.offset === 0 && range.length >= chars.length);
  const wholeUrl = whole ? linkOf(block, whole.key, entityMap) : null;
  let text: string;
  if (wholeUrl !== null) {
    text = `${block.text.trim()}: ${wholeUrl}`;
  } else {
    // Each linked run is followed by its address, from the end backwards so offsets hold.
    const ranges = [...block.entityRanges].sort((a, b) => b.offset - a.offset);
    for (const range of ranges) {
      const url = linkOf(block, range.key, entityMap);
      if (url !== null) chars.splice(range.offset + range.length, 0, ` (${url})`);
    }
    text = chars.join('');
  }
  text = text.replace(/\r\n?/g, '\n').trim();
  if (/^header-(two|three|four|five|six)$/.test(block.type) && text !== '') return `${text}\n${'-'.repeat(Math.min(Array.from(text).length, 60))}`;
  return text;
}

/** The plain-text part: one paragraph per block, list items one per line. */
function plainText(doc: FilledDocument): string[] {
  const out: string[] = [];
  for (const part of doc.parts) {
    if (part.kind === 'generated') {
      out.push(...generatedText(part.blocks));
      continue;
    }
    let list: string[] = [];
    let number = 0;
    const flush = () => {
      if (list.length > 0) out.push(list.join('\n'));
      list = [];
      number = 0;
    };
    for (const block of part.blocks) {
      const words = blockPlainText(block, doc.entityMap);
      if (block.type === 'unordered-list-item' || block.type === 'ordered-list-item') {
        number = block.type === 'ordered-list-item' ? number + 1 : number;
        list.push(`${'  '.repeat(block.depth)}${block.type === 'ordered-list-item' ? `${number}.` : '-'} ${words}`);
        continue;
      }
      flush();
      if (words !== '') out.push(words);
    }
    flush();
  }
  return out;
}

export interface EmailFrame {
  shopName: string;
  /** The shop's origin, to make site paths and uploaded pictures absolute; without it they are left out. */
  origin?: string | undefined;
}

/**
 * An e-mail from its content: placeholders filled (values escaped by the renderer like any
 * text), the document rendered by the rich-text renderer in e-mail mode with inline styles,
 * inside the shared layout, and the plain-text part from the same filled document.
 */
export function renderEmailContent(spec: Pick<EmailSpec, 'placeholders'>, language: EmailLanguage, content: EmailContent, values: PlaceholderValues, frame: EmailFrame): RenderedEmail {
  const all: PlaceholderValues = { ...values, 'shop.name': oneLine(frame.shopName) };
  const kinds = new Map(spec.placeholders.map((p) => [p.name, p.kind] as const));
  const subject = oneLine(fillText(content.subject, (name) => (kinds.get(name) === 'block' ? '' : oneLine(inlineValue(all, name)))).text);
  const filled = fillDocument(content.document, spec.placeholders, all, frame.origin);
  const html = filled.parts.map((part) => (part.kind === 'generated'
    ? generatedHtml(part.blocks)
    : inlineStyles(renderRichTextToHtml({ blocks: part.blocks, entityMap: filled.entityMap }, { mode: 'email' })))).join('');
  return renderLayout(language, frame.shopName, subject, html, plainText(filled));
}

/** An e-mail with `data`, from the shop's content when given, else the default of its language. */
export function renderEmail<D extends EmailData>(email: EmailDefinition<D>, data: D, content?: EmailContent | null, origin?: string): RenderedEmail {
  const language: EmailLanguage = data.language === 'en' ? 'en' : 'id';
  return renderEmailContent(email, language, content ?? email.defaults[language], email.values(data), { shopName: data.shopName, origin });
}
