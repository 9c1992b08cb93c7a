import type { Language } from '../i18n/language';
import type { Translated } from '../i18n/translated';
import type { RichTextDocument } from '../rich-text/document';
import { richTextToPlainText } from '../rich-text/plain-text';
import { PAGE_LIMITS } from './page-limits';

/** What a content page holds per language, as its writer left it. */
export interface PageTexts {
  title: Translated<string>;
  body: Translated<RichTextDocument>;
  seoTitle: Translated<string>;
  seoDescription: Translated<string>;
}

/**
 * The language a page is read in: the reader's when the page has its own title in it,
 * otherwise the shop's main language, whose texts every page has.
 */
export function pageLanguage(page: Pick<PageTexts, 'title'>, language: Language): Language {
  return language === 'id' || page.title[language]?.trim() ? language : 'id';
}

function own(value: Translated<string>, language: Language): string {
  return (language === 'id' ? value.id : value[language])?.trim() ?? '';
}

/**
 * The title and description search engines and link previews get. The writer's own SEO texts
 * when given; otherwise the page's title, and the start of its body cut at a word. Everything
 * comes from one language, so an English reader never gets an Indonesian description under an
 * English title.
 */
export function pageSeo(page: PageTexts, language: Language): { title: string; description: string } {
  const shown = pageLanguage(page, language);
  const body = (shown === 'id' ? page.body.id : page.body[shown]) ?? page.body.id;
  return {
    title: own(page.seoTitle, shown) || own(page.title, shown),
    description: own(page.seoDescription, shown) || richTextToPlainText(body, PAGE_LIMITS.seoDescription),
  };
}
